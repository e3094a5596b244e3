import { expect, test } from '@playwright/test';
import { ACCREDITATION_PAGES as ROUTES } from './pageFacts.ts';

/** The nine galleries: their banner, each marked under construction while its folder holds no photo. */
const GALLERIES: [string, string][] = [
  ['sports', 'Sports'],
  ['classroom', 'Classroom & Computer Lab'],
  ['healthSeminar', 'Health Seminar'],
  ['culturalDay', 'Cultural Day'],
  ['NSSandRRC', 'NSS & RRC'],
  ['studyTours', 'Study Tour'],
  ['charityDrive', 'Charity Drive'],
  ['cleanlinessDrive', 'Cleanliness Drive'],
  ['freshersSocial', 'Freshers Social'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every page of the NAAC, committee, department and gallery sections', () => {
  for (const [segment, title] of GALLERIES) {
    test(`/gallery/${segment} shows the blue banner "${title}" marked (Under Construction)`, async ({ page }) => {
      const response = await page.goto(`/gallery/${segment}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main .banner h1')).toHaveText(`${title} (Under Construction)`);
      expect(await page.title()).toMatch(new RegExp(`^${escape(title)} \\| `));
      await expect(page.locator('main img')).toHaveCount(0);
    });
  }

  test('titles and descriptions are all different', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of [...ROUTES.map((r) => r.route), ...GALLERIES.map(([segment]) => `/gallery/${segment}`)]) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const text = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title && text, route).toBeTruthy();
      expect(titles.get(title), `${route} has the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(text), `${route} has the description of ${descriptions.get(text)}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(text, route);
    }
  });
});

test.describe('NAAC facts', () => {
  test('the academic audit cards each link to their page, which embeds the document with a plain link', async ({ page }) => {
    await page.goto('/NAAC/academicAudit');
    const views = page.locator('main .link-card a');
    await expect(views).toHaveCount(9);
    await page.locator('main .link-card', { hasText: 'Organogram' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/NAAC\/academicAudit\/Organogram$/);
    // The test browser shows no PDF inside a page (as a phone): the figure its frame goes in on a desktop names the PDF.
    await expect(page.locator('main figure[data-pdf]')).toHaveAttribute('data-pdf', '/files/documents/naac/academic-audit/organogram.pdf');
    const link = page.getByRole('link', { name: /Open the document: Organogram \(PDF, \d+ KB\)/ });
    const pdf = await page.request.get((await link.getAttribute('href')) as string);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('iqacAtr has one URL per year; each year marks its button and shows its dated cards', async ({ page }) => {
    await page.goto('/NAAC/iqacAtr');
    const years = page.getByRole('navigation', { name: 'IQAC Minutes & ATR: years' }).getByRole('link');
    await expect(years).toHaveText(['2018', '2019', '2021', '2022']);
    await years.filter({ hasText: '2021' }).click();
    await expect(page).toHaveURL(/\/NAAC\/iqacAtr\/year-2021$/);
    await expect(page.getByRole('link', { name: '2021', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main .link-card time')).toHaveText(['02-02-2021', '04-09-2021', '03-11-2021']);
    await expect(page.locator('main .link-card time').first()).toHaveAttribute('datetime', '2021-02-02');
    expect((await page.request.get('/NAAC/iqacAtr/year-2020')).status()).toBe(404);
  });

  test("naacStatus opens AQAR, whose buttons open each year's report", async ({ page }) => {
    await page.goto('/NAAC/naacStatus');
    await expect(page.locator('main a.button')).toHaveCount(3);
    await page.locator('main a.button', { hasText: 'AQAR' }).click();
    await expect(page).toHaveURL(/\/NAAC\/naacStatus\/aqar$/);
    const buttons = page.locator('main a.button');
    await expect(buttons).toHaveCount(5);
    await expect(buttons.first()).toContainText('2017-2018');
    await expect(buttons.last()).toContainText('2021-2022');
    expect((await page.request.get((await buttons.first().getAttribute('href')) as string)).status()).toBe(200);
  });

  test('the survey shows 10 questions, the rating bands and every result with its resolution', async ({ page }) => {
    await page.goto('/NAAC/StudentSatisfactionSurvey');
    await expect(page.locator('main .survey__questions li')).toHaveCount(10);
    await expect(page.locator('main .survey__scale li')).toHaveText(['Excellent', 'Average', 'Satisfied', 'Unsatisfied']);
    const bands = page.locator('main .survey__bands tbody tr');
    await expect(bands).toHaveText([/1–3\s*Poor/, /4–6\s*Fair/, /7–9\s*Good/, /10\s*Excellent/]);
    const results = page.getByRole('table').filter({ hasText: 'SSS points' }).locator('tbody tr');
    await expect(results).toHaveCount(5);
    const expected: [string, string][] = [
      ['INFRASTRUCTURE', '70%'],
      ['TEACHING', '80%'],
      ['LEARNING', '65%'],
      ['CURRICULUM', '83%'],
      ['EVALUATION', '80%'],
    ];
    for (const [index, [area, percentage]] of expected.entries()) {
      await expect(results.nth(index).locator('th')).toHaveText(area);
      await expect(results.nth(index).locator('td').first()).toHaveText(percentage);
      expect(((await results.nth(index).locator('td').last().textContent()) ?? '').length).toBeGreaterThan(10);
    }
  });

  test('external documents open in a new tab and say so', async ({ page }) => {
    await page.goto('/NAAC/courseOutcomes');
    const links = page.locator('main .link-card a');
    await expect(links).toHaveCount(9);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toContainText('(opens another site)');
  });
});

test.describe('committee facts', () => {
  test('the examination marks table: CBCS 25/10 and 75/30, Old 30/13.5 and 70/31.5', async ({ page }) => {
    await page.goto('/committees/examination');
    const rows = page.locator('main table').filter({ hasText: 'Programme Name' }).locator('tbody tr');
    await expect(rows).toHaveText([
      /BA\/B\.Com \(CBCS\)\s*Internal\s*25\s*10/,
      /BA\/B\.Com \(CBCS\)\s*External\s*75\s*30/,
      /BA\/B\.Com \(Old\)\s*Internal\s*30\s*13\.5/,
      /BA\/B\.Com \(Old\)\s*External\s*70\s*31\.5/,
    ]);
    const members = page.locator('.member-table tbody tr');
    expect(await members.count()).toBeGreaterThanOrEqual(5);
  });

  test('anti-ragging: landing -> meeting minutes -> a meeting, and Go back returns', async ({ page }) => {
    await page.goto('/committees/antiRagging');
    await page.getByRole('link', { name: 'Meeting Minutes' }).click();
    await expect(page).toHaveURL(/\/committees\/antiRagging\/meetingMinutes$/);
    await expect(page.locator('main .meeting-list a')).toHaveText(['Meeting held on 05-03-2022', 'Meeting held on 18-02-2022', 'Meeting held on 02-02-2021']);
    await page.getByRole('link', { name: 'Meeting held on 18-02-2022' }).click();
    await expect(page).toHaveURL(/\/meetingMinutes\/D18_02_22$/);
    await expect(page.locator('main figure[data-pdf]')).toHaveAttribute('data-pdf', '/files/documents/committees/anti-ragging/minutes-2022-02-18.pdf');
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/committees\/antiRagging\/meetingMinutes$/);
  });

  test('grievance redressal: the policy goes back to the landing page', async ({ page }) => {
    await page.goto('/committees/grievanceRedressal');
    await page.getByRole('link', { name: 'Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/committees\/grievanceRedressal\/policy$/);
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/committees\/grievanceRedressal$/);
  });

  test('the eco club shows its certificates as images with descriptions', async ({ page }) => {
    await page.goto('/committees/eco');
    const images = page.locator('main figure img');
    await expect(images).toHaveCount(3);
    for (const alt of await images.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))) expect(alt.length).toBeGreaterThan(10);
  });

  for (const path of [
    '/committees/unknown',
    '/committees/NSS/members',
    '/committees/antiRagging/meetingMinutes/D06_03_22',
    '/gallery/unknown',
    '/department/physics',
    '/NAAC/academicAudit/unknown',
  ]) {
    test(`${path} is not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('THIS PAGE COULD NOT BE FOUND');
    });
  }
});

test.describe('department gallery', () => {
  test('the sociology department shows its 14 photos in 4, 3, 2 and 1 columns as the window narrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/department/sociology');
    const photos = page.locator('main .image-gallery img');
    await expect(photos).toHaveCount(14);
    for (const alt of await photos.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))) expect(alt).toMatch(/^[A-Z].{8,}/);
    const columns = () => page.locator('main .image-gallery').evaluate((el) => getComputedStyle(el).columnCount);
    expect(await columns()).toBe('4');
    for (const [width, count] of [
      [1100, '3'],
      [700, '2'],
      [500, '1'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns(), `at ${width} px`).toBe(count);
    }
    await photos.last().scrollIntoViewIfNeeded();
    await expect.poll(() => photos.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
