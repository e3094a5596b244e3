import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pages } from '../../scripts/content/collections/pages.ts';
import type { ContentPage } from '../../scripts/content/collections/pages.ts';
import type { ContentProblem } from '../../scripts/content/errors.ts';
import { contentRecompiler } from '../../scripts/vite/contentRecompiler.ts';
import { devContent, publishDevContent } from '../../common/devContent.ts';
import { withTempFolder } from './tempProject.ts';

const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\ndescription: A page about ${title}.\n${extra}---\n\n${body}\n`;
const pageHtml = (route: string) => (devContent()?.pages as Record<string, ContentPage> | undefined)?.[route]?.html;

/** The dev server's recompiles, as its content plugin drives them, on a small project: what the pages would read. */
function recompiler(root: string) {
  const events: { compiled: (string | undefined)[]; failed: ContentProblem[][]; crashed: unknown[] } = { compiled: [], failed: [], crashed: [] };
  const recompile = contentRecompiler({
    root,
    contentDir: path.join(root, 'content'),
    collections: [pages],
    compiled: (changed) => events.compiled.push(changed),
    failed: (problems) => events.failed.push(problems),
    crashed: (error) => events.crashed.push(error),
  });
  return { recompile, events };
}

describe('the dev server recompiles content as it is edited', () => {
  afterEach(() => publishDevContent(undefined));

  it('shows an edited page, and keeps showing the other pages parsed before', () =>
    withTempFolder({ 'content/pages/rules.md': page('Rules', 'Be kind.'), 'content/pages/help.md': page('Help', 'Ask the office.') }, async (root) => {
      const { recompile, events } = recompiler(root);
      await recompile();
      expect(pageHtml('/rules')).toContain('Be kind.');

      const rules = path.join(root, 'content/pages/rules.md');
      writeFileSync(rules, page('Rules', 'Be kind and be on time.'));
      await recompile(rules);
      expect(pageHtml('/rules')).toContain('Be kind and be on time.');
      expect(pageHtml('/help')).toContain('Ask the office.');
      expect(events).toEqual({ compiled: [undefined, rules], failed: [], crashed: [] });
    }));

  it('shows a page added and drops a page deleted', () =>
    withTempFolder({ 'content/pages/rules.md': page('Rules', 'Be kind.') }, async (root) => {
      const { recompile, events } = recompiler(root);
      await recompile();
      const added = path.join(root, 'content/pages/timings.md');
      writeFileSync(added, page('Timings', 'Open from ten to four.'));
      await recompile(added);
      expect(pageHtml('/timings')).toContain('Open from ten to four.');
      const rules = path.join(root, 'content/pages/rules.md');
      rmSync(rules);
      await recompile(rules);
      expect(Object.keys(devContent()?.pages ?? {})).toEqual(['/timings']);
      expect(events.failed).toEqual([]);
    }));

  it('reports an edit that breaks a page with its file and line, and the pages keep the last good content', () =>
    withTempFolder({ 'content/pages/rules.md': page('Rules', 'Be kind.') }, async (root) => {
      const { recompile, events } = recompiler(root);
      await recompile();
      const rules = path.join(root, 'content/pages/rules.md');
      writeFileSync(rules, page('Rules', 'Be on time.', 'template: galery\n'));
      await recompile(rules);
      expect(events.failed).toHaveLength(1);
      expect(events.failed[0].map((problem) => [problem.file, problem.line, problem.found])).toEqual([['content/pages/rules.md', 4, 'galery']]);
      expect(pageHtml('/rules')).toContain('Be kind.');

      // Fixed again, the page shows the new text.
      writeFileSync(rules, page('Rules', 'Be on time.'));
      await recompile(rules);
      expect(pageHtml('/rules')).toContain('Be on time.');
      expect(events.compiled).toEqual([undefined, rules]);
    }));

  it('takes the edits saved during a compile in one more compile, with the last text', () =>
    withTempFolder({ 'content/pages/rules.md': page('Rules', 'Be kind.') }, async (root) => {
      const { recompile, events } = recompiler(root);
      const rules = path.join(root, 'content/pages/rules.md');
      const first = recompile();
      writeFileSync(rules, page('Rules', 'Second text.'));
      const second = recompile(rules);
      writeFileSync(rules, page('Rules', 'Third text.'));
      const third = recompile(rules);
      await Promise.all([first, second, third]);
      expect(events.compiled).toEqual([undefined, rules]);
      expect(pageHtml('/rules')).toContain('Third text.');
    }));
});
