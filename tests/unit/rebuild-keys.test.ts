import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeKey } from '../../scripts/lib/codeKey.ts';
import { cacheStep } from '../../scripts/lib/buildCaches.ts';
import { restoreBundle, saveBundle } from '../../scripts/lib/bundleCache.ts';
import { PrerenderCache } from '../../scripts/postbuild/prerenderCache.ts';
import { contentRead, type ContentReads } from '../../lib/contentReads.ts';
import { withTempFolder } from './tempProject.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A project's files: code, content, tests and an output folder. */
const project = {
  'package-lock.json': '{"lockfileVersion": 3}',
  'renderer/Page.tsx': 'export const Page = () => null;',
  'public/favicon.svg': '<svg/>',
  'content/pages/help.md': '---\ntitle: Help\n---\nText.',
  'tests/unit/a.test.ts': 'test',
  'dist/client/index.html': '<html></html>',
};

describe("the code key (what the build's caches of the bundle and pages are keyed by)", () => {
  it('changes with the code, the dependencies and the variables the pages read; not with content, tests or outputs', async () => {
    await withTempFolder(project, (root) => {
      const contentDir = path.join(root, 'content');
      const key = () => codeKey(root, contentDir);
      const first = key();
      expect(key()).toBe(first);
      for (const file of ['content/pages/help.md', 'tests/unit/a.test.ts', 'dist/client/index.html', 'content/pages/new.md']) {
        writeFileSync(path.join(root, file), 'changed');
        expect(key(), file).toBe(first);
      }
      const changed = new Set([first]);
      for (const file of ['renderer/Page.tsx', 'public/favicon.svg', 'package-lock.json', 'scripts/new-step.ts']) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), `changed ${file}`);
        changed.add(key());
      }
      vi.stubEnv('BASE_PATH', '/college/');
      changed.add(key());
      expect(changed.size).toBe(6);
    });
  });
});

describe('the cache of prerendered pages', () => {
  it('takes nothing from a cache file that is cut short or not a cache, and replaces it', async () => {
    await withTempFolder({ '.generated/site.json': '{"name":"College"}' }, (root) => {
      const file = path.join(root, 'cache/pages.bin');
      mkdirSync(path.dirname(file));
      const generated = path.join(root, '.generated');
      const reads = new Map([['site', undefined]]);
      const first = new PrerenderCache(file, 'code', generated);
      first.record('/', 'index.html', '<p>home</p>', reads);
      first.save();
      const same = new PrerenderCache(file, 'code', generated);
      expect(same.reuse('/')).toEqual({ file: 'index.html', html: '<p>home</p>' });
      same.discard();
      expect(new PrerenderCache(file, 'other code', generated).reuse('/')).toBeUndefined();

      for (const broken of ['not a cache', '']) {
        writeFileSync(file, broken);
        const cache = new PrerenderCache(file, 'code', generated);
        expect(cache.reuse('/')).toBeUndefined();
        cache.record('/', 'index.html', '<p>home</p>', reads);
        cache.save();
        expect(new PrerenderCache(file, 'code', generated).reuse('/')).toEqual({ file: 'index.html', html: '<p>home</p>' });
      }
    });
  });

  it('that cannot be written never stops the build: the pages go on, and the build warns and goes on without it', async () => {
    await withTempFolder({ '.generated/site.json': '{"name":"College"}', cache: 'a file where the cache folder should be' }, (root) => {
      const cache = new PrerenderCache(path.join(root, 'cache/pages.bin'), 'code', path.join(root, '.generated'));
      const page: ContentReads = {};
      contentRead(page, 'site');
      expect(() => cache.record('/', 'index.html', '<p>home</p>', page.contentReads)).not.toThrow();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      cacheStep('keep the prerendered pages in the cache', () => cache.save(), undefined);
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^warning: could not keep the prerendered pages in the cache \(.*\); the build goes on without it$/),
      ]);
      warn.mockRestore();
    });
  });

  it('renders again a page whose content changed, and does not keep a page that recorded no read', async () => {
    await withTempFolder({ '.generated/site.json': '{"name":"College"}', '.generated/pages.json': '{"/a":{"title":"A"},"/b":{"title":"B"}}' }, (root) => {
      const file = path.join(root, 'cache/pages.bin');
      const generated = path.join(root, '.generated');
      const first = new PrerenderCache(file, 'code', generated);
      // What the pages' hooks record (renderer/content.ts): the shell's site, and the page's own entry.
      const readsOf = (url: string, title: string) => {
        const page: ContentReads = {};
        contentRead(page, 'site');
        contentRead(page, 'pages', url, { title });
        return page.contentReads;
      };
      for (const [url, title] of [
        ['/a', 'A'],
        ['/b', 'B'],
      ])
        first.record(url, `${url.slice(1)}/index.html`, title, readsOf(url, title));
      first.record('/c', 'c/index.html', 'C', new Map());
      first.save();

      writeFileSync(path.join(generated, 'pages.json'), '{"/a":{"title":"A"},"/b":{"title":"B, edited"}}');
      const second = new PrerenderCache(file, 'code', generated);
      expect(second.reuse('/a')?.html).toBe('A');
      expect(second.reuse('/b')).toBeUndefined();
      expect(second.reuse('/c')).toBeUndefined();
      second.discard();

      writeFileSync(path.join(generated, 'site.json'), '{"name":"College, renamed"}');
      expect(new PrerenderCache(file, 'code', generated).reuse('/a')).toBeUndefined();
    });
  });
});

