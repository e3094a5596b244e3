import { expect, test, type Page } from '@playwright/test';

/**
 * The WCAG 2.1/2.2 AA criteria that axe cannot check (the accessibility walk runs axe itself; every-page.spec.ts
 * checks reflow on every page): focus not obscured, text spacing, dragging and redundant entry. Assertions are on
 * properties of every page, or on the policy pages the fixture site carries, never on the live content's values.
 */

/** The bottom edge of the sticky menu bar, in viewport pixels. */
const barBottom = (page: Page) => page.locator('.site-nav').evaluate((bar) => bar.getBoundingClientRect().bottom);

/** Where the focused element is, once the smooth scroll to it has come to rest. */
const focusedPosition = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let last = NaN; last !== window.scrollY; await frame(), await frame()) last = window.scrollY;
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const { top, bottom } = element.getBoundingClientRect();
    return {
      top,
      bottom,
      inBar: Boolean(element.closest('.site-nav')),
      inFooter: Boolean(element.closest('.site-footer')),
      name: element.textContent?.trim().slice(0, 40) || element.tagName,
    };
  });

test.describe('focus not obscured by the sticky menu bar (2.4.11)', () => {
  /** Tab stops walked each way: forward (focus enters at the bottom) and back (focus enters under the bar). */
  const STOPS = 40;
  // 80 key presses, each waiting for the smooth scroll to end.
  test.setTimeout(90_000);
  for (const width of [375, 1280]) {
    test(`at ${width} px, every element Tab and Shift+Tab reach on a long page is visible below the bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      // Without the smooth scroll: where focus comes to rest is the same, but no position is read mid-flight
      // (on a loaded machine a stalled animation frame once looked like a scroll that had ended).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/sitemap');
      await page.locator('main').focus();
      const hidden: string[] = [];
      let visited = 0;
      for (const key of [...Array<string>(STOPS).fill('Tab'), ...Array<string>(STOPS).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        const focused = await focusedPosition(page);
        if (!focused || focused.inBar || focused.inFooter) continue;
        visited++;
        const bar = await barBottom(page);
        if (focused.top < bar - 1 || focused.bottom > 701)
          hidden.push(`${key}: ${focused.name} (${Math.round(focused.top)}–${Math.round(focused.bottom)}, bar ends at ${Math.round(bar)})`);
      }
      expect(visited, 'focus moved through the page').toBeGreaterThan(STOPS);
      expect(hidden).toEqual([]);
    });
  }
});

/** The WCAG 1.4.12 overrides: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Elements whose text no longer fits the box that clips it (overflow other than visible), scroll regions aside. */
function clippedText(): string[] {
  const clipped: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) continue;
    if (element.closest('.visually-hidden, .skip-link, [aria-hidden="true"], .slick-list, .nav-panel') || !element.textContent?.trim()) continue;
    if (element.getClientRects().length === 0) continue;
    if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1) {
      clipped.push(`${element.tagName.toLowerCase()}.${element.className} "${element.textContent.trim().slice(0, 30)}"`);
    }
  }
  return clipped;
}

test.describe('text spacing (1.4.12): nothing is cut off', () => {
  for (const route of ['/', '/sitemap', '/accessibilityStatement', '/privacyPolicy']) {
    for (const width of [320, 1280]) {
      test(`${route} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        await page.addStyleTag({ content: TEXT_SPACING });
        expect(await page.evaluate(clippedText)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});

test.describe('dragging movements (2.5.7)', () => {
  test('every carousel that can be swiped also turns with a button', async ({ page }) => {
    await page.goto('/');
    // Each button is pressed as soon as it shows, as a visitor does, whether or not its carousel's script is in yet.
    const carousels = page.locator('[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThan(0);
    for (const carousel of await carousels.all()) {
      if ((await carousel.locator('.slick-slide:not(.slick-cloned)').count()) < 2) continue;
      const pause = carousel.getByRole('button', { name: /^Pause/ });
      if (await pause.isVisible()) await pause.click();
      const shown = () => carousel.locator('.slick-slide.slick-active:not(.slick-cloned)').getAttribute('data-index');
      const before = await shown();
      const next = carousel.getByRole('button', { name: 'Next slide' });
      if (await next.count()) await next.click();
      else await carousel.locator('.slideshow__dots button:not([aria-current="true"])').first().click();
      await expect.poll(shown, `a button turns ${await carousel.getAttribute('aria-label')}`).not.toBe(before);
    }
  });
});

test.describe('redundant entry (3.3.7): the admission form', () => {
  test('never asks for the same thing twice, and keeps what was typed when it shows errors', async ({ page }) => {
    await page.goto('/onlineAdmissions/onlineAdmissions');
    const form = page.locator('[data-island="AdmissionForm"] form');
    await expect(form).toBeVisible();
    const fields = await form.locator('input, select, textarea').evaluateAll((elements) =>
      elements.map((element) => {
        const field = element as HTMLInputElement;
        const legend = field.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? '';
        const label = field.labels?.[0]?.textContent?.replace('(required)', '').trim() ?? '';
        return { name: field.name, question: `${legend}: ${label}`, autocomplete: field.getAttribute('autocomplete') ?? 'off', type: field.type };
      }),
    );
    expect(fields.length).toBeGreaterThan(5);
    const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated(fields.map((f) => f.name)), 'field names').toEqual([]);
    expect(repeated(fields.map((f) => f.question)), 'questions').toEqual([]);
    expect(repeated(fields.map((f) => f.autocomplete).filter((token) => token !== 'off')), 'autocomplete purposes').toEqual([]);
    expect(fields.filter((f) => /confirm|re-?enter|again|repeat/i.test(f.question)).map((f) => f.question)).toEqual([]);

    // A failed submission keeps every answer: nothing has to be typed again.
    const text = form.locator('input[type="text"]:not([name="fullName"])').first();
    await text.fill('Typed once');
    await form.getByRole('button', { name: /submit|continue|summary/i }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expect(text).toHaveValue('Typed once');
  });
});
