import { test, type Page } from '@playwright/test';

/**
 * A walk over many pages, as a few tests of `size` pages each. Each test opens its pages one after another in
 * one browser page: a fresh browser context per page costs more than loading the page itself. Every page is a
 * step of its own, so a failure names its page; bodies use `expect.soft`, so one page's failure does not hide
 * the next page's.
 *
 * A body reads its page in one `page.evaluate` where it can, not with locators: a locator first sends the page
 * Playwright's own script (345 KB, about 33 ms of the processor a page), and each further call to Playwright costs
 * about 6 ms. In the every-page walk that was 14 s of its 34 s of processor time (measured in the commit that made the
 * walks read pages in one call).
 */
export function walk<T>(
  items: readonly T[],
  options: { size: number; name: (item: T) => string; msEach: number },
  body: (page: Page, item: T) => Promise<void>,
): void {
  for (let start = 0; start < items.length; start += options.size) {
    const group = items.slice(start, start + options.size);
    const names = group.map(options.name);
    test(`${names.length === 1 ? names[0] : `${names[0]} … ${names.at(-1)}`} (${group.length})`, async ({ page }) => {
      test.setTimeout(10_000 + group.length * options.msEach);
      for (const item of group) await test.step(options.name(item), () => body(page, item));
    });
  }
}
