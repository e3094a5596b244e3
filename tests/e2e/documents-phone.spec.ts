import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FIXTURE_SITE } from '../fixtures/scans.ts';
import { CALENDER_2023 } from '../fixtures/documents.ts';
import { BROWSER_ARGS, VIEWER_BROWSER } from '../../scripts/testBrowser.ts';

/**
 * The fixture site's documents on a phone whose browser shows no PDF inside a page (Chrome for Android reports
 * navigator.pdfViewerEnabled false and draws a grey box): full Chromium with its PDF viewer turned off by its documented
 * preference, 375 px wide at a pixel ratio of 2, a phone's user agent. Phones that report a viewer (an iPhone's Safari
 * shows only a PDF's first page in a frame, Chrome for Android none) get the same pictures. And the same pages on a
 * desktop with a mouse: the frame, with no picture fetched; on a desktop whose viewer is off, the pictures.
 */
const PHONE = { width: 375, height: 740 };
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** Each document page: its route, the PDF it shows (under the fixture site), whether it is typed, the frame's least height on a desktop. */
const PAGES = [
  { what: 'a calender, typed on two pages with a table', route: '/calender/academicCalender/year2023', pdf: CALENDER_2023, typed: true, frame: 600 },
  {
    what: 'a committee page',
    route: '/committees/careerGuidancePlacement',
    pdf: 'documents/committees/career-guidance-placement.pdf',
    typed: true,
    frame: 450,
  },
  {
    what: 'a notice that is a PDF',
    route: '/notices/2026-11-20-examination-timetable-semester-3',
    pdf: 'notices/2026/2026-11-20 Examination timetable, semester 3.pdf',
    typed: true,
    frame: 600,
  },
  {
    what: 'a notice that is a scan',
    route: '/notices/2026-03-12-internal-examinations-postponed',
    pdf: 'notices/2026/2026-03-12 Internal examinations postponed.pdf',
    typed: false,
    frame: 600,
  },
] as const;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

async function pdfWords(source: string): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(readFileSync(path.join(FIXTURE_SITE, source))), verbosity: 0 });
  const pdf = await task.promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page++)
    for (const item of (await (await pdf.getPage(page)).getTextContent()).items) if ('str' in item) text += `${item.str} `;
  await task.destroy();
  return wordsOf(text);
}

let phone: BrowserContext;
const profiles: string[] = [];

/** Full Chromium with its PDF viewer turned off by its documented preference, in a profile of its own. */
function viewerOff(options: Parameters<typeof chromium.launchPersistentContext>[1]): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), 'viewer-off-profile-'));
  profiles.push(profile);
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default/Preferences'), JSON.stringify({ plugins: { always_open_pdf_externally: true } }));
  return chromium.launchPersistentContext(profile, {
    executablePath: VIEWER_BROWSER,
    args: BROWSER_ARGS,
    serviceWorkers: 'block',
    baseURL: test.info().project.use.baseURL,
    ...options,
  });
}

test.beforeAll(async () => {
  phone = await viewerOff({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_AGENT });
});

test.afterAll(async () => {
  await phone.close();
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
});