describe("the pages' reads of the compiled content", () => {
  /** Every source file of the pages' server code, with its text. */
  const sources = () =>
    fg
      .sync(['pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'], { cwd: process.cwd() })
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('go through pageContent or pageContentEntry, which record them for the cache of prerendered pages; readContent only lists addresses', () => {
    // A page that read content unrecorded would be taken from the cache after that content changed.
    const readers = sources()
      .filter(({ file, text }) => file !== 'renderer/content.ts' && /\breadContent\b/.test(text))
      .map(({ file }) => file);
    expect(readers.filter((file) => !file.endsWith('+onBeforePrerenderStart.ts'))).toEqual(['renderer/components/staff/staffPageData.ts']);
    const staff = readFileSync('renderer/components/staff/staffPageData.ts', 'utf8');
    expect([...staff.matchAll(/readContent\('staff'\)/g)].length).toBe(1);
    expect(staff).toMatch(/export function staffRoutes\(kind: StaffKind\): string\[\] \{\n\s+return common\(kind, readContent\('staff'\)\)/);
    // Nothing else reads the compiled files: only renderer/content.ts imports the folder they are in.
    const folderReaders = sources().filter(({ file, text }) => file !== 'renderer/content.ts' && /import \{[^}]*\bGENERATED_DIR\b/.test(text));
    expect(folderReaders.map(({ file }) => file)).toEqual([]);
  });
});

describe('the cache of the bundle', () => {
  it("is copied into a new build's folder with that folder named in Vike's server entry, only for the same code and project", async () => {
    await withTempFolder({}, (root) => {
      const builtInto = path.join(root, 'dist.staging-1');
      mkdirSync(path.join(builtInto, 'server'), { recursive: true });
      mkdirSync(path.join(builtInto, 'client/assets'), { recursive: true });
      writeFileSync(path.join(builtInto, 'server/entry.mjs'), `const config = { "root": "${root}", "build": { "outDir": "${builtInto}/" } };`);
      writeFileSync(path.join(builtInto, 'client/assets/page.js'), 'export {};');
      const cacheDir = path.join(root, 'cache/bundle');
      saveBundle(cacheDir, 'code', builtInto);

      const next = path.join(root, 'dist.staging-2');
      expect(restoreBundle(cacheDir, 'code', next)).toBe(true);
      expect(readFileSync(path.join(next, 'server/entry.mjs'), 'utf8')).toBe(`const config = { "root": "${root}", "build": { "outDir": "${next}/" } };`);
      expect(readFileSync(path.join(next, 'client/assets/page.js'), 'utf8')).toBe('export {};');

      expect(restoreBundle(cacheDir, 'other code', path.join(root, 'dist.staging-3'))).toBe(false);
      expect(restoreBundle(cacheDir, 'code', path.join(root, 'elsewhere/dist.staging-4'))).toBe(false);
      // A server entry that does not name the folder it was built into is not used, and nothing of it is left.
      writeFileSync(path.join(cacheDir, 'bundle/server/entry.mjs'), 'const config = {};');
      expect(restoreBundle(cacheDir, 'code', path.join(root, 'dist.staging-5'))).toBe(false);
      expect(existsSync(path.join(root, 'dist.staging-5'))).toBe(false);
    });
  });
});
