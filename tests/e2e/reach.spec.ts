import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes.ts';
import { decodeEntities } from '../../common/htmlEntities.ts';

const client = path.join(process.env.DIST_DIR ?? 'dist', 'client');

test.describe('findable', () => {
  test("search loads its index's chunks only when the visitor searches, and finds pages", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((p) => /^\/pagefind\/(index|fragment)\//.test(p))).toEqual([]);
    await page.getByLabel('Search pages, notices, question papers and documents').fill('fee structure');
    const results = page.locator('[data-search-results] li');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('[data-search-results] a', { hasText: 'Fee Structure' }).first()).toHaveAttribute('href', '/onlineAdmissions/feeStructure');
    expect(fetched.some((p) => p.startsWith('/pagefind/'))).toBe(true);
    await expect(page.getByRole('status')).toContainText('for “fee structure”');
  });

  test('a query typed before the search script has arrived is searched once it does', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search', { waitUntil: 'commit' });
    await page.getByLabel('Search pages, notices, question papers and documents').fill('fee structure');
    release();
    await expect(page.locator('[data-search-results] a', { hasText: 'Fee Structure' }).first()).toHaveAttribute('href', '/onlineAdmissions/feeStructure');
  });

  test("a result is titled as its page is in the browser's tab, so sections of one page are told apart", async ({ page }) => {
    // The staff lists' sections share their first heading ("Non-Teaching Staff"); their titles name the section.
    const route = '/about/nonTeachingEmployees/library';
    const tabTitle = decodeEntities(/<title>([^<]*)<\/title>/.exec(readFileSync(path.join(client, route, 'index.html'), 'utf8'))![1]);
    await page.goto(route);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/search?q=librarian');
    const result = page.locator(`[data-search-results] a[href="${route}"]`);
    await expect(result).toHaveText(tabTitle.split(' | ')[0]);
    expect(tabTitle.split(' | ')[0]).not.toBe(heading);
  });

  test('a search can be shared as an address, and the header links to search', async ({ page }) => {
    await page.goto('/home/missionVision');
    await page.getByRole('link', { name: 'Search the site' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.goto('/search?q=holiday');
    await expect(page.locator('[data-search-results] li').first()).toBeVisible();
    await expect(page.getByLabel('Search pages, notices, question papers and documents')).toHaveValue('holiday');
  });

  test("search excerpts keep a table's cells, a notice's facts and a list's title and date apart", async ({ page }) => {
    const excerpts = page.locator('[data-search-results] li p');
    // The fee structure's table: the header cells "Installment" and "When it is paid" as two words.
    await page.goto('/search?q=installment');
    await expect(excerpts.first()).toBeVisible();
    expect((await excerpts.allTextContents()).join('\n')).toMatch(/Installment When/);
    // A notice's facts (<dt>Category</dt><dd>Admissions</dd>): the term and its value as two words.
    await page.goto('/search?q=category');
    await expect(excerpts.first()).toBeVisible();
    const notices = (await excerpts.allTextContents()).join('\n');
    expect(notices).toMatch(/Category (Admissions|Examinations|Events|Results|Scholarships|General)/);
    expect(notices).not.toMatch(/Category(Admissions|Examinations|Events|Results|Scholarships|General)/);
    // The notice list: each notice's title and its date, elements side by side that the CSS shows apart.
    await page.goto('/search?q=semester fees');
    await expect(excerpts.first()).toBeVisible();
    const list = (await excerpts.allTextContents()).join('\n');
    expect(list).toMatch(/semester fees 1 September 2026/);
    expect(list).not.toMatch(/fees1/);
  });

  test('search finds question papers, and a paper opens its PDF', async ({ page, request }) => {
    await page.goto('/search?q=question paper');
    const paper = page.locator('[data-search-results] a[href*=".pdf"]').first();
    await expect(paper).toBeVisible();
    await expect(paper).toHaveAttribute('target', '_blank');
    const response = await request.get((await paper.getAttribute('href'))!.replace(/#.*/, ''));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test('sitemap.xml lists every page with its date; robots.txt points to it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>https:\/\/www\.example\.org([^<]*)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map((m) => decodeURIComponent(m[1]));
    expect(locs.sort()).toEqual(builtRoutes().sort());
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.example.org/sitemap.xml');
  });

  test('the home page links to the HTML sitemap, which links to every menu page', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Sitemap' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    for (const href of await page.locator('nav.site-nav .nav-panel a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('every page has its own title, description, canonical address, link-preview tags and date', () => {
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      const html = readFileSync(path.join(client, route, 'index.html'), 'utf8');
      const meta = (pattern: RegExp) => decodeEntities(html.match(pattern)?.[1] ?? '');
      const title = meta(/<title>([^<]*)<\/title>/);
      const expectations: [string, boolean][] = [
        ['a title', title.length > 0],
        ['a description of 20+ characters', meta(/<meta name="description" content="([^"]*)"/).length >= 20],
        ['its canonical address', meta(/<link rel="canonical" href="([^"]*)"/) === `https://www.example.org${route}`],
        ['og:title equal to the title', meta(/<meta property="og:title" content="([^"]*)"/) === title],
        ['og:url', meta(/<meta property="og:url" content="([^"]*)"/) === `https://www.example.org${route}`],
        ['a last-updated date', /<time dateTime="\d{4}-\d{2}-\d{2}">|<time datetime="\d{4}-\d{2}-\d{2}">/.test(html)],
      ];
      for (const [what, ok] of expectations) if (!ok) problems.push(`${route}: no ${what}`);
      if (titles.has(title)) problems.push(`${route}: same title as ${titles.get(title)} ("${title}")`);
      titles.set(title, route);
    }
    expect(problems).toEqual([]);
  });

  test('the home page describes the college as schema.org data', async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'CollegeOrUniversity', name: "Sample Women's College", foundingDate: '1991', url: 'https://www.example.org/' });
  });
});

test.describe('trustworthy output', () => {
  test('_headers: a CSP without unsafe-inline scripts whose hash admits the one inline script', () => {
    const headers = readFileSync(path.join(client, '_headers'), 'utf8');
    const csp = headers.match(/Content-Security-Policy: (.*)/)![1];
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const html = readFileSync(path.join(client, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    // Every page's revalidation comes from a wildcard rule of its top-level section, within a host's 100 rules.
    expect(headers).toMatch(/^\/home\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
    expect(headers.split('\n\n').filter((rule) => rule.trim()).length).toBeLessThanOrEqual(100);
    // Cloudflare Pages reads at most 2,000 characters of a line of _headers: the policy's line, hashes and all, fits.
    for (const line of headers.split('\n')) expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(2000);
    expect(headers).toContain('X-Content-Type-Options: nosniff');
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin');
  });

  test('the pages work under the CSP: no violation reported on the home page', async ({ page }) => {
    const csp = readFileSync(path.join(client, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1];
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      if (headers['content-type']?.startsWith('text/html')) headers['content-security-policy'] = csp;
      await route.fulfill({ response, headers });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/');
    await page.goto('/search?q=fees');
    // Every result listed (the count is said then): no request is left for the routing to answer after the test.
    await expect(page.getByRole('status')).toContainText('for “fees”');
    await expect(page.locator('[data-search-results] li').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
