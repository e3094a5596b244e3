import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateUrls, checkLinks, urlsInHtml } from '../../scripts/postbuild/checkLinks.ts';
import { contentSecurityPolicy, foreignInlineScripts, MAX_HEADER_RULES, withMetaPolicy, writeHeadersFile } from '../../scripts/postbuild/securityHeaders.ts';
import { adminContentSecurityPolicy } from '../../editor/build/adminPolicy.ts';
import { writeSitemap } from '../../scripts/postbuild/sitemap.ts';
import { readSiteHtml } from '../../scripts/postbuild/htmlFiles.ts';
import { sitePages } from '../../scripts/postbuild/sitePages.ts';
import { BuildFailure } from '../../scripts/buildSupport/buildFailure.ts';
import { fileDates, routeDate } from '../../scripts/content/facts/lastUpdated.ts';
import { staticFile } from '../../scripts/buildSupport/staticFile.ts';
import { swapIn } from '../../scripts/buildSupport/swapIn.ts';
import { ownInlineScripts } from '../../common/inlineCode.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A throw-away folder holding exactly `files` (path -> text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'postbuild-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** Every HTML file of a folder as the link check takes its pages. */
const pagesIn = (client: string) => [...readSiteHtml(client)].map(([file, markup]) => ({ file, markup }));

const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('the link check', () => {
  it('reads every srcset candidate, not only the first URL attribute of a tag', () => {
    const client = tree({
      'index.html': page('<img src="/ok.png" srcset="/ok-480.webp 480w, /missing-960.webp 960w" alt="">'),
      'ok.png': '',
      'ok-480.webp': '',
    });
    expect(checkLinks(client, '', pagesIn(client))).toEqual([{ page: 'index.html', link: '/missing-960.webp', reason: 'no such page or file in the build' }]);
  });

  it('checks poster, action, imagesrcset, single-quoted and unquoted values, and decodes entities', () => {
    const client = tree({
      'index.html': page(
        `<video poster="/no-poster.jpg" src="/clip.mp4"></video><form action='/no-form'></form><a href=/no-bare>x</a><a href="/files/a&amp;b.pdf">y</a>`,
        '<link rel="preload" as="image" imagesrcset="/hero-480.webp 480w, /no-hero.webp 960w">',
      ),
      'clip.mp4': '',
      'files/a&b.pdf': '',
      'hero-480.webp': '',
    });
    expect(checkLinks(client, '', pagesIn(client)).map((b) => b.link)).toEqual(['/no-hero.webp', '/no-poster.jpg', '/no-form', '/no-bare']);
  });

  it('finds pages by folder, anchors by id, and reports relative links and missing anchors', () => {
    const client = tree({
      'index.html': page(
        '<a href="/about#team">ok</a> <a href="/about#nobody">anchor</a> <a href="about">relative</a> <a href="#top">self</a> <h1 id="top">x</h1>',
      ),
      'about/index.html': page('<h2 id="team">Team</h2>'),
    });
    expect(checkLinks(client, '', pagesIn(client))).toEqual([
      { page: 'index.html', link: '/about#nobody', reason: 'no element with id "nobody" on that page' },
      { page: 'index.html', link: 'about', reason: 'relative link: use an address starting with /' },
    ]);
  });

  it('leaves other sites, mail and phone links alone, and does not read links inside scripts and styles', () => {
    const client = tree({
      'index.html': page(
        '<a href="https://example.org/x">a</a><a href="mailto:a@b.c">m</a><a href="tel:+911">t</a><img src="data:image/png;base64,AA" alt=""><script>const s = \'<a href="/in-script">\';</script><style>a::after{content:"<img src=/in-style>"}</style>',
      ),
    });
    expect(checkLinks(client, '', pagesIn(client))).toEqual([]);
  });

  it('under a base path, every internal address must carry it', () => {
    const client = tree({ 'index.html': page('<a href="/college/about">in</a><a href="/about">out</a>'), 'about/index.html': page('') });
    expect(checkLinks(client, '/college', pagesIn(client))).toEqual([{ page: 'index.html', link: '/about', reason: 'outside the base path /college' }]);
  });

  it('splits srcset candidates by the comma after each descriptor, keeping commas inside a URL', () => {
    expect(candidateUrls('/a,b.jpg 1x, /c.jpg 2x')).toEqual(['/a,b.jpg', '/c.jpg']);
    expect(candidateUrls(' /a.webp 480w,/b.webp 960w ')).toEqual(['/a.webp', '/b.webp']);
    expect(candidateUrls('/only.webp')).toEqual(['/only.webp']);
    expect(urlsInHtml('<img data-src="/lazy.jpg" src="/x.jpg">')).toEqual(['/x.jpg']);
  });
});

