import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { builtRoutes } from './routes.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The shell (header, menu, footer) is the same on every page: it is checked whole on a few pages below. */
const SHELL = ['.skip-link', '.site-header', '.site-nav', '.site-footer'];

async function violations(page: Page, exclude: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  // Let the new width and colour scheme settle before measuring contrast: islands (the carousels)
  // re-render after a resize, debounced by 50 ms.
  if ((await page.locator('[data-island]').count()) > 0) await page.waitForTimeout(250);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(async (exclude) => {
    type Axe = { run(context: object, options: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run({ exclude: exclude.map((selector) => [selector]) }, { resultTypes: ['violations'] });
    // Each node's target, and for contrast the colours axe measured (so a failure says what it saw).
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((n) => `${n.target.join(' ')}${(n as { failureSummary?: string }).failureSummary?.match(/foreground color: [^,]+, background color: [^,]+/)?.[0].replace(/^/, ' (') ?? ''}${(n as { failureSummary?: string }).failureSummary?.includes('foreground color') ? ')' : ''}`),
    }));
  }, exclude);
}

async function checkEveryLook(page: Page, route: string, exclude: string[]): Promise<string[]> {
  const found: string[] = [];
  await page.goto(route);
  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const v of await violations(page, exclude)) {
        found.push(`${width}px ${colorScheme}: [${v.impact}] ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
      }
    }
  }
  return found;
}

test.describe('WCAG 2.1 AA and axe best practices, light and dark, 375 px and 1280 px', () => {
  for (const route of ['/', '/home/missionVision', '/nope']) {
    test(`the whole page, shell included: ${route}`, async ({ page }) => {
      expect(await checkEveryLook(page, route, [])).toEqual([]);
    });
  }

  test('the shell with the phone menu and a desktop panel open', async ({ page }) => {
    await page.goto('/home/missionVision');
    await page.addScriptTag({ content: axeSource });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 375, height: 900 });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Committees' }).click();
      const phone = await violations(page, ['main']);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Committees' }).click();
      const desktop = await violations(page, ['main']);
      await page.keyboard.press('Escape');
      expect([...phone, ...desktop].map((v) => `${colorScheme}: ${v.id} at ${v.targets.slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });

  for (const route of builtRoutes()) {
    test(`the content of ${route}`, async ({ page }) => {
      expect(await checkEveryLook(page, route, SHELL)).toEqual([]);
    });
  }
});
