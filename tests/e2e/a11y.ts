import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { everyIslandHydrated, untilSteady } from './helpers.ts';

/** The shell (skip link, header, menu, footer): the same on every page, so checked whole on a few pages only. */
export const SHELL = ['.skip-link', '.site-header', '.site-nav', '.site-footer'];

/** WCAG 2.0, 2.1 and 2.2 A/AA, plus axe's best practices (landmarks, heading order) that the site also keeps. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until the page is in the state a visitor sees: every island hydrated, the colour scheme asked for
 * in effect (a contrast measured before the dark theme applied once reported the light theme's colours),
 * and the web fonts in. Read in the page in one call, as the walks need (walk.ts).
 */
export async function settled(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await everyIslandHydrated(page);
  await page.evaluate(async (scheme) => {
    const until = performance.now() + 5_000;
    while (getComputedStyle(document.documentElement).colorScheme !== scheme) {
      if (performance.now() > until) throw new Error(`the colour scheme is not ${scheme} after 5 s`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await document.fonts.ready;
  }, colorScheme);
}

/**
 * After the colour scheme changed under a page already shown: waits until every element's colours are the same across
 * two frames. Chromium reports the new scheme on the root at once, but a colour given by light-dark() may keep the old
 * scheme's value until a frame is drawn, now and then a frame more: read at once after the switch to dark, the text of
 * a page still had the light theme's colours, and axe once found the light theme's grey on the dark background.
 */
export async function coloursSteady(page: Page): Promise<void> {
  await untilSteady(page, () =>
    page.evaluate(() =>
      [...document.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        return `${style.color} ${style.backgroundColor}`;
      }),
    ),
  );
}

/**
 * axe-core's own script (560 KB), sent to a document once. In legacy mode AxeBuilder evaluates its source in the page
 * and then again in every frame, the page included, at every run: each time the whole script crossed to Chromium and
 * was compiled there, though a guard kept it from running twice. Now the page gets the script when it has no axe yet,
 * in its top document only (a frame is a PDF viewer, whose content axe cannot check anyway), and AxeBuilder gets a
 * source that leaves that axe in place (AXE_IN_PLACE).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_IN_PLACE = '/* axe-core is already in the page (a11y.ts) */';

/**
 * axe's violations on the page, one line each, with the colours it measured for a contrast failure; any found are also
 * attached to the running test.
 */
export async function violations(page: Page, options: { exclude?: string[]; disableRules?: string[]; rules?: string[] } = {}): Promise<string[]> {
  // Legacy mode runs axe.run once in the page, as axe's own script does: the default mode runs in every frame
  // (each PDF viewer too) and merges the results in an extra blank page, several times slower for the same rules.
  // resultTypes: only violations are reported in full (passes are only counted), which axe documents as faster.
  // iframes: false, as the script is not in the frames: axe would otherwise wait for an answer from each.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let builder = new AxeBuilder({ page, axeSource: AXE_IN_PLACE })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], iframes: false });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.rules?.length) builder = builder.withRules(options.rules);
  const { violations } = await builder.analyze();
  const found = violations.map(({ id, impact, help, nodes }) => {
    const where = nodes.slice(0, 3).map((node) => {
      const colours = node.failureSummary?.match(/foreground color: [^,]+, background color: [^,\n]+/)?.[0];
      return `${node.target.join(' ')}${colours ? ` (${colours})` : ''}`;
    });
    return `[${impact}] ${id} (${help}) at ${where.join(', ')}`;
  });
  // Also attached to the test: a failed test's report prints its text attachments after the error and its code, so
  // the rules found are in the last lines of a run's output, the part a CI log keeps.
  if (found.length > 0)
    await test
      .info()
      .attach(`axe on ${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`, { body: found.join('\n'), contentType: 'text/plain' });
  return found;
}
