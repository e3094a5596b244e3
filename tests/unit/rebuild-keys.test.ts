import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeKey } from '../../scripts/buildSupport/codeKey.ts';
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

describe("the code key (what the build's cache of rendered Markdown is keyed by)", () => {
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
