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
    // Read in one call (walk.ts): the text as a locator reads it, each run of white space one space.
    const read = await page.evaluate(() => {
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const main = document.querySelector('main');
      return {
        width: document.documentElement.scrollWidth,
        policies: [...document.querySelectorAll('footer nav[aria-label="Policies and help"] a[href]')].map(text),
        // As the browser resolves it (link.href), so a relative link that works at one depth only fails on the others.
        feeds: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="alternate"][type="application/atom+xml"]')].map(
          (link) => new URL(link.href).pathname,
        ),
        headings: [...(main?.querySelectorAll('h1') ?? [])].map(text),
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        main: main ? text(main) : '',
        roles: [...(main?.querySelectorAll('.member-table tbody td:last-child') ?? [])].map(text),
      };
    });
    expect.soft(read.width, 'the page never scrolls sideways as a whole').toBeLessThanOrEqual(320);
    expect.soft(read.policies, 'the footer links the policy pages').toEqual(POLICY_PAGES);
    expect.soft(read.feeds, 'the head links the Atom feed').toEqual([FEED]);
    const facts = FACTS.get(route);
    if (facts) {
      expect.soft(read.headings).toEqual([facts.h1]);
      expect.soft(read.title).toMatch(facts.title);
      expect.soft(read.description.length, 'the description').toBeGreaterThan(30);
      for (const fact of facts.facts) expect.soft(read.main).toContain(fact);
      expect.soft(read.main).not.toContain('PLACEHOLDER');
    }
    // Members, if a committee page lists them, name a Convenor and an Asst. Convenor.
    if (route.startsWith('/committees/') && read.roles.length > 0) {
      expect.soft(read.roles, 'the members').toContain('Convenor');
      expect.soft(read.roles, 'the members').toContain('Asst. Convenor');
    }
  });

  test('the pages pageFacts.ts names are all among the built pages', () => {
    const built = new Set(builtRoutes());
    expect([...FACTS.keys()].filter((route) => !built.has(route))).toEqual([]);
  });
});
