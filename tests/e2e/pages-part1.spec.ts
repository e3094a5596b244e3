import { expect, test } from '@playwright/test';
import { SECTION_PAGES as ROUTES, site } from './pageFacts.ts';

const ACADEMIC_YEARS = ['2024', '2023', '2022', '2020-2021', '2020', '2019', '2018'];
const HOLIDAY_YEARS = ['2024', '2023', '2022', '2021', '2020', '2019', '2018'];

test.describe('every page of the college, admissions, services, calendar and resources sections', () => {
  test('titles and descriptions are all different', async ({ page, request }) => {
    // Each page's head as served, read by the browser's own parser (no page loads: nothing here needs one).
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { route } of ROUTES) {
      const html = await (await request.get(route)).text();
      const head = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'text/html');
        return { title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '' };
      }, html);
      seen.titles.add(head.title);
      seen.descriptions.add(head.description);
    }
    expect(seen.titles.size).toBe(ROUTES.length);
    expect(seen.descriptions.size).toBe(ROUTES.length);
  });

  test('every internal link and image on these pages answers', async ({ page, request }) => {
    // Each page as served (what every visitor gets first, before any island hydrates), read by the browser's parser.
    const targets = new Set<string>();
    for (const { route } of ROUTES) {
      const html = await (await request.get(route)).text();
      const { links, images } = await page.evaluate((source) => {
        const main = new DOMParser().parseFromString(source, 'text/html').querySelector('main')!;
        return {
          links: [...main.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''),
          images: [...main.querySelectorAll('img')].map((img) => ({
            alt: img.getAttribute('alt'),
            width: Number(img.getAttribute('width')),
            height: Number(img.getAttribute('height')),
            src: img.getAttribute('src') ?? '',
          })),
        };
      }, html);
      for (const href of links) targets.add(href);
      for (const { alt, width, height, src } of images) {
        expect(alt, `${route}: ${src}`).toBeTruthy();
        expect(width, `${route}: ${src}`).toBeGreaterThan(0);
        expect(height, `${route}: ${src}`).toBeGreaterThan(0);
        targets.add(src);
      }
    }
    expect(targets.size).toBeGreaterThan(ROUTES.length);
    for (const target of targets) expect((await request.get(target)).status(), target).toBe(200);
  });
});

test.describe('details', () => {
  test('the fee totals are the sums of the instalments shown', async ({ page }) => {
    await page.goto('/onlineAdmissions/feeStructure');
    const rupees = (text: string) => Number(text.replace(/[₹,\s]/g, ''));
    const tables = page.locator('table').filter({ has: page.locator('tfoot') });
    await expect(tables).toHaveCount(2);
    const totals: number[] = [];
    for (const table of await tables.all()) {
      const amounts = (await table.locator('tbody td.number').allTextContents()).map(rupees);
      const total = rupees(await table.locator('tfoot td').innerText());
      expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
      totals.push(total);
    }
    expect(totals).toEqual([16600, 19000]);
    await expect(tables.first().locator('caption')).toContainText('6 semesters');
    await expect(tables.last().locator('caption')).toContainText('4 semesters');
  });

  test('the contact page shows the two phones and two e-mails of site.yaml as links, and the map with a plain link', async ({ page }) => {
    await page.goto('/about/contact');
    const main = page.locator('main');
    for (const phone of site.phones) await expect(main.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+0-9]/g, '')}`);
    for (const email of site.emails) await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(main.locator('iframe[title="Map of the college campus"]')).toHaveAttribute('src', /^https:\/\//);
    await expect(main.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:\/\//);
  });

  test('the associations number their members and only the students have a Class column', async ({ page }) => {
    await page.goto('/home/association');
    const tables = page.locator('main table');
    await expect(tables).toHaveCount(4);
    for (const table of await tables.all()) {
      const serials = await table.locator('tbody tr td:first-child').allTextContents();
      expect(serials).toEqual(serials.map((_, i) => String(i + 1)));
    }
    const headers = await Promise.all((await tables.all()).map((table) => table.locator('thead th').allTextContents()));
    expect(headers[0]).toEqual(['Sl. No.', 'Name', 'Designation']);
    expect(headers[1]).toEqual(['Sl. No.', 'Name', 'Class', 'Designation']);
  });

  test('principal and vice principal are shown with their photos', async ({ page }) => {
    await page.goto('/home/administration');
    const photos = page.locator('main img');
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAttribute('alt', /Principal$/);
    await expect(photos.last()).toHaveAttribute('alt', /Vice Principal$/);
    expect(await photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('embedded PDFs have a plain link saying format and size, and the link opens the PDF', async ({ page, request }) => {
    for (const [route, title] of [
      ['/studentServices/scholarshipFreeship', 'Scholarship and Freeship'],
      ['/resources/prospectus', 'Prospectus'],
      ['/resources/magazines', 'Vision 2024'],
      ['/calender/holidayList/year2019', 'Holiday List 2019'],
    ]) {
      await page.goto(route);
      const link = page.locator('main').getByRole('link', { name: `Open the document: ${title} (PDF, 1 KB)` });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      // Its frame where the browser shows PDFs (a desktop's), its first page's picture where it cannot (this one's).
      await expect(page.locator(`main figure[data-pdf="${href}"]`)).toHaveAttribute('data-title', title);
      await expect(page.locator(`main figure[data-pdf="${href}"] img`).first()).toHaveAttribute('alt', `Page 1 of 1, ${title}`);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('the bus route map is an image with a description', async ({ page }) => {
    await page.goto('/studentServices/busService');
    await expect(page.locator('main img')).toHaveAttribute('alt', /Map of the four college bus routes/);
  });
});

test.describe('year lists', () => {
  for (const [list, years, label] of [
    ['/calender/academicCalender', ACADEMIC_YEARS, 'Academic Calender'],
    ['/calender/holidayList', HOLIDAY_YEARS, 'Holiday List'],
  ] as const) {
    test(`${list}: side links newest first, the list opens the newest year, each year has its page`, async ({ page }) => {
      await page.goto(list);
      const links = page.locator('main nav a');
      await expect(links).toHaveText([...years]);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(years.map((y) => `${list}/year${y}`));
      await expect(page.locator('main h2#year-title')).toHaveText(`${label} 2024`);
      await expect(links.first()).toHaveAttribute('aria-current', 'true');

      for (const year of years) {
        const response = await page.goto(`${list}/year${year}`);
        expect(response?.status()).toBe(200);
        expect(await page.title()).toMatch(new RegExp(`^${label} ${year} \\| `));
        await expect(page.locator('main h2#year-title')).toHaveText(`${label} ${year}`);
        await expect(page.locator('main nav a[aria-current="page"]')).toHaveText(year);
        if (year === '2024') {
          await expect(page.locator('main figure img')).toHaveCount(list.endsWith('academicCalender') ? 2 : 1);
        } else {
          await expect(page.locator('main').getByRole('link', { name: /^Open the document: .* \(PDF, \d+ KB\)$/ })).toBeVisible();
        }
      }
    });
  }

  test('an unknown year or sub-path shows the not-found page', async ({ page }) => {
    for (const path of [
      '/calender/academicCalender/year2017',
      '/calender/holidayList/2023',
      '/calender/nothing',
      '/home/missionVision/extra',
      '/onlineAdmissions/feeStructure/2024',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('h1')).toHaveText('THIS PAGE COULD NOT BE FOUND');
    }
  });
});
