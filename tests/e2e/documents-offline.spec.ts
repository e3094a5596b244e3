import { expect, test, type Page } from '@playwright/test';

/**
 * A document read once on a phone (the test browser shows no PDF inside a page, as a phone) opens offline with the
 * pictures of its pages, from the service worker's saved copies: the fixture's calender of two typed pages.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

const ROUTE = '/calender/academicCalender/year2023';

/** Whether any cache of the site's origin holds a response for `url` (the worker's caches, whatever their names). */
const cached = (page: Page, url: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) if (await (await caches.open(name)).match(wanted)) return true;
    return false;
  }, url);

const pictures = (page: Page) => page.locator('main .document__pages img');

test('a document read once opens offline with its pages’ pictures', async ({ page, context }) => {
  await page.goto(ROUTE);
  await expect.poll(() => cached(page, page.url()), { message: 'the page saved', timeout: 15_000 }).toBe(true);
  // Read to its end, as the worker then controls the page: each picture is fetched through it as it is scrolled to.
  await page.reload();
  for (const picture of await pictures(page).all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty('complete', true);
  }
  const sources = await pictures(page).evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc));
  expect(sources).toHaveLength(2);
  for (const source of sources) await expect.poll(() => cached(page, source), { message: `${source} saved` }).toBe(true);

  await context.setOffline(true);
  await page.goto(ROUTE);
  await expect(page.getByRole('status').first()).toHaveText(/^You are offline/);
  for (const picture of await pictures(page).all()) {
    await picture.scrollIntoViewIfNeeded();
    // Drawn (a picture that did not arrive has no width), from the copy saved online.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
      .toMatch(/\.page-\d\.800w\.webp$/);
  }
});
