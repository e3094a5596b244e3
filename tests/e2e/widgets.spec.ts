import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { FEEDBACK_SENT } from './feedbackSent.ts';
import { everyIslandHydrated, loadedScripts, totalBytes } from './helpers.ts';

/** An island's element, as the page is served: the tests act on it at once, as a visitor does, hydrated or not. */
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

/**
 * For the tests of what a widget's script does by itself (a carousel's timer, which starts when it hydrates) or beside the
 * page's other scripts: the island once its script runs. A test that acts on an island as a visitor does never waits for it.
 */
async function hydratedIsland(page: Page, name: string): Promise<Locator> {
  const root = island(page, name);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-hydrated', 'true');
  return root;
}

/** A string only each island's own code holds (a class name its widget renders): it finds the island's chunk. */
const ISLAND_CODE: Record<string, string> = {
  Testimonials: 'testimonials-tab-',
  HomeCarousel: 'home-carousel',
  ImageGallery: 'image-gallery__open',
  QuestionBank: 'qb__filter',
  FeedbackForm: 'feedback-form',
  AdmissionForm: 'admission-form',
};

/**
 * Holds an island's code back at the network until release(), as a slow phone's connection does: whatever the test does
 * meanwhile happens before the island hydrates, for certain. `requested` resolves once the browser has asked for the
 * code (the island is loading), which a test awaits so that it cannot pass without the hold having held anything.
 */
async function holdIslandCode(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(ISLAND_CODE[name])) {
      asked();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested, release };
}

/** Does `act` to the island `name` while its code is held back, checks that it had not hydrated, then lets it load. */
async function beforeHydration(page: Page, name: string, url: string, act: (root: Locator) => Promise<void>): Promise<Locator> {
  const code = await holdIslandCode(page, name);
  await page.goto(url);
  const root = island(page, name);
  await act(root);
  await code.requested;
  await expect(root).not.toHaveAttribute('data-hydrated');
  code.release();
  return root;
}

/** The admission form's summary: the value beside a term (its <dd>). */
const summaryRow = (summary: Locator) => (term: string) => summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** A file the admission form takes as the Aadhar card: a PDF by its first bytes. */
const aadharPdf = (name = 'aadhar.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });

/** react-slick moves its track with a CSS transition and drops the transition from the style once the slide has arrived. */
const slideArrived = (carousel: Locator) => expect(carousel.locator('.slick-track')).not.toHaveAttribute('style', /transition:\s*transform/);

/** The lightbox animates its carousel (Web Animations) after a swipe; none running means it has settled. */
const lightboxAtRest = (page: Page) => expect.poll(() => page.locator('.yarl__carousel').evaluate((carousel) => carousel.getAnimations().length)).toBe(0);

/** The slide a carousel shows, as its dot says (1-based). */
async function currentSlide(carousel: Locator): Promise<number> {
  const dots = carousel.locator('.slideshow__dots button');
  const states = await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-current') === 'true'));
  return states.indexOf(true) + 1;
}

/** Moves the mouse well away from every widget (the header's top-left corner). */
const mouseAway = (page: Page) => page.mouse.move(1, 1);

/**
 * Stops the page's (fake) clock, then starts the carousel's 3 s count afresh (leaving it with the
 * pointer restarts it), so runFor() measures from a known moment.
 */
async function stopTime(page: Page, carousel: Locator) {
  await page.clock.pauseAt(START + 60_000);
  await page.clock.runFor(50);
  await carousel.hover();
  await page.clock.runFor(50);
  await mouseAway(page);
  await page.clock.runFor(50);
}

/** The fake clock's start (tests that install it); pages load within its first minute. */
const START = new Date('2025-06-02T09:00:00Z').getTime();
const installClock = (page: Page) => page.clock.install({ time: START });

/** The slide `steps` after `from` in a carousel of `count` (1-based, wrapping). */
const after = (from: number, steps: number, count: number) => ((from - 1 + steps) % count) + 1;

test.describe('carousels turning by themselves', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

  test('turns every 3 s, stops while hovered, and the pause button stops it until Play', async ({ page }) => {
    await installClock(page);
    await page.goto('/');
    const carousel = (await hydratedIsland(page, 'HomeCarousel')).getByRole('region', { name: 'Photos of the college' });
    await stopTime(page, carousel);
    const first = await currentSlide(carousel);
    await page.clock.runFor(2900);
    expect(await currentSlide(carousel)).toBe(first);
    await page.clock.runFor(200);
    await expect.poll(() => currentSlide(carousel)).toBe(after(first, 1, 4));

    // Hovered: nothing turns; leaving resumes.
    await carousel.hover();
    await page.clock.runFor(7000);
    expect(await currentSlide(carousel)).toBe(after(first, 1, 4));
    await mouseAway(page);
    await page.clock.runFor(3100);
    await expect.poll(() => currentSlide(carousel)).toBe(after(first, 2, 4));

    // Paused with the visible button: nothing turns even after the pointer leaves.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await mouseAway(page);
    await page.clock.runFor(10_000);
    expect(await currentSlide(carousel)).toBe(after(first, 2, 4));
    await carousel.getByRole('button', { name: 'Play slideshow' }).click();
    await mouseAway(page);
    await page.clock.runFor(3100);
    await expect.poll(() => currentSlide(carousel)).toBe(after(first, 3, 4));
  });

  test('the students carousel turns every 3.5 s', async ({ page }) => {
    await installClock(page);
    await page.goto('/');
    const root = await hydratedIsland(page, 'Testimonials');
    await stopTime(page, root.getByRole('region'));
    const first = await currentSlide(root);
    await page.clock.runFor(3400);
    expect(await currentSlide(root)).toBe(first);
    await page.clock.runFor(200);
    await expect.poll(() => currentSlide(root)).toBe(after(first, 1, 6));
    await expect(root.locator('.slick-slide:not([aria-hidden="true"])')).toContainText(
      `Sample Student ${['One', 'Two', 'Three', 'Four', 'Five', 'Six'][after(first, 1, 6) - 1]}`,
    );
  });
});

