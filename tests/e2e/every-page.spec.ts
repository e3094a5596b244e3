import { expect, test } from '@playwright/test';
import { SECTION_PAGES, ACCREDITATION_PAGES } from './pageFacts.ts';
import { builtRoutes } from './routes.ts';
import { walk } from './walk.ts';

/** The policy pages every footer links to (tests/fixtures/site/navigation.yaml, `policies`). */
const POLICY_PAGES = ['Copyright Policy', 'Hyperlinking Policy', 'Privacy Policy', 'Terms of Use', 'Accessibility Statement', 'Help'];

/**
 * Where every page's head must point its Atom feed link: the notices' feed under the site's base. The fixture site is
 * built and served at the root (no BASE_PATH); live-content.spec.ts checks the links of a build under a sub-path.
 */
const FEED = '/notices/feed.xml';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a page of those sections (pageFacts.ts) must show, with the title each has: "<heading> | <college>", where a page of a year
 * list (the calendars) may carry its year after the heading.
 */
const FACTS = new Map([
  ...SECTION_PAGES.map((page) => [page.route, { ...page, title: new RegExp(`^${escape(page.h1)}( \\d{4}(-\\d{4})?)? \\| `) }] as const),
  ...ACCREDITATION_PAGES.map((page) => [page.route, { ...page, title: new RegExp(`^${escape(page.h1)} \\| `) }] as const),
]);

/**
 * Every page of the fixture site, loaded once at 320 CSS px (a 1280 px screen at 400% zoom) for every check that
 * holds page by page: it never scrolls sideways as a whole (WCAG 1.4.10), its footer links the policy pages, its head
 * links the notices' Atom feed (from every page, so a feed reader finds it wherever a visitor is), and a
 * page of pageFacts.ts shows its heading, title, description and facts, a committee page its Convenor and
 * Asst. Convenor.
 */
test.describe('every page at 320 CSS px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  walk(builtRoutes(), { size: 40, name: (route) => route, msEach: 1_500 }, async (page, route) => {
    const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect.soft(response?.status(), 'status').toBe(200);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), 'the page never scrolls sideways as a whole').toBeLessThanOrEqual(320);
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies and help' });
    await expect.soft(policies.getByRole('link'), 'the footer links the policy pages').toHaveText(POLICY_PAGES);
    // As the browser resolves it (link.href), so a relative link that works at one depth only fails on the others.
    const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    const feedPaths = await feeds.evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect.soft(feedPaths, 'the head links the Atom feed').toEqual([FEED]);

    const main = page.locator('main');
    const facts = FACTS.get(route);
    if (facts) {
      await expect.soft(main.locator('h1')).toHaveText(facts.h1);
      expect.soft(await page.title()).toMatch(facts.title);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect.soft(description.length, 'the description').toBeGreaterThan(30);
      for (const fact of facts.facts) await expect.soft(main).toContainText(fact);
      await expect.soft(main).not.toContainText('PLACEHOLDER');
    }
    // Members, if a committee page lists them, name a Convenor and an Asst. Convenor.
    const roles = route.startsWith('/committees/') ? await main.locator('.member-table tbody td:last-child').allTextContents() : [];
    if (roles.length > 0) {
      expect.soft(roles, 'the members').toContain('Convenor');
      expect.soft(roles, 'the members').toContain('Asst. Convenor');
    }
  });

  test('the pages pageFacts.ts names are all among the built pages', () => {
    const built = new Set(builtRoutes());
    expect([...FACTS.keys()].filter((route) => !built.has(route))).toEqual([]);
  });
});
