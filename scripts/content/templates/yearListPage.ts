import type { z } from 'zod';
import type { CompileContext } from '../context.ts';
import type { YearListPageSchema } from '../schemas/page.ts';
import { fieldName } from '../fieldName.ts';
import type { MadePage, PageSource, WhereIn } from './template.ts';
import { compileDocument, type CompiledDocument } from './documents.ts';
import { newestFirst } from '../derive/yearList.ts';
import { yearListYearRoute } from '../../../common/routes.ts';

type YearListFrontMatter = z.output<typeof YearListPageSchema>;

/** One page of a year list: the year shown, and every year's side link, newest first. */
type YearListPage = Omit<YearListFrontMatter, 'entries'> & {
  /** The list's own title, e.g. "Academic Calender" (the page's title adds the year). */
  listTitle: string;
  listRoute: string;
  years: { year: string; route: string }[];
  current: { year: string; route: string; document: CompiledDocument };
};

/** Makes the list's own page (showing the newest year) and one page per year, each with its document resolved. */
export function compileYearListPage(ctx: CompileContext, page: YearListFrontMatter, source: PageSource, where: WhereIn): MadePage<YearListPage>[] | undefined {
  const seen = new Set<string>();
  let ok = true;
  const entries = page.entries.map((entry, index) => {
    if (seen.has(entry.year)) {
      ctx.problems.add({
        ...where(['entries', index, 'year']),
        expected: 'a year no other entry has',
        found: entry.year,
        hint: 'each year has one document; remove or correct one of the two',
      });
      ok = false;
    }
    seen.add(entry.year);
    const { year, title, ...doc } = entry;
    const kind = doc.file ? 'file' : doc.url ? 'url' : 'images';
    const document = compileDocument(
      ctx,
      { ...doc, title: title ?? `${page.title} ${year}` },
      { ...where(['entries', index, kind]), column: fieldName(['entries', index]) },
    );
    if (!document) ok = false;
    return { year, route: yearListYearRoute(source.route, year), document: document as CompiledDocument };
  });
  if (!ok) return undefined;

  const ordered = newestFirst(entries);
  const { entries: _entries, ...common } = page;
  const years = ordered.map(({ year, route }) => ({ year, route }));
  const pageFor = (current: (typeof ordered)[number], own: boolean): YearListPage => ({
    ...common,
    title: own ? `${page.title} ${current.year}` : page.title,
    description: own ? `${page.title} ${current.year}: ${page.description}` : page.description,
    listTitle: page.title,
    listRoute: source.route,
    years,
    current,
  });
  return [{ route: source.route, page: pageFor(ordered[0], false) }, ...ordered.map((entry) => ({ route: entry.route, page: pageFor(entry, true) }))];
}
