import path from 'node:path';
import fg from 'fast-glob';
import { defineCollection } from './collection.ts';
import { people } from './people.ts';
import { staff } from './staff.ts';
import type { CompileContext } from '../context.ts';
import { MarkdownCache, readMarkdown } from '../loaders/markdown.ts';
import type { YamlSource } from '../loaders/yaml.ts';
import { validateYaml } from '../validate.ts';
import { nearestFirst } from '../suggest.ts';
import { fieldName } from '../fieldName.ts';
import { isTemplateName, TEMPLATE_NAMES, templates, type CompiledPage, type TemplateName } from '../templates/registry.ts';
import type { MadePage, Template, TemplateStore } from '../templates/template.ts';
import { CaptionsSchema, loadGalleryCaptions } from '../templates/galleryFolder.ts';
import { CAPTIONS_FILE } from '../../../common/galleryCaptions.ts';
import { contentPageRoute } from '../../../common/routes.ts';

/** A compiled Markdown page: its front matter (files resolved, figures derived), its route and its body as HTML. */
export type ContentPage = CompiledPage & { route: string; html: string; source: string };

/**
 * content/pages/<route>.md: the text pages. The file's path is the page's address:
 * content/pages/home/missionVision.md is /home/missionVision.
 */
export const pages = defineCollection({
  name: 'pages',
  /**
   * A page's front matter is the schema of the template it names: see templates/registry.ts. Every gallery
   * folder's captions file is read here too, whether or not a page names the folder.
   */
  files: { 'pages/**/*.md': undefined, [`**/${CAPTIONS_FILE}`]: CaptionsSchema },
  uses: [people, staff],
  load(ctx, store): Record<string, ContentPage> | undefined {
    const all = fg.sync('pages/**', { cwd: ctx.contentDir, dot: true }).sort();
    const files = all.filter((relative) => relative.endsWith('.md'));
    for (const relative of all) if (!relative.endsWith('.md')) warnNotAPage(ctx, relative);
    const templateStore: TemplateStore = { ...store, galleryCaptions: loadGalleryCaptions(ctx) };
    const result: Record<string, ContentPage> = {};
    for (const relative of files) {
      const file = `content/${relative}`;
      const route = contentPageRoute(relative.slice('pages/'.length));
      const source = readMarkdown(ctx.textFile(relative), ctx.problems, ctx.markdown);
      if (!source) continue;
      // A copy: the parsed source may be kept for the next compile (ctx.markdown), so it is never changed here.
      const raw = source.frontMatter.data;
      const data: Record<string, unknown> = raw && typeof raw === 'object' ? (Object.assign(Array.isArray(raw) ? [] : {}, raw) as Record<string, unknown>) : {};
      if (!('template' in data)) data.template = 'text';
      const name = knownTemplate(ctx, data.template, source.frontMatter);
      if (!name) continue;
      // Every template's step takes what its own schema gives, so one entry is used for both.
      const template: Template = templates[name];
      const frontMatter = MarkdownCache.derive(ctx.markdown, source, name, ctx.problems, (problems) =>
        validateYaml(template.schema, { ...source.frontMatter, data }, problems),
      );
      if (!frontMatter) continue;
      if (ctx.routes.taken(route, { file })) continue;
      // A page may make more than one address (a year list makes one per year).
      const lineOf = source.frontMatter.lineOf;
      const made = template.compile(ctx, frontMatter, { route, file, lineOf }, (at) => ({ file, line: lineOf(at), column: fieldName(at) }), templateStore) as
        MadePage<CompiledPage>[] | undefined;
      for (const { route: madeRoute, page } of made ?? []) {
        if (madeRoute !== route && ctx.routes.taken(madeRoute, { file }, 'addresses no other page has')) continue;
        ctx.routes.add(madeRoute, file);
        ctx.routes.title(madeRoute, page.title);
        ctx.anchors.set(madeRoute, new Set(source.headingIds));
        result[madeRoute] = { ...page, route: madeRoute, html: source.html, source: file };
      }
      ctx.pageLinks.push({ file, route, links: [...frontMatterRoutes(frontMatter, source.frontMatter.lineOf), ...source.links] });
    }
    return result;
  },
});

/** The pages a page's front matter links to (a card's or a committee's `route:`, a "Go back" link's `back:`), with their lines. */
function frontMatterRoutes(value: unknown, lineOf: YamlSource['lineOf'], at: (string | number)[] = []): { href: string; line?: number }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => frontMatterRoutes(item, lineOf, [...at, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === 'route' || key === 'back') && typeof inner === 'string'
      ? [{ href: inner, line: lineOf([...at, key]) }]
      : frontMatterRoutes(inner, lineOf, [...at, key]),
  );
}

/** An unknown template, quoted as typed, with the known names nearest first (the likeliest meant one leads). */
function knownTemplate(ctx: CompileContext, template: unknown, source: YamlSource): TemplateName | undefined {
  if (isTemplateName(template)) return template;
  const typed = typeof template === 'string' ? template : JSON.stringify(template);
  ctx.problems.add({
    file: source.file,
    line: source.lineOf(['template']),
    column: 'template',
    expected: 'the name of a template',
    found: typed,
    hint: `the templates are ${nearestFirst(typed, TEMPLATE_NAMES).join(', ')}`,
  });
  return undefined;
}

/** Files the office or a computer leaves behind: not pages, and nothing to tell the office about. */
const SYSTEM_FILE = /(^|\/)(\.ds_store|thumbs\.db|desktop\.ini|~\$[^/]*)$/i;

/** A file under pages/ that is not a .md page is left out: say so, with the name it probably meant. */
function warnNotAPage(ctx: CompileContext, relative: string): void {
  const file = `content/${relative}`;
  if (SYSTEM_FILE.test(relative)) {
    ctx.problems.warn(file, 'a system file, not a page: left out (it can be deleted)');
    return;
  }
  const name = path.posix.basename(relative);
  const stem = name.replace(/(\.(md|markdown|mdown|txt|text))+$/i, '');
  const meant = /\.(md|markdown|mdown|txt|text)$/i.test(name) && stem !== '' ? `${stem}.md` : undefined;
  ctx.problems.warn(
    file,
    meant
      ? `not a page, so it is not published: pages end in ".md" exactly; did you mean ${meant}?`
      : 'not a page, so it is not published: pages are Markdown files ending in ".md" (documents and photos belong in documents/ or images/)',
  );
}
