import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { understoodLine, understoodWarning } from '../../scripts/buildSupport/toolOutput.ts';

/**
 * What the build lets the tools print (scripts/buildSupport/toolOutput.ts): a dependency's warning is let go only when
 * it is one understood, in the package it is understood for; the same warning about the project's own code, or another
 * package's, is printed. That the build prints its own lines alone is shown by the build itself
 * (build-reproducible.test.ts).
 */
describe('a tool’s warning', () => {
  it('is let go when understood, for the package it is understood for', () => {
    expect(understoodWarning({ code: 'EVAL', id: '/work/site/node_modules/gray-matter/lib/engines.js', message: 'Use of direct `eval`' })).toBe(true);
    expect(understoodWarning({ code: 'EVAL', message: 'Use of direct `eval` in node_modules/@iarna/toml/lib/toml-parser.js:178' })).toBe(true);
    expect(understoodWarning({ code: 'MODULE_LEVEL_DIRECTIVE', id: 'C:\\site\\node_modules\\react-toastify\\dist\\index.mjs', message: '"use client"' })).toBe(
      true,
    );
    expect(
      understoodLine(
        "\u001b[33m7:30:44 PM [vike][Warning] build.cssCodeSplit shouldn't be set to false (https://github.com/vikejs/vike/issues/1993)\u001b[39m",
      ),
    ).toBe(true);
  });

  it('is let go when it asks for a label for the bundler’s timing report', () => {
    const timingLabel = { code: 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME', message: '`output.codeSplitting.groups[1].name` is a function. Set …' };
    expect(understoodWarning(timingLabel)).toBe(true);
  });

  it('is printed about the project’s own code, another package, or anything else', () => {
    expect(understoodWarning({ code: 'EVAL', id: '/work/site/editor/decap/main.ts', message: 'Use of direct `eval`' })).toBe(false);
    expect(understoodWarning({ code: 'MODULE_LEVEL_DIRECTIVE', id: '/work/site/node_modules/some-ui/index.mjs', message: '"use client"' })).toBe(false);
    expect(understoodWarning({ code: 'CIRCULAR_DEPENDENCY', id: '/work/site/node_modules/gray-matter/index.js', message: 'circular' })).toBe(false);
    expect(understoodWarning({ code: 'PLUGIN_WARNING', message: 'Module "node:fs" has been externalized for browser compatibility' })).toBe(false);
    expect(understoodLine('[vike][Warning] some other advice')).toBe(false);
  });
});

/** The project's modules `file` imports for what they do (type-only imports left out), as paths from the project root. */
function importedModules(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import (?!type\b)[^'"]*?['"]([^'"]+)['"]/gm)].map(([, name]) => name);
}

describe('the editor’s bundle, made for the browser', () => {
  it('holds none of the project’s modules that reach Node’s file system (Vite would put an empty stand-in there)', () => {
    const root = path.join(import.meta.dirname, '../..');
    const seen = new Set<string>();
    const reachingNode: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const name of importedModules(path.join(root, file))) {
        if (name.startsWith('node:')) reachingNode.push(`${file} imports ${name}`);
        else if (name.startsWith('.') && /\.tsx?$/.test(name)) visit(path.relative(root, path.resolve(root, path.dirname(file), name)));
      }
    };
    visit('editor/decap/main.ts');
    expect(seen.size).toBeGreaterThan(40);
    expect(seen).toContain('scripts/content/entryCheck.ts');
    expect(reachingNode).toEqual([]);
  });
});
