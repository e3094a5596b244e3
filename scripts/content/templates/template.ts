import type { z } from 'zod';
import type { CompileContext } from '../context.ts';
import type { StoreOf } from '../collections/collection.ts';
import type { people } from '../collections/people.ts';
import type { staff } from '../collections/staff.ts';
import type { GalleryCaptions } from './galleryFolder.ts';

/** The Markdown file a page comes from: its address, its path for problems, and the line of any front matter value. */
export interface PageSource {
  route: string;
  file: string;
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/** Where a value of the page's front matter stands, for problems. */
export type WhereIn = (path: (string | number)[]) => { file: string; line?: number; column: string };

/**
 * What page templates read besides their page: the collections the pages collection uses (so they load first),
 * and every gallery folder's captions, read once by the pages collection's load (templates/galleryFolder.ts).
 */
export type TemplateStore = StoreOf<[typeof people, typeof staff]> & { galleryCaptions: GalleryCaptions };

/** A page a template makes: one file may make several (a year list makes one per year plus its own address). */
export interface MadePage<Page> {
  route: string;
  page: Page;
}

/**
 * A page template as the compiler knows it: the schema of its front matter (with its `template:` literal)
 * and the step that turns valid front matter into what its component shows. Its component is the entry of
 * the same name in pages/content/templateComponents.ts, which the type checker holds to this registry.
 */
export interface Template<Schema extends z.ZodObject = z.ZodObject, Page extends { template: string } = { template: string }> {
  schema: Schema;
  /** Returns every page the file makes, or undefined after reporting problems. */
  compile(ctx: CompileContext, page: z.output<Schema>, source: PageSource, where: WhereIn, store: TemplateStore): MadePage<Page>[] | undefined;
}

/** Every template by the name `template:` gives it (the name is also its schema's `template` literal). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own schema and page type
export type TemplateRegistry = Record<string, Template<any, any>>;

/** Declares a template, inferring its page type from its compile step. */
export const defineTemplate = <Schema extends z.ZodObject, Page extends { template: string }>(template: Template<Schema, Page>) => template;

/** The page a template's compile step makes. */
export type PageOf<T> = T extends Template<z.ZodObject, infer Page> ? Page : never;

/** For templates whose front matter is what the component shows. */
export function asWritten<Page extends { template: string }>(_ctx: CompileContext, page: Page, source: PageSource): MadePage<Page>[] {
  return [{ route: source.route, page }];
}
