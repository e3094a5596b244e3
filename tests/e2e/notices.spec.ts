import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { loadedScripts } from './helpers.ts';

/**
 * The notice board with JavaScript off, on the fixture site's notices (tests/fixtures/site/notices/),
 * built with BUILD_DATE=2026-11-23: that day decides which notices are New, closed and upcoming.
 */
test.use({ javaScriptEnabled: false });

const items = (page: Page, scope = page.locator('main')) => scope.locator('.notice-list__item');
const titles = (page: Page, scope = page.locator('main')) => items(page, scope).locator('.notice-list__title');

test('home: a Notices section near the top, pinned first, then the five newest open notices with date, category and New', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Notices', exact: true }) });
  await expect(titles(page, section)).toHaveText([
    'Admission open: M.A. Sociology, session 2025',
    'Examination timetable, semester 3',
    'Merit list, B.A. first semester',
    'State scholarship applications open',
    'Annual sports meet',
    'Last date for semester fees',
  ]);
  const list = items(page, section);
  await expect(list.nth(0).locator('.notice-mark')).toHaveText(['Pinned']);
  await expect(list.nth(0).getByRole('link', { name: 'Admissions' })).toHaveAttribute('href', /\/notices\/category\/admissions$/);
  await expect(list.nth(1).locator('.notice-mark')).toHaveText(['New']);
  await expect(list.nth(1).locator('time')).toHaveAttribute('datetime', '2026-11-20');
  await expect(list.nth(1).locator('time')).toHaveText('20 November 2026');
  await expect(list.nth(2).locator('.notice-mark')).toHaveText(['New']);
  // 16 November is seven days before the build day: no longer New.
  await expect(list.nth(3).locator('.notice-mark')).toHaveCount(0);
  // The section stands above the carousel and the Admission Open image, which stay where they were.
  const above = await section.evaluate(
    (element) => !!(element.compareDocumentPosition(document.querySelector('.home-feature')!) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  expect(above).toBe(true);
  await expect(page.locator('.home-feature .notice img')).toHaveCount(1);
});

test('archive: every notice newest first by year, expired ones marked closed, and the feed linked from the head', async ({ page }) => {
  await page.goto('/notices');
  await expect(page.locator('main h2')).toHaveText(['2026', '2025']);
  const year2026 = page.locator('section', { has: page.getByRole('heading', { name: '2026', exact: true }) });
  await expect(titles(page, year2026)).toHaveText([
    'Examination timetable, semester 3',
    'Merit list, B.A. first semester',
    'State scholarship applications open',
    'Annual sports meet',
    'Holiday on 1 November 2026',
    'Internal assessment schedule, odd semesters',
    'Last date for semester fees',
    "Freshers' social",
    'Result notification, semester 2',
    // Two scans (tests/fixtures/scans.ts).
    'Library closed for stocktaking',
    'Internal examinations postponed',
  ]);
  const closed = page.locator('.notice-list__item--closed .notice-list__title');
  await expect(closed).toHaveText(['Holiday on 1 November 2026', 'Internal assessment schedule, odd semesters']);
  await expect(page.locator('.notice-list__item--closed .notice-mark')).toHaveText(['Closed', 'Closed']);
  const year2025 = page.locator('section', { has: page.getByRole('heading', { name: '2025', exact: true }) });
  await expect(titles(page, year2025)).toHaveText(['Winter vacation', 'Admission open: M.A. Sociology, session 2025']);
  const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feedLink).toHaveAttribute('href', /\/notices\/feed\.xml$/);
  const feed = await page.request.get(new URL((await feedLink.getAttribute('href'))!, page.url()).href);
  expect(feed.status()).toBe(200);
});

