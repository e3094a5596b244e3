import fg from 'fast-glob';
import { defineCollection } from './collection.ts';
import { readMarkdown } from '../loaders/markdown.ts';
import { validateYaml } from '../validate.ts';
import { PageFrontMatterSchema } from '../schemas/page.ts';
import { compilePageTemplate, type CompiledPage } from '../derive/pageTemplates.ts';

/** A compiled Markdown page: its front matter (files resolved, figures derived), its route and its body as HTML. */
export type ContentPage = CompiledPage & { route: string; html: string; source: string };

/**
 * content/pages/<route>.md: the text pages. The file's path is the page's address:
 * content/pages/home/missionVision.md is /home/missionVision.
 */
export const pages = defineCollection<Record<string, ContentPage>>({
  name: 'pages',
  compile(ctx) {
    const files = fg.sync('pages/**/*.md', { cwd: ctx.contentDir }).sort();
    const result: Record<string, ContentPage> = {};
    for (const relative of files) {
      const file = `content/${relative}`;
      const route = `/${relative.slice('pages/'.length, -'.md'.length)}`;
      const source = readMarkdown(ctx.abs(relative), file, ctx.problems);
      if (!source) continue;
      if (!source.frontMatter.data || typeof source.frontMatter.data !== 'object') source.frontMatter.data = {};
      if (!('template' in (source.frontMatter.data as object))) (source.frontMatter.data as Record<string, unknown>).template = 'text';
      const frontMatter = validateYaml(PageFrontMatterSchema, source.frontMatter, ctx.problems);
      if (!frontMatter) continue;
      if (ctx.routes.has(route)) {
        ctx.problems.add({ file, expected: `a route no other page has`, found: route, hint: `pages/${route.slice(1)}/+Page.tsx already serves it: remove one of the two` });
        continue;
      }
      // A page may make more than one address (a year list makes one per year).
      const made = compilePageTemplate(ctx, frontMatter, { route, file, lineOf: source.frontMatter.lineOf });
      for (const { route: madeRoute, page } of made ?? []) {
        ctx.routes.add(madeRoute, file);
        result[madeRoute] = { ...page, route: madeRoute, html: source.html, source: file };
      }
    }
    return result;
  },
});
