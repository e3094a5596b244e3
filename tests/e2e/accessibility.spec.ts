import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { htmlFiles } from '../../scripts/postbuild/htmlFiles.ts';
import { coloursSteady, SHELL, settled, violations } from './a11y.ts';
import { pagePerTemplate } from './fixtureSite.ts';
import { builtRoutes } from './routes.ts';

/** The shell is the same on every page: checked whole on these (the home page, a text page, the not-found page). */
const WHOLE_PAGES = ['/', '/home/missionVision', '/no-such-page'];

/**
 * Every kind of page in every look (light and dark, 375 and 1280 px): one page per Markdown template,
 * one per page of pages/ (the data pages, search, sitemap…), a page a template derives (a year, a meeting),
 * the first page with each kind of island, and the not-found page. Every live route is checked once more in live-content.spec.ts.
 */
function pageKinds(): string[] {
  const built = builtRoutes();
  const markdown = pagePerTemplate();
  const kinds = new Set<string>(markdown.values());
  // Pages a template derives below its own address (a year of a year list, a meeting of the minutes).
  for (const route of markdown.values()) {
    const child = built.find((candidate) => candidate.startsWith(`${route}/`) && ![...markdown.values()].includes(candidate));
    if (child) kinds.add(child);
  }
  // One built route for each page folder of pages/ (a folder with a parameter gives its first value).
  for (const folder of [
    '/',
    '/home/governingBody',
    '/home/publicSelfDisclosure',
    '/home/rti',
    '/about/teachingEmployees',
    '/about/teachingEmployees/@',
    '/about/nonTeachingEmployees',
    '/about/nonTeachingEmployees/@',
    '/resources/results',
    '/resources/academicRecord',
    '/library/questionBank',
    '/onlineAdmissions/onlineAdmissions',
    '/search',
    '/sitemap',
    '/text-version/@',
  ]) {
    const route = folder.endsWith('/@')
      ? built.find((candidate) => candidate.startsWith(folder.slice(0, -1)))
      : built.find((candidate) => candidate === folder);
    // A kind of page the fixture build lacks is an error, not a kind left unchecked.
    if (!route) throw new Error(`the build has no page for ${folder}: the fixture site should have one`);
    kinds.add(route);
  }
  // The first page carrying each kind of island (the photo gallery lives on a department page, say).
  const client = path.join(process.env.DIST_DIR ?? 'dist', 'client');
  const islands = new Set<string>();
  for (const { file, route } of htmlFiles(client)) {
    for (const [, island] of readFileSync(path.join(client, file), 'utf8').matchAll(/data-island="([^"]+)"/g)) {
      if (route && !islands.has(island)) {
        islands.add(island);
        kinds.add(route);
      }
    }
  }
  return [...new Set([...WHOLE_PAGES, ...kinds])];
}

/**
 * The rules whose findings depend on colours: in the dark view, the page is the light view's with its scheme switched
 * in place (the same document and layout), so the other rules would find what they found in the light view again.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const VIEWS = [375, 1280].flatMap((width) => (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })));

async function openIn(page: Page, route: string, view: (typeof VIEWS)[number]): Promise<void> {
  await page.setViewportSize({ width: view.width, height: 900 });
  // The scheme is set before the page loads, so nothing is measured while the theme changes.
  await page.emulateMedia({ colorScheme: view.colorScheme, reducedMotion: 'reduce' });
  await page.goto(route);
  await settled(page, view.colorScheme);
}

/**
 * The page in the other colour scheme without loading it again, as when a visitor's phone turns dark: the theme is
 * CSS alone (nothing reads the scheme when rendering), and with reduced motion nothing fades between the two.
 */
async function switchScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await settled(page, colorScheme);
  await coloursSteady(page);
}

test.describe('WCAG 2.2 AA and axe best practices on every kind of page, light and dark, 375 and 1280 px', () => {
  test.describe.configure({ timeout: 60_000 });
  // One test per page, its four views as steps: a width is a load, its second colour scheme a switch in place.
  for (const route of pageKinds()) {
    const whole = WHOLE_PAGES.includes(route);
    test(`${whole ? 'the whole page, shell included' : 'the content'} of ${route}`, async ({ page }) => {
      for (const view of VIEWS) {
        await test.step(`${view.width} px, ${view.colorScheme}`, async () => {
          if (view.colorScheme === 'light') await openIn(page, route, view);
          else await switchScheme(page, view.colorScheme);
          const rules = view.colorScheme === 'dark' ? COLOUR_RULES : undefined;
          expect.soft(await violations(page, { exclude: whole ? [] : SHELL, rules }), `${view.width} px, ${view.colorScheme}`).toEqual([]);
        });
      }
    });
  }

  test('the shell with the phone menu and a desktop panel open', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await openIn(page, '/home/missionVision', { width: 375, colorScheme });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Committees' }).click();
      await expect(page.locator('#nav-list')).toBeVisible();
      const phone = await violations(page, { exclude: ['main'] });
      await openIn(page, '/home/missionVision', { width: 1280, colorScheme });
      await page.getByRole('button', { name: 'Committees' }).click();
      await expect(page.getByRole('button', { name: 'Committees' })).toHaveAttribute('aria-expanded', 'true');
      const desktop = await violations(page, { exclude: ['main'] });
      expect([...phone.map((v) => `phone: ${v}`), ...desktop.map((v) => `desktop: ${v}`)].map((v) => `${colorScheme} ${v}`)).toEqual([]);
    }
  });
});