// Below, reduced motion keeps the carousels still, so what a test does is all that moves them.
test.describe('home carousel', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('a click on the left half shows the previous slide, on the right half the next (wrapping)', async ({ page }) => {
    await page.goto('/');
    const carousel = island(page, 'HomeCarousel').getByRole('region', { name: 'Photos of the college' });
    const viewport = carousel.locator('.slideshow__viewport');
    const box = (await viewport.boundingBox())!;
    await viewport.click({ position: { x: box.width * 0.9, y: box.height / 2 } });
    await expect.poll(() => currentSlide(carousel)).toBe(2);
    await viewport.click({ position: { x: box.width * 0.6, y: box.height / 3 } });
    await expect.poll(() => currentSlide(carousel)).toBe(3);
    await viewport.click({ position: { x: box.width * 0.1, y: box.height / 2 } });
    await expect.poll(() => currentSlide(carousel)).toBe(2);
    await viewport.click({ position: { x: box.width * 0.4, y: box.height / 2 } });
    await expect.poll(() => currentSlide(carousel)).toBe(1);
    // Wrapping backwards from the first slide only works once the slide to it has arrived.
    await slideArrived(carousel);
    await viewport.click({ position: { x: box.width * 0.2, y: box.height / 2 } });
    await expect.poll(() => currentSlide(carousel)).toBe(4);
    // The halves are buttons, so keyboards get them too.
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  });

  test('slides react-slick hides from screen readers are inert, and only those', async ({ page }) => {
    await page.goto('/');
    const root = island(page, 'HomeCarousel');
    const check = () =>
      root
        .locator('.slick-slide')
        .evaluateAll((slides) => slides.map((slide) => ({ hidden: slide.getAttribute('aria-hidden') === 'true', inert: (slide as HTMLElement).inert })));
    // The slides are made inert by the carousel's script, as it starts.
    await expect.poll(async () => (await check()).every((slide) => slide.inert === slide.hidden)).toBe(true);
    expect((await check()).filter((slide) => !slide.hidden)).toHaveLength(1);
    await root.getByRole('button', { name: 'Show slide 3' }).click();
    await expect.poll(() => currentSlide(root)).toBe(3);
    // The dots change at once, the slides' aria-hidden when react-slick's move ends: until then slide 1 is still the one
    // shown (and consistently so), so wait for slide 3 to be the only one shown before reading the slides again.
    const shown = () => root.locator('.slick-slide:not([aria-hidden="true"]) img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    await expect.poll(shown).toEqual(['A classroom of the college']);
    await expect.poll(async () => (await check()).every((slide) => slide.inert === slide.hidden)).toBe(true);
  });

  for (const width of [375, 1280]) {
    test(`the hero heading, not a photo, is the first screen's largest paint at ${width} px, and the first photo still shows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // Once the photo in view has arrived, every candidate for the largest paint has been painted.
      const shown = page.locator('[data-island="HomeCarousel"] .slick-slide:not([aria-hidden="true"]) img').first();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined)?.element;
              resolve(element ? `${element.tagName.toLowerCase()}#${element.id}` : 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe('h1#hero-title');
    });
  }

  test('photos come as AVIF and WebP at several widths, with width and height, loaded once layout places them', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('.slick-slide[data-index="0"] .home-carousel__photo');
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).toHaveAttribute('height', /\d+/);
    // Lazy, the first too: the first screen's largest paint is the hero heading (the test above), which a photo's request
    // in the document's first round trips would only hold back on a slow connection.
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('[data-island="HomeCarousel"] .slick-slide[data-index="1"] img')).toHaveAttribute('loading', 'lazy');
    const sources = page.locator('[data-island="HomeCarousel"] .slick-slide[data-index="0"] source');
    await expect(sources.first()).toHaveAttribute('type', 'image/avif');
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
    const srcset = (await sources.nth(1).getAttribute('srcset'))!;
    expect(srcset).toMatch(/\.480w\.webp 480w, .*\.960w\.webp 960w/);
    const variant = srcset.split(' ')[0];
    const response = await page.request.get(variant);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/webp');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  test('nothing turns by itself, and the button offers Play', async ({ page }) => {
    await installClock(page);
    await page.goto('/');
    const carousel = await hydratedIsland(page, 'HomeCarousel');
    const testimonials = await hydratedIsland(page, 'Testimonials');
    await page.clock.pauseAt(START + 60_000);
    await mouseAway(page);
    await page.clock.runFor(12_000);
    expect(await currentSlide(carousel)).toBe(1);
    expect(await currentSlide(testimonials)).toBe(1);
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(testimonials.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('testimonials', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('tabs: Students first; arrows, Home and End move and select; empty groups say Comming Soon...', async ({ page }) => {
    await page.goto('/');
    const root = island(page, 'Testimonials');
    const tablist = root.getByRole('tablist');
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Alumni', 'Students', 'Parents']);
    const students = root.getByRole('tab', { name: 'Students' });
    await expect(students).toHaveAttribute('aria-selected', 'true');
    await expect(students).toHaveAttribute('tabindex', '0');
    await expect(root.getByRole('tab', { name: 'Alumni' })).toHaveAttribute('tabindex', '-1');
    const panel = root.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute('aria-labelledby', 'testimonials-tab-students');
    await expect(panel.locator('.slideshow__dots button')).toHaveCount(6);
    await expect(panel.locator('.slick-slide:not([aria-hidden="true"])')).toContainText('Sample Student One');
    await expect(panel.locator('.slick-slide:not([aria-hidden="true"])')).toContainText('B.A. English, 2022-2025');

    await students.focus();
    await page.keyboard.press('ArrowLeft');
    const alumni = root.getByRole('tab', { name: 'Alumni' });
    await expect(alumni).toBeFocused();
    await expect(alumni).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByRole('tabpanel', { name: 'Alumni' })).toHaveText('Comming Soon...');
    await page.keyboard.press('ArrowLeft');
    await expect(root.getByRole('tab', { name: 'Parents' })).toBeFocused();
    await expect(root.getByRole('tabpanel', { name: 'Parents' })).toHaveText('Comming Soon...');
    await page.keyboard.press('Home');
    await expect(alumni).toBeFocused();
    await page.keyboard.press('End');
    await expect(root.getByRole('tab', { name: 'Parents' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(alumni).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(students).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel's controls: one tab stop for the three tabs.
    await page.keyboard.press('Tab');
    await expect(root.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    // A click selects too.
    await root.getByRole('tab', { name: 'Parents' }).click();
    await expect(root.getByRole('tab', { name: 'Parents' })).toHaveAttribute('aria-selected', 'true');
  });
});

const SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form';

async function fillFeedback(page: Page) {
  const form = island(page, 'FeedbackForm').locator('form');
  await form.getByLabel('Name').fill('Test Visitor');
  await form.getByLabel('E-mail').fill('visitor@example.org');
  await form.getByLabel('Message').fill('The library hours are very helpful.');
  return form;
}

/** The multipart body the e-mail library posted, as name -> value. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const body = new Request('http://stub.invalid/', {
    method: 'POST',
    headers: { 'content-type': request.headers()['content-type'] },
    body: new Uint8Array(request.postDataBuffer() ?? []),
  });
  return Object.fromEntries([...(await body.formData()).entries()].map(([name, value]) => [name, String(value)]));
}

test.describe('feedback form', () => {
  test('sends the three fields with the library version and public ids; on success alerts and empties the form', async ({ page }) => {
    const sent: Request[] = [];
    await page.route(SEND_FORM, async (route) => {
      sent.push(route.request());
      await route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto('/');
    const form = await fillFeedback(page);
    // Accept the alert inside the listener: a dialog left for later may be auto-dismissed by Playwright.
    const alerts: string[] = [];
    page.on('dialog', async (alert) => {
      alerts.push(`${alert.type()}: ${alert.message()}`);
      await alert.accept();
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => alerts).toEqual(['alert: Thank you for your feedback!']);

    expect(sent).toHaveLength(1);
    expect(sent[0].method()).toBe('POST');
    expect(sent[0].headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await formFields(sent[0])).toEqual(FEEDBACK_SENT);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('alert')).toBeEmpty();
  });

  const failures: [number, RegExp][] = [
    [451, /Unavailable For Headless Browser/],
    [403, /Forbidden/],
    [429, /Too Many Requests/],
    [500, /could not be sent just now/],
  ];
  for (const [status, text] of failures) {
    test(`status ${status}: a message in the form, and what was typed stays`, async ({ page }) => {
      await page.route(SEND_FORM, (route) => route.fulfill({ status, body: 'provider text', headers: { 'access-control-allow-origin': '*' } }));
      page.on('dialog', () => {
        throw new Error('no alert on failure');
      });
      await page.goto('/');
      const form = await fillFeedback(page);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByRole('alert')).toHaveText(text);
      await expect(form.getByRole('alert')).toContainText('Your feedback');
      await expect(form.getByLabel('Name')).toHaveValue('Test Visitor');
      await expect(form.getByLabel('Message')).toHaveValue('The library hours are very helpful.');
      await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    });
  }

  test('no answer at all (status 0): Network Error, and what was typed stays', async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const form = await fillFeedback(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toContainText('Network Error');
    await expect(form.getByLabel('E-mail')).toHaveValue('visitor@example.org');
  });

  test('all three fields are required and the e-mail is checked by the browser; nothing is sent until then', async ({ page }) => {
    let requests = 0;
    await page.route(SEND_FORM, (route) => {
      requests++;
      return route.abort();
    });
    await page.goto('/');
    const form = island(page, 'FeedbackForm').locator('form');
    await form.getByLabel('Name').fill('Test Visitor');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await form.getByLabel('E-mail').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await form.getByLabel('E-mail').fill('visitor@example.org');
    await form.getByLabel('Message').fill('');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await form.getByLabel('Message').evaluate((input: HTMLTextAreaElement) => input.validity.valueMissing)).toBe(true);
    expect(requests).toBe(0);
  });
});

test.describe('sociology gallery lightbox', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Opens the gallery page; returns the grid and every photo's alt text (read before the lightbox hides the page). */
  async function gallery(page: Page) {
    await page.goto('/department/sociology');
    const grid = island(page, 'ImageGallery');
    const alts = await grid.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    return { grid, alts };
  }
  async function openAt(page: Page, grid: Locator, index: number) {
    const opener = grid.getByRole('button').nth(index);
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  }
  const current = (page: Page) => page.locator('.yarl__slide_current img');
  const hiddenFromAT = (page: Page) => page.evaluate(() => document.querySelector('main')!.closest('[aria-hidden="true"][inert]') !== null);

  test('the grid has 14 photos in 4 columns (3 up to 1100 px, 2 up to 700 px, 1 up to 500 px)', async ({ page }) => {
    const { grid } = await gallery(page);
    await expect(grid.getByRole('button')).toHaveCount(14);
    const columns = () => grid.locator('.image-gallery').evaluate((list) => getComputedStyle(list).columnCount);
    expect(await columns()).toBe('4');
    for (const [width, count] of [
      [1000, '3'],
      [650, '2'],
      [450, '1'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns()).toBe(count);
    }
  });

  test('opens at the clicked photo; arrow keys and buttons move and wrap around; scroll locked; page hidden from AT', async ({ page }) => {
    const { grid, alts } = await gallery(page);
    const { dialog } = await openAt(page, grid, 2);
    await expect(current(page)).toHaveAttribute('alt', alts[2]);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await hiddenFromAT(page)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAttribute('alt', alts[3]);
    // One step at a time: the lightbox ignores keys while a 500 ms slide is still moving.
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveAttribute('alt', alts[2]);
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveAttribute('alt', alts[1]);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(current(page)).toHaveAttribute('alt', alts[2]);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(current(page)).toHaveAttribute('alt', alts[1]);
    await page.keyboard.press('ArrowLeft');
    // From the first photo, back goes round to the fourteenth, and forward again to the first.
    await expect(current(page)).toHaveAttribute('alt', alts[0]);
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveAttribute('alt', alts[13]);
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAttribute('alt', alts[0]);
  });

  test('Escape and the close button close it and give focus back to the photo that opened it', async ({ page }) => {
    const { grid, alts } = await gallery(page);
    const first = await openAt(page, grid, 4);
    await expect(current(page)).toHaveAttribute('alt', alts[4]);
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAttribute('alt', alts[5]);
    await page.keyboard.press('Escape');
    await expect(first.dialog).toBeHidden();
    await expect(first.opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await hiddenFromAT(page)).toBe(false);

    const second = await openAt(page, grid, 9);
    await expect(current(page)).toHaveAttribute('alt', alts[9]);
    await second.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(second.dialog).toBeHidden();
    await expect(second.opener).toBeFocused();
  });

  test('a swipe beyond 10 px moves (left = next, right = previous); a smaller movement does not', async ({ page }) => {
    const { grid, alts } = await gallery(page);
    await openAt(page, grid, 5);
    await expect(current(page)).toHaveAttribute('alt', alts[5]);
    const swipe = async (dx: number) => {
      await page.mouse.move(640, 450);
      await page.mouse.down();
      await page.mouse.move(640 + dx / 2, 452, { steps: 2 });
      await page.mouse.move(640 + dx, 452, { steps: 2 });
      await page.mouse.up();
    };
    await swipe(-8);
    await lightboxAtRest(page);
    await expect(current(page)).toHaveAttribute('alt', alts[5]);
    await swipe(-14);
    await expect(current(page)).toHaveAttribute('alt', alts[6]);
    await lightboxAtRest(page);
    await swipe(40);
    await expect(current(page)).toHaveAttribute('alt', alts[5]);
  });

  test('a photo that fails to load shows an error icon', async ({ page }) => {
    // Every copy of the eighth photo (original, AVIF, WebP) fails, in the grid and in the lightbox.
    await page.route(/\/files\/.*\/08-[^/]*$/, (route) => route.fulfill({ status: 404, body: '' }));
    const { grid } = await gallery(page);
    await openAt(page, grid, 7);
    await expect(page.locator('.yarl__slide_current .yarl__slide_error')).toBeVisible();
  });
});

test.describe('admission form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows every field of the form, grouped', async ({ page }) => {
    await page.goto('/onlineAdmissions/onlineAdmissions');
    const form = island(page, 'AdmissionForm').locator('form');
    await expect(form.getByRole('group')).toHaveText([/^Personal details/, /^Contact/, /^Previous examination/, /^Course choice/, /^Documents/]);
    for (const label of [
      'Full name',
      "Father's name",
      "Mother's name",
      'Date of birth',
      'Gender',
      'Nationality',
      'Community',
      'Religion',
      'Caste',
      'Marital status',
      'Physical disability',
      'Permanent address',
      'Local guardian',
      'E-mail',
      'Phone number',
      'Board',
      'School or college',
      'Year of passing',
      'Roll number',
      'Division',
      'Grades or marks',
      'Preferred course',
      'Honours (major) subject',
      'Aadhar card',
      'Photograph',
      'HSLC admit card',
      'HSSLC admit card',
      'Transfer certificate',
    ]) {
      await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    for (let n = 1; n <= 6; n++) await expect(form.getByLabel(`Subject ${n}`, { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Nationality')).toHaveValue('Indian');
    await expect(form.getByLabel(/^Aadhar card/)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
  });

  test('full name and Aadhar card are required; a wrong file type is said beside the field', async ({ page }) => {
    await page.goto('/onlineAdmissions/onlineAdmissions');
    const form = island(page, 'AdmissionForm').locator('form');
    await form.getByRole('button', { name: 'Check and show the summary' }).click();
    const name = form.getByLabel(/^Full name/);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your full name.');
    const aadhar = form.getByLabel(/^Aadhar card/);
    await expect(aadhar).toHaveAccessibleDescription(/Choose a picture or PDF of your Aadhar card/);

    await name.fill('Test Applicant');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await aadhar.setInputFiles({ name: 'aadhar.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await expect(aadhar).toHaveAccessibleDescription('"aadhar.docx" is not a .jpg, .jpeg, .png or .pdf file: choose one of those.');
    await form.getByRole('button', { name: 'Check and show the summary' }).click();
    await expect(aadhar).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your admission form' })).toHaveCount(0);
  });

  test('a valid form becomes a printable summary, and nothing goes over the network', async ({ page }) => {
    await page.goto('/onlineAdmissions/onlineAdmissions');
    const form = island(page, 'AdmissionForm').locator('form');
    await page.waitForLoadState('load');
    // The site's own code may still be arriving (the form's among it); anything else would be the form sending.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/assets/')) requests.push(`${request.method()} ${request.url()}`);
    });

    await form.getByLabel(/^Full name/).fill('Test Applicant');
    await form.getByLabel("Father's name").fill('Sample Father');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('Subject 2').fill('History');
    await form.getByLabel('Preferred course').selectOption('B.A.');
    await form.getByLabel(/^Aadhar card/).setInputFiles(aadharPdf('aadhar.PDF'));
    await form.getByRole('button', { name: 'Check and show the summary' }).click();

    const summary = page.getByRole('region', { name: 'Your admission form' });
    await expect(summary.getByRole('heading', { name: 'Your admission form' })).toBeFocused();
    await expect(summary).toContainText('print this summary or save it as PDF and bring it to the office', { ignoreCase: true });
    const row = summaryRow(summary);
    await expect(row('Full name')).toHaveText('Test Applicant');
    await expect(row("Father's name")).toHaveText('Sample Father');
    await expect(row('Nationality')).toHaveText('Indian');
    await expect(row('Gender')).toHaveText('Female');
    await expect(row('Subjects')).toHaveText('History');
    await expect(row('Aadhar card')).toHaveText('aadhar.PDF');
    await expect(summary.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(summary.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await summary.getByRole('button', { name: 'Change something' }).click();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Test Applicant');
    // A request is recorded the moment it is issued: any the form made would be in the list by now.
    expect(requests).toEqual([]);
  });
});

// What a visitor does to an island while its code is still on the way (held back at the network here) has its effect
// once it arrives: each island, each kind of control.
test.describe('before an island has hydrated', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  // React reports a page it could not hydrate as it was served (and then renders anew) as an error.
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  });
  test.afterEach(async ({ page }) => {
    // The page may still be asking for other chunks through the hold when the test ends: those handlers are let go, their
    // errors once the page closes ("Response has been disposed") ignored, as Playwright's unrouteAll offers.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors).toEqual([]);
  });

  test('testimonials: a click on the Alumni tab selects it', async ({ page }) => {
    const root = await beforeHydration(page, 'Testimonials', '/', (root) => root.getByRole('tab', { name: 'Alumni' }).click());
    await expect(root.getByRole('tab', { name: 'Alumni' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByRole('tabpanel', { name: 'Alumni' })).toHaveText('Comming Soon...');
  });

  test('testimonials: arrow keys on the focused tab move the selection, one press at a time', async ({ page }) => {
    const root = await beforeHydration(page, 'Testimonials', '/', async (root) => {
      await root.getByRole('tab', { name: 'Students' }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
    });
    const parents = root.getByRole('tab', { name: 'Parents' });
    await expect(parents).toHaveAttribute('aria-selected', 'true');
    await expect(parents).toBeFocused();
    await expect(root.getByRole('tabpanel', { name: 'Parents' })).toHaveText('Comming Soon...');
  });

  test('home carousel: the next arrow turns to the next photo, and Pause pauses', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const root = await beforeHydration(page, 'HomeCarousel', '/', async (root) => {
      await root.getByRole('button', { name: 'Next slide' }).click();
      await root.getByRole('button', { name: 'Pause slideshow' }).click();
    });
    await expect.poll(() => currentSlide(root)).toBe(2);
    await expect(root.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('home carousel: a pointer resting on it holds it still until it leaves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await installClock(page);
    const root = await beforeHydration(page, 'HomeCarousel', '/', (root) => root.hover());
    // What is timed here is the carousel's own count, which starts as it hydrates.
    await expect(root).toHaveAttribute('data-hydrated', 'true');
    await page.clock.pauseAt(START + 60_000);
    await page.clock.runFor(7000);
    expect(await currentSlide(root)).toBe(1);
    await mouseAway(page);
    await page.clock.runFor(3100);
    await expect.poll(() => currentSlide(root)).toBe(2);
  });

  test('home carousel: Enter on a dot turns to its photo', async ({ page }) => {
    const root = await beforeHydration(page, 'HomeCarousel', '/', async (root) => {
      await root.getByRole('button', { name: 'Show slide 4' }).focus();
      await page.keyboard.press('Enter');
    });
    await expect.poll(() => currentSlide(root)).toBe(4);
  });

  test('gallery: a click on a photo opens the lightbox at that photo', async ({ page }) => {
    const grid = await beforeHydration(page, 'ImageGallery', '/department/sociology', (grid) => grid.getByRole('button').nth(2).click());
    const alt = await grid.locator('img').nth(2).getAttribute('alt');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('alt', alt!);
  });

  test('question bank: a folder clicked or opened with Enter opens', async ({ page }) => {
    const root = await beforeHydration(page, 'QuestionBank', '/library/questionBank', async (root) => {
      await root.getByRole('button', { name: /^MA \(/ }).click();
      await root.getByRole('button', { name: /^BCOM General/ }).focus();
      await page.keyboard.press('Enter');
    });
    await expect(root.getByRole('button', { name: /^MA \(/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(root.getByRole('button', { name: /^BCOM General/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(root.getByRole('button', { name: /^1st Sem/ })).toBeVisible();
  });

  test('question bank: what is typed into the filter filters the papers', async ({ page }) => {
    const root = await beforeHydration(page, 'QuestionBank', '/library/questionBank', (root) =>
      root.getByRole('searchbox', { name: 'Filter papers' }).fill('kephru'),
    );
    await expect(root.getByRole('status')).toHaveText('2 papers match “kephru”.');
    await expect(root.getByRole('list', { name: 'Matching question papers' }).getByRole('link')).toHaveCount(2);
  });

  test('feedback form: what was typed is sent with a click on Send', async ({ page }) => {
    const sent: Request[] = [];
    await page.route(SEND_FORM, async (route) => {
      sent.push(route.request());
      await route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } });
    });
    const alerts: string[] = [];
    page.on('dialog', async (alert) => {
      alerts.push(alert.message());
      await alert.accept();
    });
    const root = await beforeHydration(page, 'FeedbackForm', '/', async (root) => {
      await root.getByLabel('Name').fill('Early Visitor');
      await root.getByLabel('E-mail').fill('early@example.org');
      await root.getByLabel('Message').fill('Typed while the page was loading.');
      await root.getByRole('button', { name: 'Send' }).click();
    });
    await expect.poll(() => alerts).toEqual(['Thank you for your feedback!']);
    expect(sent).toHaveLength(1);
    expect(await formFields(sent[0])).toMatchObject({
      user_name: 'Early Visitor',
      user_email: 'early@example.org',
      message: 'Typed while the page was loading.',
    });
    await expect(root.getByLabel('Name')).toHaveValue('');
  });

  test('admission form: what was typed, chosen and picked is kept, and the click on its button shows the summary', async ({ page }) => {
    await beforeHydration(page, 'AdmissionForm', '/onlineAdmissions/onlineAdmissions', async (root) => {
      await root.getByLabel(/^Full name/).fill('Early Applicant');
      await root.getByLabel('Gender').selectOption('Female');
      await root.getByLabel('Subject 2').fill('History');
      await root.getByLabel('Permanent address').fill('Kohima');
      await root.getByLabel(/^Aadhar card/).setInputFiles(aadharPdf());
      await root.getByRole('button', { name: 'Check and show the summary' }).click();
    });
    const summary = page.getByRole('region', { name: 'Your admission form' });
    const row = summaryRow(summary);
    await expect(row('Full name')).toHaveText('Early Applicant');
    await expect(row('Gender')).toHaveText('Female');
    await expect(row('Subjects')).toHaveText('History');
    await expect(row('Permanent address')).toHaveText('Kohima');
    await expect(row('Aadhar card')).toHaveText('aadhar.pdf');
  });

  test('admission form: an Aadhar card picked while the form comes to life keeps what was typed before', async ({ page }) => {
    // On a phone four times slower than this machine, the form takes long enough to hydrate to be picked in meanwhile.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const root = await beforeHydration(page, 'AdmissionForm', '/onlineAdmissions/onlineAdmissions', async (root) => {
      await root.getByLabel(/^Full name/).fill('Early Applicant');
      await root.getByLabel("Father's name").fill('Sample Father');
      await root.getByLabel('Gender').selectOption('Female');
      await root.getByLabel('Subject 2').fill('History');
    });
    // The form's code has just been let through: the visitor goes on at once, and the card is picked while it hydrates.
    await root.getByLabel(/^Aadhar card/).setInputFiles(aadharPdf());
    await root.getByRole('button', { name: 'Check and show the summary' }).click();
    const summary = page.getByRole('region', { name: 'Your admission form' });
    const row = summaryRow(summary);
    await expect(row('Full name')).toHaveText('Early Applicant');
    await expect(row("Father's name")).toHaveText('Sample Father');
    await expect(row('Gender')).toHaveText('Female');
    await expect(row('Subjects')).toHaveText('History');
    await expect(row('Aadhar card')).toHaveText('aadhar.pdf');
  });

  test('admission form: a wrong file picked as the Aadhar card is said at once', async ({ page }) => {
    const root = await beforeHydration(page, 'AdmissionForm', '/onlineAdmissions/onlineAdmissions', (root) =>
      root.getByLabel(/^Aadhar card/).setInputFiles({ name: 'aadhar.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') }),
    );
    await expect(root.getByLabel(/^Aadhar card/)).toHaveAccessibleDescription('"aadhar.docx" is not a .jpg, .jpeg, .png or .pdf file: choose one of those.');
  });
});

test.describe('the shell on widget pages', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('menus and the back-to-top arrow work as the page loads, and keep working once every island has hydrated', async ({ page }) => {
    const useTheShell = async () => {
      await page.getByRole('button', { name: 'About' }).hover();
      await expect(page.locator('#nav-panel-about')).toBeVisible();
      await mouseAway(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('link', { name: 'Back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    };
    await page.goto('/');
    await useTheShell();
    await everyIslandHydrated(page);
    await useTheShell();
  });
});

test.describe('JavaScript weight', () => {
  test('the home page with all its widgets ships at most 110 KB of gzip JavaScript', async ({ page }) => {
    const scripts = await loadedScripts(page, '/');
    const total = totalBytes(scripts);
    console.log(`home page JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(110 * 1024);
  });

  test('a page without widgets ships no React', async ({ page }) => {
    const scripts = await loadedScripts(page, '/home/missionVision');
    expect(totalBytes(scripts)).toBeLessThanOrEqual(5 * 1024);
    expect(await page.locator('[data-island]').count()).toBe(0);
  });
});
