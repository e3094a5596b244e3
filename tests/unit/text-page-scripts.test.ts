import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a text page of the fixture build (dist-fixture/, npm run build:fixture) makes the browser fetch before it can
 * run its one script: the script itself and what it imports at once, each file a request after the one that names it.
 * A text page's script is the shell's alone (renderer/+client.ts); the small modules it shares with the pages' scripts
 * are one chunk (vite.config.ts, SHELL_SHARED), not one each, named in the page's head so that the browser fetches it
 * beside the script: three requests of half a kilobyte, one after another, once made a text page's largest paint (as
 * Lighthouse reckons it) a tenth of a second later.
 */
const client = path.join(import.meta.dirname, '../../dist-fixture/client');

/** The script files `file` (a path under client/) imports at once, and theirs, in the order met. */
function staticImports(file: string, found: string[] = []): string[] {
  const text = readFileSync(path.join(client, file), 'utf8');
  for (const [, name] of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},\s*]+from\s*)?["']([^"']+)["']/g)) {
    const imported = path.posix.join(path.posix.dirname(file), name);
    if (!found.includes(imported)) {
      found.push(imported);
      staticImports(imported, found);
    }
  }
  return found;
}

describe('a text page’s scripts', () => {
  it('are the shell’s script and one chunk it shares with the pages, under 5 KB together compressed', () => {
    const html = readFileSync(path.join(client, 'home/missionVision/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map(([, src]) => src);
    expect(scripts).toEqual([expect.stringMatching(/^assets\/entries\/renderer_client\.[\w-]+\.js$/)]);
    const files = [scripts[0], ...staticImports(scripts[0])];
    expect(files.every((file) => existsSync(path.join(client, file)))).toBe(true);
    expect(files).toHaveLength(2);
    // The chunk is asked for beside the script, not once the script has arrived (scripts/postbuild/modulePreloads.ts).
    expect(html).toContain(`<link rel="modulepreload" href="/${files[1]}">`);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(client, file))).length, 0);
    expect(bytes).toBeLessThan(5 * 1024);
  });
});
