import type { Asset, CompileContext, Where } from '../context.ts';
import type { LinkEntry } from '../schemas/templates/links.ts';

/** A link ready for a page: a page of this site, a served file (its format and size shown), or another site. */
export type CompiledLink =
  { label: string; kind: 'route'; route: string } | { label: string; kind: 'file'; file: Asset } | { label: string; kind: 'external'; url: string };

/** Resolves a link's file (reporting a missing one at `where`); undefined when it is missing. */
export function compileLink(ctx: CompileContext, link: LinkEntry, where: Where, defaultLabel = 'View'): CompiledLink | undefined {
  const label = link.label ?? defaultLabel;
  if (link.route) return { label, kind: 'route', route: link.route };
  if (link.url) return { label, kind: 'external', url: link.url };
  const file = ctx.asset(link.file as string, { ...where, column: where.column ? `${where.column}.file` : 'file' });
  return file && { label, kind: 'file', file };
}