test('a category page filters without JavaScript', async ({ page }) => {
  await page.goto('/notices');
  await page.getByRole('navigation', { name: 'Notice categories' }).getByRole('link', { name: 'Admissions (2)' }).click();
  await expect(page).toHaveURL(/\/notices\/category\/admissions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices: Admissions');
  await expect(titles(page)).toHaveText(['Last date for semester fees', 'Admission open: M.A. Sociology, session 2025']);
  await expect(page.getByRole('navigation', { name: 'Notice categories' }).locator('[aria-current="page"]')).toHaveText('Admissions (2)');
});

test('a notice that is only a PDF shows the document with format and size, and links to older and newer notices', async ({ page }) => {
  await page.goto('/notices/2026-11-20-examination-timetable-semester-3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Examination timetable, semester 3');
  await expect(page.locator('.notice-facts time')).toHaveText('20 November 2026');
  // The test browser shows no PDF inside a page, as a phone: the page's picture (a desktop's frame: documents-phone.spec.ts).
  await expect(page.locator('figure[data-pdf]')).toHaveAttribute(
    'data-pdf',
    /\/files\/notices\/2026\/2026-11-20%20Examination%20timetable%2C%20semester%203\.pdf$/,
  );
  await expect(page.locator('figure[data-pdf] img')).toHaveAttribute('alt', 'Page 1 of 1, Examination timetable, semester 3');
  await expect(page.getByRole('link', { name: /^Open the document: Examination timetable, semester 3 \(PDF, \d+ KB\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Older: Merit list, B.A. first semester' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Newer:/ })).toHaveCount(0);
});

test("a Markdown notice's attachments are listed with format and size, and each link answers", async ({ page }) => {
  await page.goto('/notices/2026-11-18-merit-list');
  const links = page
    .locator('section', { has: page.getByRole('heading', { name: 'Attachments', exact: true }) })
    .getByRole('listitem')
    .getByRole('link');
  // The notice's one attachment (tests/fixtures/site/attachments/merit-list-ba-semester-1.pdf) is 1,445 bytes: "1 KB".
  await expect(links).toHaveText(['merit-list-ba-semester-1.pdf (PDF, 1 KB)']);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
  }
});

/** Each kind of page the notice board has: the archive, a category, the events, a Markdown notice and a PDF-only one. */
const BOARD_PAGES = [
  '/notices',
  '/notices/category/admissions',
  '/notices/events',
  '/notices/2026-11-18-merit-list',
  '/notices/2026-11-20-examination-timetable-semester-3',
];

test.describe('scripts', () => {
  // With JavaScript on, so the scripts counted are those the browser loads, islands' chunks included.
  test.use({ javaScriptEnabled: true });
  test("the notice board's pages load no script beyond the shell's: those of a text page, and no island", async ({ page }) => {
    const scripts = async (url: string) => (await loadedScripts(page, url)).map((script) => script.url).sort();
    const shell = await scripts('/home/missionVision');
    expect(shell).not.toEqual([]);
    for (const route of BOARD_PAGES) {
      expect.soft(await scripts(route), route).toEqual(shell);
      await expect.soft(page.locator('[data-island]'), route).toHaveCount(0);
    }
  });
});

test('upcoming events list the sports meet, whose calendar file holds the event in India time', async ({ page }) => {
  await page.goto('/notices/events');
  await expect(titles(page)).toHaveText(['Annual sports meet']);
  await expect(items(page).locator('time').first()).toHaveAttribute('datetime', '2026-12-10T09:00+05:30');
  const link = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe('Annual sports meet');
  expect(event.location).toBe('College playground');
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-10T03:30:00.000Z');
});

test('notices are in the menu, the HTML sitemap and sitemap.xml (dated by the notice)', async ({ page }) => {
  await page.goto('/sitemap');
  const notices = page.locator('main li', { has: page.getByRole('link', { name: 'Notices', exact: true }) });
  await expect(notices.getByRole('link', { name: 'Merit list, B.A. first semester' })).toHaveAttribute('href', /\/notices\/2026-11-18-merit-list$/);
  await expect(notices.getByRole('link', { name: 'Notices: Admissions' })).toBeVisible();
  // The menu's panels are closed, so the link is found by its address rather than by its (hidden) role.
  await expect(page.locator('.site-nav a[href$="/notices"]').first()).toHaveText('Notices');
  const sitemap = await (await page.request.get('sitemap.xml')).text();
  expect(sitemap).toContain('/notices/2026-11-18-merit-list</loc><lastmod>2026-11-18</lastmod>');
});

test.describe('search', () => {
  test.use({ javaScriptEnabled: true });
  test('finds a notice by its text', async ({ page }) => {
    await page.goto('/search?q=march past');
    await expect(page.locator('[data-search-results] a[href$="/notices/2026-11-05-annual-sports-meet"]').first()).toBeVisible();
  });
});
