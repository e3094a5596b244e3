import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileBudget } from '../../renderer/offline/fileBudget.ts';
import { lateLine, offlineLine, offlinePage, pageToSave, savedCopy, savedTitle, slowLine } from '../../renderer/offline/savedPages.ts';
import { webAppManifest } from '../../scripts/content/derive/webAppManifest.ts';
import { networkOnly, uncached } from '../../renderer/offline/networkOnly.ts';

/** What the service worker does with a page's markup (renderer/offline/savedPages.ts), and the app's manifest. */
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><title>${title}</title></head><body class="x"><a class="skip-link" href="#main">Skip</a><main id="main"><h1>${title}</h1></main></body></html>`;
const html = (markup: string, status = 200, type = 'text/html; charset=utf-8') => new Response(markup, { status, headers: { 'content-type': type } });

describe('a page saved for offline reading', () => {
  it('keeps its markup, the moment it was saved and its title as written', async () => {
    const saved = (await pageToSave(html(page('Fees &amp; Scholarships | Sample College')), new Date('2026-11-26T10:00:00Z')))!;
    expect(await saved.clone().text()).toBe(page('Fees &amp; Scholarships | Sample College'));
    expect(savedTitle(saved)).toBe('Fees &amp; Scholarships | Sample College');
    expect(saved.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('is not an error page, nor anything but a page', async () => {
    expect(await pageToSave(html(page('Page not found'), 404))).toBeNull();
    expect(await pageToSave(html('{}', 200, 'application/json'))).toBeNull();
  });

  it('shown offline, says so first in its body, with the day it was saved', async () => {
    const saved = (await pageToSave(html(page('Results')), new Date(2026, 10, 26, 10, 30)))!;
    const markup = await (await savedCopy(saved, 'offline')).text();
    expect(markup).toContain('<body class="x"><p role="status" data-saved-copy="offline" style="');
    expect(markup).toMatch(/<p role="status"[^>]*>You are offline\. This copy was saved on 26 November 2026\.<\/p><a class="skip-link"/);
  });

  it('shown because the network is slow, says that, never "offline", and that the newest is on its way', async () => {
    const saved = (await pageToSave(html(page('Notices')), new Date(2026, 10, 26, 10, 30)))!;
    const markup = await (await savedCopy(saved, 'slow')).text();
    expect(markup).toMatch(
      /<body class="x"><p role="status" data-saved-copy="slow"[^>]*>The network is slow: this is the copy saved on 26 November 2026\. The newest is on its way\.<\/p>/,
    );
    expect(markup).not.toContain('offline');
    expect(slowLine(new Date(2026, 0, 2, 0, 30))).toContain('saved on 2 January 2026.');
  });

  it('once the newest has come on the slow link, or not, says what became of it, with the copy’s own day', async () => {
    const saved = (await pageToSave(html(page('Notices')), new Date(2026, 10, 26, 10, 30)))!;
    expect(lateLine('same', saved)).toBe('Checked just now: this copy, saved on 26 November 2026, is the newest.');
    expect(lateLine('offline', saved)).toBe('You are offline. This copy was saved on 26 November 2026.');
    expect(lateLine('failed', saved)).toBe('The newest could not be loaded: this is the copy saved on 26 November 2026.');
  });

  it('dates the copy by the phone’s own day: 23:30 on the 1st is the 1st, 00:30 on the 2nd the 2nd', () => {
    expect(offlineLine(new Date(2026, 0, 1, 23, 30))).toBe('You are offline. This copy was saved on 1 January 2026.');
    expect(offlineLine(new Date(2026, 0, 2, 0, 30))).toBe('You are offline. This copy was saved on 2 January 2026.');
  });

  it('precached without a date of its own, dates from when it was sent', async () => {
    const sent = new Date(2026, 10, 23, 12, 0);
    const precached = new Response(page('Notices'), { headers: { 'content-type': 'text/html', date: sent.toUTCString() } });
    expect(await (await savedCopy(precached, 'offline')).text()).toContain('This copy was saved on 23 November 2026.');
  });
});

describe('the offline page', () => {
  it('is the not-found page’s shell saying the visitor is offline, listing the saved pages as links without the site’s name', async () => {
    const shell = page('Page not found | Sample College').replace(
      '<h1>Page not found | Sample College</h1>',
      '<div class="not-found"><h1>THIS PAGE COULD NOT BE FOUND</h1></div>',
    );
    const markup = await offlinePage(shell, [
      { url: '/notices', title: 'Notices | Sample College' },
      { url: '/', title: 'Sample College' },
      { url: '/fees', title: '' },
    ]).text();
    expect(markup).toContain('<title>You are offline</title>');
    expect(markup).not.toContain('COULD NOT BE FOUND');
    expect(markup).toContain('<a class="skip-link" href="#main">Skip</a><main id="main"><div class="not-found"><h1>You are offline</h1>');
    expect([...markup.matchAll(/<li><a href="([^"]*)">([^<]*)<\/a><\/li>/g)].map(([, href, text]) => `${href} ${text}`)).toEqual([
      '/notices Notices',
      '/ Sample College',
      '/fees /fees',
    ]);
  });

  it('still says so when the shell is missing', async () => {
    const markup = await offlinePage('', [{ url: '/notices', title: 'Notices' }]).text();
    expect(markup).toContain('<h1>You are offline</h1>');
    expect(markup).toContain('<a href="/notices">Notices</a>');
  });
});

describe('the web app manifest', () => {
  const manifest = webAppManifest({ name: 'Sample Women’s College', shortName: 'SWC' })['public/manifest'] as Record<string, unknown> & {
    icons: { src: string }[];
  };

  it('names the college and opens its home page, under whatever base path the site is served', () => {
    expect(manifest).toMatchObject({ name: 'Sample Women’s College', short_name: 'SWC', display: 'standalone' });
    for (const base of ['https://example.org/', 'https://example.github.io/college/']) {
      const at = new URL('manifest.json', base);
      expect(new URL(manifest.start_url as string, at).href).toBe(base);
      expect(new URL(manifest.scope as string, at).href).toBe(base);
      for (const icon of manifest.icons) expect(new URL(icon.src, at).href.startsWith(`${base}icons/`)).toBe(true);
    }
  });
});

describe('the photos and documents kept (fileBudget)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A cache as the browser keeps one: entries in the order they were saved, one saved again moving last. */
  const memoryCache = () => {
    const entries = new Map<string, Response>();
    return {
      entries,
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request) => entries.get(request.url)?.clone(),
      put: async (request: Request, response: Response) => {
        entries.delete(request.url);
        entries.set(request.url, response);
      },
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  const file = (kilobytes: number) => new Response(new Uint8Array(kilobytes * 1024), { headers: { 'content-type': 'application/pdf' } });

  it('drops the files saved longest ago until the rest fit, and saves none larger than the whole budget', async () => {
    const cache = memoryCache();
    vi.stubGlobal('caches', { open: async () => cache });
    const plugin = fileBudget(100 * 1024);
    const save = async (name: string, kilobytes: number) => {
      const saved = await plugin.cacheWillUpdate!({ response: file(kilobytes) } as never);
      if (!saved) return false;
      await cache.put(new Request(`https://example.org/files/${name}`), saved);
      await plugin.cacheDidUpdate!({ cacheName: 'files' } as never);
      return true;
    };
    expect(await save('a.pdf', 40)).toBe(true);
    expect(await save('b.pdf', 40)).toBe(true);
    expect(await save('a.pdf', 40)).toBe(true); // read again: now the most recent
    expect(await save('c.pdf', 40)).toBe(true);
    expect([...cache.entries.keys()].map((url) => url.split('/').pop())).toEqual(['a.pdf', 'c.pdf']);
    expect(await save('huge.pdf', 101)).toBe(false);
    expect(await plugin.cacheWillUpdate!({ response: new Response('', { status: 404 }) } as never)).toBeNull();
  });
});

