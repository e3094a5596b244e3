import { expect, test, type Page } from '@playwright/test';
import { everyIslandHydrated } from './helpers.ts';

/**
 * The first screen paints from the HTML alone (issue 15: Lighthouse mobile LCP at most 1.0 s). The inline CSS
 * (lib/criticalCss.ts) styles it; the full stylesheet and the islands' scripts are requested only after
 * that paint (renderer/shell/deferredStyles.ts), and nothing moves when the stylesheet arrives.
 */
const PAGES = ['/', '/home/missionVision', '/resources/results', '/library/questionBank', '/department/sociology'];

/** Resolves once the full stylesheet the script added has loaded. */
async function fullStylesheetIn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href.endsWith('.css') && link.sheet !== null),
      ),
    )
    .toBe(true);
}

for (const route of PAGES) {
  test(`${route}: neither the full stylesheet nor an island's script is requested before the first paint`, async ({ page }) => {
    await page.goto(route);
    await fullStylesheetIn(page);
    await everyIslandHydrated(page);
    const { firstPaint, early } = await page.evaluate(async () => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
      const requests = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The shell's own script (the entry and the files it imports statically) is what the parser may start early:
      // it is small, and the menu, theme switch and search must work as soon as the page has loaded.
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
      const source = await (await fetch(entry)).text();
      const shell = new Set([entry, ...[...source.matchAll(/\bimport\s*(?:[\w{}\s,*$]+from\s*)?"([^"]+)"/g)].map(([, file]) => new URL(file, entry).href)]);
      const early = requests.filter((request) => request.startTime < paint && /\.(css|js)$/.test(new URL(request.name).pathname) && !shell.has(request.name));
      return { firstPaint: paint, early: early.map((request) => new URL(request.name).pathname) };
    });
    expect(firstPaint).toBeLessThan(Infinity);
    expect(early).toEqual([]);
  });

  test(`${route}: nothing moves when the full stylesheet arrives (no layout shift)`, async ({ page }) => {
    await page.addInitScript(() => {
      // Each shift with what moved, so a failure names the element.
      const shifts: { at: number; moved: string }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources: { node?: Node }[] }[]) {
          const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName)));
          shifts.push({ at: entry.startTime, moved: `${entry.value.toFixed(4)}: ${moved.join(' | ')}` });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route);
    await fullStylesheetIn(page);
    // Two frames after the stylesheet applied: any shift it caused has been reported by then. Only shifts from the
    // moment it was requested count here: a paint of a half-parsed page can precede them (a shift that is not this
    // stylesheet's doing).
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const requested = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
                entry.name.endsWith('.css'),
              )!.startTime;
              const all = (window as unknown as { shifts: { at: number; moved: string }[] }).shifts;
              resolve(all.filter((shift) => shift.at >= requested).map((shift) => shift.moved));
            }),
          ),
        ),
    );
    expect(shifts).toEqual([]);
  });
}

test('the header logos and the icon come inside the page, with no request of their own', async ({ page }) => {
  await page.goto('/home/missionVision');
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
  const logos = page.locator('.site-header img');
  await expect(logos).toHaveCount(2);
  for (const logo of await logos.all()) {
    expect(await logo.getAttribute('src')).toMatch(/^data:image\//);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full stylesheet applies from <noscript>', async ({ page }) => {
    await page.goto('/home/missionVision');
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')))).toBe(true);
  });
});