/** The layout shifts a page has made so far, as the browser reports them (what Lighthouse adds up as CLS). */
/** The page's layout shifts since it began loading, added up, and what moved in each (to say what when it is not 0). */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const shifts: Shift[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries arrive with the next frames; the observer's callback is not called when there are none.
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    shifts.push(...(observer.takeRecords() as Shift[]));
    observer.disconnect();
    const moved = shifts.flatMap((shift) =>
      shift.sources.map(({ node, previousRect: was, currentRect: now }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}` : 'a node';
        return `${name} at ${Math.round(shift.startTime)} ms: ${was.x},${was.y} ${was.width}×${was.height} to ${now.x},${now.y} ${now.width}×${now.height}`;
      }),
    );
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved };
  });

/** The page pictures a page fetched, counted as it loads. */
function picturesFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\.page-\d+\.\d+w\.webp$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

/** The first page's picture, loaded: its place below the top of the page, and the bytes of the copy the phone chose. */
async function firstPicture(page: Page) {
  const picture = page.locator('main .document__pages img').first();
  await expect(picture).toHaveJSProperty('complete', true);
  const { top, source } = await picture.evaluate((img: HTMLImageElement) => ({ top: img.getBoundingClientRect().top + scrollY, source: img.currentSrc }));
  const bytes = (await (await page.request.get(source)).body()).length;
  return { picture, top, source, bytes };
}

test.describe('a document page on a phone without a PDF viewer', () => {
  for (const { what, route, pdf, typed } of PAGES) {
    test(`${what}: its pages as pictures, the first within two screens and light, no grey frame, and what it says`, async () => {
      const page = await phone.newPage();
      await page.goto(route);
      expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(false);
      const frames = await page.locator('iframe').evaluateAll((all) => all.map((frame) => frame.getBoundingClientRect().height));
      expect(frames.every((height) => height <= 150)).toBe(true);

      const { picture, top, source, bytes } = await firstPicture(page);
      await expect(picture).toHaveAttribute('alt', /^Page 1 of \d+, \S/);
      expect(top).toBeLessThan(2 * PHONE.height);
      expect(source).toMatch(/\.page-1\.800w\.webp$/);
      expect(bytes).toBeLessThanOrEqual(120 * 1024);
      await expect(page.getByRole('link', { name: /^Open the document: .+ \(PDF, \d+ KB\)$/ }).first()).toBeVisible();
      // The pictures after the first wait until they are scrolled to.
      const loading = await page.locator('main .document__pages img').evaluateAll((all) => all.map((img) => img.getAttribute('loading')));
      expect(loading).toEqual([null, ...loading.slice(1).map(() => 'lazy')]);

      if (typed) {
        // What it says, on the page or on the text version it links: at least 80% of the PDF's words.
        let text = await page.locator('main').innerText();
        const version = page
          .locator('main .document')
          .getByRole('link', { name: /^\(text version/ })
          .first();
        if ((await version.count()) > 0) {
          const textPage = await phone.newPage();
          await textPage.goto((await version.getAttribute('href'))!);
          await expect(textPage.getByText(/^Taken from the document itself/)).toBeVisible();
          text += await textPage.locator('main').innerText();
          await textPage.close();
        } else await expect(page.getByText(/^Taken from the document itself/)).toBeVisible();
        const shown = new Set(wordsOf(text));
        const words = await pdfWords(pdf);
        expect(words.filter((word) => shown.has(word)).length / words.length).toBeGreaterThanOrEqual(0.8);
      }
      await page.close();
    });
  }

  test('a typed document’s table keeps its rows on its text version', async () => {
    const page = await phone.newPage();
    await page.goto('/text-version/documents-calender-academic-calender-2023');
    await expect(page.getByRole('row', { name: 'April 14 Annual sports meet at the district ground' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page 2' })).toBeVisible();
    await page.close();
  });

  test('a search hit inside a document opens the page showing it, at that page’s picture', async () => {
    const page = await phone.newPage();
    await page.goto('/search');
    await page.getByLabel('Search pages, notices, question papers and documents').fill('Teachers day programme');
    const result = page.locator('[data-search-results] li').filter({ hasText: 'Academic Calender' }).first();
    await expect(result).toContainText('page 2');
    // Found once, at the picture: the text version, a tap away on that page, is no second result for the same words.
    // Read once the results are counted, every one listed.
    await expect(page.getByRole('status')).toContainText('for “Teachers day programme”');
    const hrefs = await page.locator('[data-search-results] li a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.startsWith('/text-version/'))).toEqual([]);
    await result.getByRole('link').click();
    await expect(page).toHaveURL(/\/calender\/academicCalender\/year2023#page-2$/);
    const picture = page.locator('#page-2 img');
    await expect(picture).toHaveAttribute('alt', 'Page 2 of 2, Academic Calender 2023');
    await expect(picture).toBeInViewport();
    await page.close();
  });
});

test.describe('phones that say they show PDFs, and those that do not, at 375 px', () => {
  const PHONES = [
    { name: 'an iPhone', userAgent: IPHONE_AGENT },
    { name: 'an Android phone', userAgent: PHONE_AGENT },
  ];
  for (const { name, userAgent } of PHONES)
    for (const viewer of [true, false])
      test(`${name}, its viewer ${viewer ? 'on' : 'off'}: every document page shows its pictures and no frame, and nothing moves`, async () => {
        const options = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent };
        const context = viewer
          ? await (
              await chromium.launch({ executablePath: VIEWER_BROWSER, args: BROWSER_ARGS })
            ).newContext({
              ...options,
              serviceWorkers: 'block',
              baseURL: test.info().project.use.baseURL,
            })
          : await viewerOff(options);
        try {
          for (const { route } of PAGES) {
            const page = await context.newPage();
            await page.goto(route);
            expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(viewer);
            const { picture } = await firstPicture(page);
            await expect(picture).toBeVisible();
            await expect(page.locator('main iframe')).toHaveCount(0);
            const shifted = await layoutShift(page);
            expect(shifted.total, `${route}: ${shifted.moved.join('; ')}`).toBe(0);
            await page.close();
          }
        } finally {
          // A launched browser's context belongs to it; a profile's context is the browser. Closed when a check fails too.
          await (context.browser() ?? context).close();
        }
      });
});

test.describe('the same pages on a desktop that shows PDFs', () => {
  let desktop: Browser;
  test.beforeAll(async () => {
    desktop = await chromium.launch({ executablePath: VIEWER_BROWSER, args: BROWSER_ARGS });
  });
  test.afterAll(() => desktop.close());
  const open = async (route: string, height = 900) => {
    const page = await desktop.newPage({ viewport: { width: 1280, height }, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    await page.goto(route);
    return page;
  };

  for (const { what, route, frame } of PAGES) {
    test(`${what}: the PDF in its frame, no picture of its pages fetched, nothing moved`, async () => {
      const page = await desktop.newPage({ viewport: { width: 1280, height: 900 }, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
      const fetched = picturesFetched(page);
      await page.goto(route);
      expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(true);
      const embedded = page.locator('main iframe.document__frame').first();
      await expect(embedded).toHaveAttribute('src', /\.pdf$/);
      expect((await embedded.boundingBox())!.height).toBeGreaterThanOrEqual(frame);
      await expect(page.locator('main .document__pages')).toHaveCount(0);
      await expect(page.locator('main .document figcaption')).not.toContainText('pages are shown here');
      await page.evaluate(() => document.fonts.ready);
      const shifted = await layoutShift(page);
      expect(shifted.total, shifted.moved.join('; ')).toBe(0);
      expect(fetched).toEqual([]);
      await page.close();
    });
  }

  test('the committee frames are 600 px high, the other document frames about 900', async () => {
    const committee = await open('/committees/list', 1400);
    expect(Math.round((await committee.locator('main iframe').boundingBox())?.height ?? 0)).toBe(600);
    const other = await open('/NAAC/feedback', 1400);
    expect(Math.round((await other.locator('main iframe').boundingBox())?.height ?? 0)).toBeGreaterThan(800);
    await Promise.all([committee.close(), other.close()]);
  });

  test('a desktop whose browser shows no PDF gets the pictures of its pages', async () => {
    const noViewer = await viewerOff({ viewport: { width: 1280, height: 900 } });
    const page = await noViewer.newPage();
    await page.goto('/calender/academicCalender/year2023');
    expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(false);
    const { picture } = await firstPicture(page);
    await expect(picture).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
    await noViewer.close();
  });

  test('an address naming a page opens the frame at that page', async () => {
    const page = await open('/calender/academicCalender/year2023#page-2');
    await expect(page.locator('main iframe.document__frame')).toHaveAttribute('src', /academic-calender-2023\.pdf#page=2$/);
    await page.close();
  });
});