describe('what the service worker leaves to the network alone (networkOnly)', () => {
  const scope = new URL('https://example.org/college/');

  it('is build.json at the root of the site, whatever its query, and nothing else', () => {
    expect(networkOnly(new URL('https://example.org/college/build.json'), scope)).toBe(true);
    expect(networkOnly(new URL('https://example.org/college/build.json?at=1796000000000'), scope)).toBe(true);
    expect(networkOnly(new URL('https://example.org/college/files/build.json'), scope)).toBe(false);
    expect(networkOnly(new URL('https://example.org/build.json'), scope)).toBe(false);
    expect(networkOnly(new URL('https://elsewhere.example/college/build.json'), scope)).toBe(false);
    expect(networkOnly(new URL('https://example.org/college/notices'), scope)).toBe(false);
  });

  it("is asked past the browser's own HTTP cache too", () => {
    const asked = uncached(new Request('https://example.org/college/build.json?at=1', { headers: { accept: 'application/json' } }));
    expect(asked.cache).toBe('no-store');
    expect(asked.url).toBe('https://example.org/college/build.json?at=1');
    expect(asked.headers.get('accept')).toBe('application/json');
  });

  it('is in the worker the fixture build wrote (npm run build:fixture)', () => {
    expect(readFileSync('dist-fixture/client/sw.js', 'utf8')).toContain('build.json');
  });
});
