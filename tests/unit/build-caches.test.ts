import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeImageVariants } from '../../scripts/images/writeImageVariants.ts';
import { compileContent } from '../../scripts/content/compile.ts';
import { pages } from '../../scripts/content/collections/pages.ts';
import { withTempFolder } from './tempProject.ts';
import type { Asset } from '../../scripts/content/context.ts';

const folders: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A content folder with one small photo, and an empty cache holding an entry of a photo the site no longer has. */
async function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-caches-'));
  folders.push(root);
  const contentDir = path.join(root, 'content');
  mkdirSync(path.join(contentDir, 'galleries'), { recursive: true });
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d4f91' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(contentDir, 'galleries/photo.jpg'), photo);
  const cacheDir = path.join(root, 'cache');
  mkdirSync(cacheDir);
  writeFileSync(path.join(cacheDir, '0123456789abcdef-240.webp'), 'a photo removed from the site');
  const asset: Asset = { source: 'galleries/photo.jpg', url: '/files/galleries/photo.jpg', bytes: photo.length, format: 'JPG', width: 300, height: 200 };
  const build = () => writeImageVariants([asset], contentDir, path.join(root, 'client/files'), cacheDir);
  return { cacheDir, build };
}

describe("the build's caches (node_modules/.cache)", () => {
  it('with PRUNE_BUILD_CACHES=true (the deploy workflow), keep only the entries this build used', async () => {
    vi.stubEnv('PRUNE_BUILD_CACHES', 'true');
    const { cacheDir, build } = await site();
    const first = await build();
    expect(first.encoded).toBeGreaterThan(0);
    const kept = readdirSync(cacheDir).sort();
    expect(kept).not.toContain('0123456789abcdef-240.webp');
    expect(kept).toHaveLength(first.written);
    // What was kept is what the next build needs: it encodes nothing.
    expect((await build()).encoded).toBe(0);
  });

  it('by default, leave other entries alone: builds of other content may share the cache', async () => {
    const { cacheDir, build } = await site();
    await build();
    expect(existsSync(path.join(cacheDir, '0123456789abcdef-240.webp'))).toBe(true);
  });

  it("with PRUNE_BUILD_CACHES=true, the compiler's measured photo sizes keep only this site's photos", async () => {
    vi.stubEnv('PRUNE_BUILD_CACHES', 'true');
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9d6ea' } })
      .jpeg()
      .toBuffer();
    const gallery = '---\ntitle: Sports\ndescription: Photos of the sports meet.\ntemplate: gallery\nfolder: galleries/sports\n---\n';
    const files = {
      'content/pages/gallery/sports.md': gallery,
      'content/galleries/sports/01-race.jpg': photo,
      'node_modules/.cache/decoded-images/stale.json': '{}',
    };
    await withTempFolder(files, async (root) => {
      const result = await compileContent({ root, check: true, collections: [pages] });
      expect(result.problems).toEqual([]);
      const cacheDir = path.join(root, 'node_modules/.cache/decoded-images');
      const kept = readdirSync(cacheDir);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^[0-9a-f]{64}\.json$/);
    });
  });
});
