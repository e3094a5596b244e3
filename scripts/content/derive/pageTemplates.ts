import type { CompileContext } from '../context.ts';
import type { PageFrontMatter } from '../schemas/page.ts';
import type { OtherFee } from '../schemas/templates/fees.ts';
import { compileDocument, type CompiledDocument } from './documents.ts';
import { withSemesterTotal, type ProgrammeFeesWithTotal } from './feeTotals.ts';
import { newestFirst, yearSegment } from './yearList.ts';
import { compileCardsPage, type CardsPage } from './cardPages.ts';
import { compileCommitteePage, type CommitteePage } from './committeePage.ts';
import { compileMeetingPages, type MeetingListPage, type MeetingPage } from './meetingPages.ts';
import { compileSurveyPage, type SurveyPage } from './surveyPage.ts';
import { compileDepartmentPage, compileGalleryPage, type DepartmentPage, type GalleryPage } from './galleryPages.ts';
import { peopleDirectory, type CompiledPerson } from './peopleDirectory.ts';
import { fieldName } from '../fieldName.ts';

type FrontMatterOf<T extends PageFrontMatter['template']> = Extract<PageFrontMatter, { template: T }>;

export type DocumentPage = Omit<FrontMatterOf<'document'>, 'documents'> & { documents: CompiledDocument[] };

export type PeoplePage = Omit<FrontMatterOf<'people'>, 'people'> & { people: CompiledPerson[] };

export type AssociationsPage = Omit<FrontMatterOf<'associations'>, 'associations'> & {
  associations: {
    name: string;
    established?: string;
    about?: string;
    /** Whether the table has a Class column (any member has a class). */
    hasClass: boolean;
    members: { serial: number; name: string; class?: string; designation: string }[];
  }[];
};

export type FeesPage = Omit<FrontMatterOf<'fees'>, 'programmes'> & {
  programmes: ProgrammeFeesWithTotal[];
  oneTime: OtherFee[];
  additional: OtherFee[];
};

/** One page of a year list: the year shown, and every year's side link, newest first. */
export type YearListPage = Omit<FrontMatterOf<'year-list'>, 'entries'> & {
  /** The list's own title, e.g. "Academic Calender" (the page's title adds the year). */
  listTitle: string;
  listRoute: string;
  years: { year: string; route: string }[];
  current: { year: string; route: string; document: CompiledDocument };
};

/** Templates whose front matter the compiler turns into something else; every other template passes through. */
interface Compiled {
  document: DocumentPage;
  people: PeoplePage;
  associations: AssociationsPage;
  fees: FeesPage;
  'year-list': YearListPage;
  cards: CardsPage;
  committee: CommitteePage;
  /** The list of meetings, and each meeting's own page (template 'meeting'). */
  meetings: MeetingListPage | MeetingPage;
  survey: SurveyPage;
  gallery: GalleryPage;
  department: DepartmentPage;
}

/** What a page shows, by template: the front matter after files are resolved and figures derived. */
export type CompiledPage = Exclude<PageFrontMatter, { template: keyof Compiled }> | Compiled[keyof Compiled];

export interface PageSource {
  route: string;
  file: string;
  /** The line of a front matter value (for problems). */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Resolves a page's files and derives its figures. Returns every page the file makes (a year list makes
 * one per year plus its own address), or undefined after reporting problems.
 */
export function compilePageTemplate(ctx: CompileContext, page: PageFrontMatter, source: PageSource): { route: string; page: CompiledPage }[] | undefined {
  const where = (path: (string | number)[]) => ({ file: source.file, line: source.lineOf(path), column: fieldName(path) });
  switch (page.template) {
    case 'document': {
      const documents = page.documents.map((doc, index) => compileDocument(ctx, doc, where(['documents', index])));
      if (documents.some((doc) => !doc)) return undefined;
      return [{ route: source.route, page: { ...page, documents: documents as CompiledDocument[] } }];
    }
    case 'people': {
      const directory = peopleDirectory(ctx);
      if (!directory) return undefined;
      const people = page.people.map((key, index) => {
        const person = directory.get(key);
        if (!directory.has(key)) {
          ctx.problems.add({ ...where(['people', index]), expected: 'a person listed in content/people.yaml', found: key, hint: `known: ${[...directory.keys()].join(', ')}` });
        }
        return person;
      });
      if (people.some((person) => !person)) return undefined;
      return [{ route: source.route, page: { ...page, people: people as CompiledPerson[] } }];
    }
    case 'associations': {
      const associations = page.associations.map((association) => ({
        ...association,
        hasClass: association.members.some((member) => member.class !== undefined),
        members: association.members.map((member, index) => ({ serial: index + 1, ...member })),
      }));
      return [{ route: source.route, page: { ...page, associations } }];
    }
    case 'fees':
      return [{ route: source.route, page: { ...page, programmes: page.programmes.map(withSemesterTotal) } }];
    case 'year-list':
      return compileYearList(ctx, page, source, where);
    case 'cards':
      return compileCardsPage(ctx, page, source, where);
    case 'committee':
      return compileCommitteePage(ctx, page, source, where);
    case 'meetings':
      return compileMeetingPages(ctx, page, source, where);
    case 'survey':
      return compileSurveyPage(ctx, page, source, where);
    case 'gallery':
      return compileGalleryPage(ctx, page, source, where);
    case 'department':
      return compileDepartmentPage(ctx, page, source, where);
    default:
      return [{ route: source.route, page }];
  }
}

function compileYearList(
  ctx: CompileContext,
  page: FrontMatterOf<'year-list'>,
  source: PageSource,
  where: (path: (string | number)[]) => { file: string; line?: number; column: string },
): { route: string; page: CompiledPage }[] | undefined {
  const seen = new Set<string>();
  let ok = true;
  const entries = page.entries.map((entry, index) => {
    if (seen.has(entry.year)) {
      ctx.problems.add({ ...where(['entries', index, 'year']), expected: 'a year no other entry has', found: entry.year, hint: 'each year has one document; remove or correct one of the two' });
      ok = false;
    }
    seen.add(entry.year);
    const { year, title, ...doc } = entry;
    const kind = doc.file ? 'file' : doc.url ? 'url' : 'images';
    const document = compileDocument(ctx, { ...doc, title: title ?? `${page.title} ${year}` }, { ...where(['entries', index, kind]), column: fieldName(['entries', index]) });
    if (!document) ok = false;
    return { year, route: `${source.route}/${yearSegment(year)}`, document: document as CompiledDocument };
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
  return [
    { route: source.route, page: pageFor(ordered[0], false) },
    ...ordered.map((entry) => ({ route: entry.route, page: pageFor(entry, true) })),
  ];
}