describe('the static-file lookup the preview server and the link check share', () => {
  it('answers a file, a folder by its index.html, and nothing outside the folder or undecodable', () => {
    const client = path.join(tree({ 'client/a/index.html': '', 'client/f/doc one.pdf': '', 'secret.txt': '' }), 'client');
    expect(staticFile(client, '/a')).toBe(path.join(client, 'a/index.html'));
    expect(staticFile(client, '/f/doc%20one.pdf')).toBe(path.join(client, 'f/doc one.pdf'));
    expect(staticFile(client, '/f')).toBeUndefined();
    expect(staticFile(client, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(staticFile(client, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('security headers', () => {
  const client = () =>
    tree({
      'index.html': page(`<script>${ownInlineScripts[0]}</script><iframe src="https://www.youtube.com/embed/x"></iframe>`),
      'about/index.html': page('<script type="application/ld+json">{"@type":"Organization"}</script><script src="/assets/a.js"></script>'),
      '404.html': page(''),
    });

  it("allows exactly the hashes of the site's own inline scripts and the framed origins, never unsafe-inline scripts", () => {
    const policy = contentSecurityPolicy(client());
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc.match(/'sha256-[^']+'/g)).toHaveLength(ownInlineScripts.length);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-src 'self' https://www.youtube.com");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy(client(), { forMetaTag: true })).not.toContain('frame-ancestors');
  });

  it("finds an inline script that content brought in, but not the site's own, JSON data or script files", () => {
    const site = client();
    expect(foreignInlineScripts(site)).toEqual([]);
    writeFileSync(path.join(site, 'about/index.html'), page('<script>alert(document.cookie)</script>'));
    expect(foreignInlineScripts(site)).toEqual([{ page: 'about/index.html', script: 'alert(document.cookie)' }]);
  });

  /** The rules of a _headers file: each address pattern with its header lines. */
  const rulesOf = (headers: string) =>
    headers
      .split('\n\n')
      .filter((block) => block.trim())
      .map((block) => {
        const [pattern, ...lines] = block.trim().split('\n');
        return { pattern, lines: lines.map((line) => line.trim()) };
      });

  /** The headers a host sends for an address: every rule whose pattern is the address, or a prefix of it ending in *. */
  const headersFor = (rules: ReturnType<typeof rulesOf>, address: string) =>
    rules.filter(({ pattern }) => (pattern.endsWith('*') ? address.startsWith(pattern.slice(0, -1)) : address === pattern)).flatMap(({ lines }) => lines);

  it('writes _headers with wildcard rules: the policy on every address, revalidation on every page, long caching only for hashed assets', () => {
    const site = client();
    // 500 pages in a few sections: the rules grow with the sections, not the pages.
    const routes = ['/', '/about', '/about/fees', '/help', ...Array.from({ length: 496 }, (_, n) => `/notices/notice-${n}`)];
    const count = writeHeadersFile(site, '/college', routes);
    const rules = rulesOf(readFileSync(path.join(site, '_headers'), 'utf8'));
    expect(rules).toHaveLength(count);
    expect(count).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(rules.map(({ pattern }) => pattern)).toEqual([
      '/college/*',
      '/college/assets/*',
      '/college/files/*',
      '/college/pagefind/*',
      '/college/build.json',
      '/college/',
      '/college/index.html',
      '/college/about',
      '/college/about/*',
      '/college/help',
      '/college/help/*',
      '/college/notices/*',
    ]);
    // What every page was sent when each had rules of its own: the policy, the hardening headers and revalidation.
    const page = [
      `Content-Security-Policy: ${contentSecurityPolicy(site)}`,
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(), microphone=(), geolocation=()',
      'Cache-Control: public, max-age=0, must-revalidate',
    ];
    for (const address of [
      '/college/',
      '/college/index.html',
      '/college/about',
      '/college/about/',
      '/college/about/fees',
      '/college/about/fees/',
      '/college/help/',
      '/college/notices/notice-495/',
    ]) {
      expect(headersFor(rules, address), address).toEqual(page);
    }
    // One Cache-Control on every address: a host joins, or picks among, the values of two rules that match.
    expect(headersFor(rules, '/college/assets/entry-1a2b.js').filter((line) => line.startsWith('Cache-Control'))).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ]);
    expect(headersFor(rules, '/college/files/prospectus.pdf')).toContain('Cache-Control: public, max-age=0, must-revalidate');
    // What the site says it was built from, which the editor reads: never kept by a browser or a CDN, and by nothing else.
    expect(headersFor(rules, '/college/build.json').filter((line) => line.startsWith('Cache-Control'))).toEqual(['Cache-Control: no-store']);
  });

  it('gives build.json no-store alone, even were a route of the site named like it', () => {
    const site = client();
    writeHeadersFile(site, '', ['/', '/build.json']);
    const rules = rulesOf(readFileSync(path.join(site, '_headers'), 'utf8'));
    expect(headersFor(rules, '/build.json').filter((line) => line.startsWith('Cache-Control'))).toEqual(['Cache-Control: no-store']);
  });

  it("keeps the editor's own policy apart, under /admin/*", () => {
    const site = client();
    mkdirSync(path.join(site, 'admin'));
    writeFileSync(path.join(site, 'admin/index.html'), page(''));
    writeHeadersFile(site, '', ['/', '/about']);
    const rules = rulesOf(readFileSync(path.join(site, '_headers'), 'utf8'));
    expect(headersFor(rules, '/admin/')).toContain(`Content-Security-Policy: ${adminContentSecurityPolicy()}`);
    expect(headersFor(rules, '/about')).not.toContain(`Content-Security-Policy: ${adminContentSecurityPolicy()}`);
  });

  it('stops the build, naming the page rules, when the site has more top-level sections than a host reads rules', () => {
    const site = client();
    const routes = Array.from({ length: 60 }, (_, n) => `/page-${n}`);
    expect(() => writeHeadersFile(site, '', routes)).toThrow(BuildFailure);
    expect(() => writeHeadersFile(site, '', routes)).toThrow(/_headers would have 125 rules, and Cloudflare Pages reads at most 100[\s\S]*\/page-59\/\*/);
  });

  it('puts the policy in a <meta> tag at the top of a page for hosts without _headers', () => {
    const policy = contentSecurityPolicy(client(), { forMetaTag: true });
    expect(withMetaPolicy(page('<p>x</p>', '<title>x</title>'), policy)).toBe(
      `<!DOCTYPE html><html><head>\n<meta http-equiv="Content-Security-Policy" content="${policy}"><title>x</title></head><body><p>x</p></body></html>`,
    );
  });
});

describe("the site's pages from the route table", () => {
  const table = {
    '/': { title: 'Home', sources: ['pages/index'] },
    '/about': { title: 'About', sources: ['content/pages/about.md'] },
    '/gallery/Sports Day': { sources: ['content/gallery/Sports Day'] },
  };
  const built = (extra: Record<string, string> = {}) =>
    new Map(
      Object.entries({
        '404.html': page('not found'),
        'about/index.html': page('about'),
        'gallery/Sports Day/index.html': page('sports'),
        'index.html': page('home'),
        ...extra,
      }),
    );

  it("gives each route of the table its page, in the table's order, and the not-found page apart", () => {
    const { routed, notFound } = sitePages(table, built());
    expect(routed.map(({ route, file }) => [route, file])).toEqual([
      ['/', 'index.html'],
      ['/about', 'about/index.html'],
      ['/gallery/Sports Day', 'gallery/Sports Day/index.html'],
    ]);
    expect(routed[1].markup).toBe(page('about'));
    expect(notFound).toEqual({ file: '404.html', markup: page('not found') });
  });

  it('stops the build naming every route without a page and every page without a route', () => {
    const html = built({ 'search/index.html': page('search') });
    html.delete('about/index.html');
    expect(() => sitePages(table, html)).toThrow(BuildFailure);
    expect(() => sitePages(table, html)).toThrow(
      [
        "The prerendered pages and the compiler's route table (.generated/routes.json) disagree:",
        '  /about: in the route table (from content/pages/about.md), but no page was prerendered for it (about/index.html)',
        '  search/index.html: a prerendered page that answers no route of the route table',
      ].join('\n'),
    );
  });

  it('requires the not-found page', () => {
    const html = built();
    html.delete('404.html');
    expect(() => sitePages(table, html)).toThrow('  404.html: the not-found page (pages/_error) was not prerendered');
  });
});

describe('sitemap.xml', () => {
  it('lists every route it is given, under the base path, with its last-updated date', () => {
    const site = tree({});
    const count = writeSitemap(site, { siteUrl: 'https://college.example', basePath: '/college', lastUpdated: { '/about': '2024-05-01' } }, [
      '/',
      '/about',
      '/gallery/Sports Day',
    ]);
    expect(count).toBe(3);
    const xml = readFileSync(path.join(site, 'sitemap.xml'), 'utf8');
    expect(xml.match(/<url>.*<\/url>/g)).toEqual([
      '<url><loc>https://college.example/college/</loc></url>',
      '<url><loc>https://college.example/college/about</loc><lastmod>2024-05-01</lastmod></url>',
      '<url><loc>https://college.example/college/gallery/Sports%20Day</loc></url>',
    ]);
    expect(readFileSync(path.join(site, 'robots.txt'), 'utf8')).toContain('Sitemap: https://college.example/college/sitemap.xml');
  });
});

describe('last-updated dates', () => {
  const git = (root: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    });

  it("takes each file's newest commit, a route takes its newest source, and a folder counts its files", () => {
    const root = tree({ 'content/a.md': 'a', 'content/photos/1.jpg': '1', 'content/photos/2.jpg': '2' });
    git(root, ['init', '-q']);
    git(root, ['add', '.']);
    git(root, ['commit', '-qm', 'first'], '2023-01-10T10:00:00Z');
    writeFileSync(path.join(root, 'content/photos/2.jpg'), 'two');
    git(root, ['commit', '-qam', 'second'], '2024-03-05T10:00:00Z');

    const dates = fileDates(root, ['content']);
    expect(new Date(dates.get('content/a.md')!).toISOString()).toBe('2023-01-10T10:00:00.000Z');
    expect(new Date(dates.get('content/photos/2.jpg')!).toISOString()).toBe('2024-03-05T10:00:00.000Z');
    expect(routeDate(root, ['content/a.md'], dates)).toBe('2023-01-10');
    expect(routeDate(root, ['content/a.md', 'content/photos'], dates)).toBe('2024-03-05');
  });

  it('outside a git checkout, or for a file not committed yet, uses the modification time', () => {
    const root = tree({ 'content/new.md': 'n' });
    utimesSync(path.join(root, 'content/new.md'), new Date('2022-07-08T12:00:00Z'), new Date('2022-07-08T12:00:00Z'));
    const dates = fileDates(root, ['content']);
    expect(dates.size).toBe(0);
    expect(routeDate(root, ['content/new.md'], dates)).toBe('2022-07-08');
    expect(routeDate(root, ['content/missing.md'], dates)).toBeUndefined();
  });
});

describe('swapIn', () => {
  it('replaces a folder whole with the staged one and leaves nothing else behind', () => {
    const root = tree({ 'out/old.txt': 'old', 'out.staging/new.txt': 'new' });
    swapIn(path.join(root, 'out.staging'), path.join(root, 'out'));
    expect(readFileSync(path.join(root, 'out/new.txt'), 'utf8')).toBe('new');
    expect(execFileSync('ls', ['-A', root], { encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual(['out']);
    swapIn(path.join(tree({ 'fresh/x.txt': 'x' }), 'fresh'), path.join(root, 'first'));
    expect(readFileSync(path.join(root, 'first/x.txt'), 'utf8')).toBe('x');
  });
});
