import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles } from '../../scripts/postbuild/htmlFiles.ts';
import { everyIslandHydrated, untilSteady } from './helpers.ts';

/**
 * The first screen paints from the HTML alone (Lighthouse mobile LCP at most 1.0 s). Each page carries the
 * CSS it can use inline (common/criticalCss.ts, cut to the page by scripts/postbuild/pageCss.ts), so with JavaScript no
 * stylesheet is fetched at all, and the islands' scripts are requested only after the first paint.
 */
const PAGES = ['/', '/home/missionVision', '/resources/results', '/library/questionBank', '/department/sociology'];

const client = path.join(process.env.DIST_DIR ?? 'dist-fixture', 'client');
const pageHtml = (route: string) => readFileSync(path.join(client, route === '/' ? '' : route, 'index.html'), 'utf8');
const inlinedCssFiles = (html: string) => [...html.matchAll(/<style data-page-css="([^"]+)">/g)].map(([, file]) => file);
const islandsOf = (html: string) => [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name))];

for (const route of PAGES) {
  test(`${route}: no stylesheet, and no island's script before the first paint`, async ({ page }) => {
    await page.goto(route);
    await everyIslandHydrated(page);
    const { firstPaint, early, stylesheets } = await page.evaluate(async () => {
      // The first paint's entry, once there is one: on a busy machine the page can have loaded and hydrated before its
      // first frame is painted, and an entry read at once was then missing (the test failed with no paint at all).
      const paint = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
      const requests = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The shell's own script (the entry and the files it imports statically) is what the parser may start early:
      // it is small, and the menu, theme switch and search must work as soon as the page has loaded.
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
      const source = await (await fetch(entry)).text();
      const shell = new Set([entry, ...[...source.matchAll(/\bimport\s*(?:[\w{}\s,*$]+from\s*)?"([^"]+)"/g)].map(([, file]) => new URL(file, entry).href)]);
      const early = requests.filter((request) => request.startTime < paint && /\.js$/.test(new URL(request.name).pathname) && !shell.has(request.name));
      return {
        firstPaint: paint,
        early: early.map((request) => new URL(request.name).pathname),
        stylesheets: requests.filter((request) => new URL(request.name).pathname.endsWith('.css')).map((request) => request.name),
      };
    });
    expect(firstPaint).toBeGreaterThan(0);
    expect(early).toEqual([]);
    expect(stylesheets).toEqual([]);
  });
}

test("a page's inline CSS holds the blocks of its own markup and widgets, not those of other pages", () => {
  const text = inlinedCssFiles(pageHtml('/home/missionVision'));
  expect(text.filter((file) => file.startsWith('renderer/islands/'))).toEqual([]);
  expect(text).not.toContain('pages/index/home.css');
  expect(text).not.toContain('pages/resources/results/results.css');

  const home = inlinedCssFiles(pageHtml('/'));
  expect(home).toEqual(
    expect.arrayContaining(['pages/index/home.css', 'renderer/islands/HomeCarousel/HomeCarousel.css', 'renderer/islands/Testimonials/Testimonials.css']),
  );
  expect(home).not.toContain('renderer/islands/QuestionBank/questionBank.css');
  expect(home).not.toContain('renderer/islands/AdmissionForm/AdmissionForm.css');

  expect(inlinedCssFiles(pageHtml('/library/questionBank'))).toContain('renderer/islands/QuestionBank/questionBank.css');
  expect(inlinedCssFiles(pageHtml('/onlineAdmissions/onlineAdmissions'))).toContain('renderer/islands/AdmissionForm/AdmissionForm.css');
});

/**
 * One page for each different set of CSS blocks and widgets in the build: between them they carry every combination
 * the site's pages have, so if no element of these changes style when the full stylesheet is added, no page's inline
 * CSS misses a rule that applies to it.
 */
function onePagePerCssSet(): string[] {
  const bySet = new Map<string, string>();
  for (const { file, route } of htmlFiles(client)) {
    if (!route || route.startsWith('/admin')) continue;
    const html = readFileSync(path.join(client, file), 'utf8');
    const key = [...inlinedCssFiles(html), ...islandsOf(html)].join(' ');
    if (!bySet.has(key)) bySet.set(key, route);
  }
  return [...bySet.values()];
}

for (const route of onePagePerCssSet()) {
  test(`${route}: the inline CSS is all the page needs (the full stylesheet changes no element's style)`, async ({ page }) => {
    // Reduced motion: the carousel stands still, so only the stylesheet could change a style between the two readings.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await everyIslandHydrated(page);
    // Where each element sits and how it looks (and its ::before and ::after): reading every computed property of every
    // element takes too long for a test, and these catch any rule that changes what a visitor sees.
    const styles = () =>
      page.evaluate(() => {
        const properties = [
          'display',
          'position',
          'color',
          'background-color',
          'background-image',
          'font',
          'border',
          'padding',
          'margin',
          'visibility',
          'opacity',
          'transform',
        ];
        const read = (style: CSSStyleDeclaration) => properties.map((property) => style.getPropertyValue(property)).join('|');
        return [...document.body.querySelectorAll('*')].flatMap((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [
            `${x},${y},${width},${height} ${read(getComputedStyle(element))}`,
            ...['::before', '::after'].map((pseudo) => {
              const style = getComputedStyle(element, pseudo);
              return style.content === 'none' ? '' : `${style.content} ${read(style)}`;
            }),
          ];
        });
      });
    // An island may still commit once after it is marked hydrated (the slideshow turns to paused when the visitor
    // prefers reduced motion, and places its track): read until two readings two frames apart agree, so only the
    // stylesheet can change what follows.
    const before = await untilSteady(page, styles);
    const href = await page.evaluate(() => /href="([^"]+\.css)"/.exec(document.querySelector('noscript')?.textContent ?? '')![1]);
    await page.evaluate(
      (sheet) =>
        new Promise<void>((resolve, reject) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: sheet });
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => reject(new Error(`${sheet} did not load`)));
          document.head.append(link);
        }),
      href,
    );
    const after = await styles();
    expect(after.length).toBe(before.length);
    const changed = await page.evaluate(
      ({ before, after }) => {
        const elements = [...document.body.querySelectorAll('*')];
        return before.flatMap((values, index) =>
          values === after[index]
            ? []
            : [`${elements[Math.floor(index / 3)].outerHTML.slice(0, 80)} ${['', '::before', '::after'][index % 3]}: ${values} -> ${after[index]}`],
        );
      },
      { before, after },
    );
    expect(changed.slice(0, 10)).toEqual([]);
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
