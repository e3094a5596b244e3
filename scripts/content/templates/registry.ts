import {
  AssociationsPageSchema,
  CardsPageSchema,
  CommitteePageSchema,
  ContactPageSchema,
  DepartmentPageSchema,
  DocumentPageSchema,
  FeesPageSchema,
  GalleryPageSchema,
  MeetingsPageSchema,
  PeoplePageSchema,
  SurveyPageSchema,
  TextPageSchema,
  YearListPageSchema,
} from '../schemas/page.ts';
import { compileDocumentPage } from './documentPage.ts';
import { compilePeoplePage } from './peoplePage.ts';
import { compileAssociationsPage } from './associationsPage.ts';
import { compileFeesPage } from './feesPage.ts';
import { compileYearListPage } from './yearListPage.ts';
import { compileCardsPage } from './cardsPage.ts';
import { compileCommitteePage } from './committeePage.ts';
import { compileMeetingPages } from './meetingsPage.ts';
import { compileSurveyPage } from './surveyPage.ts';
import { compileDepartmentPage, compileGalleryPage } from './galleryPages.ts';
import { asWritten, defineTemplate, type PageOf, type TemplateRegistry } from './template.ts';

/**
 * Every template a Markdown page can use, by the name its `template:` field gives. A new template is one
 * schema (schemas/page.ts), one compile step (templates/<name>Page.ts) and one component, registered here:
 * the names in error messages and the front matter and compiled page types are read from this object.
 * The component is registered apart, in pages/content/templateComponents.ts: the build and the browser code
 * may not import each other (an ESLint rule forbids it), so that map cannot be read from here. Its type
 * instead requires a component for every template this registry makes, so a template added here without
 * one fails the type check.
 */
export const templates = {
  text: defineTemplate({ schema: TextPageSchema, compile: asWritten }),
  document: defineTemplate({ schema: DocumentPageSchema, compile: compileDocumentPage }),
  people: defineTemplate({ schema: PeoplePageSchema, compile: compilePeoplePage }),
  associations: defineTemplate({ schema: AssociationsPageSchema, compile: compileAssociationsPage }),
  fees: defineTemplate({ schema: FeesPageSchema, compile: compileFeesPage }),
  contact: defineTemplate({ schema: ContactPageSchema, compile: asWritten }),
  'year-list': defineTemplate({ schema: YearListPageSchema, compile: compileYearListPage }),
  cards: defineTemplate({ schema: CardsPageSchema, compile: compileCardsPage }),
  committee: defineTemplate({ schema: CommitteePageSchema, compile: compileCommitteePage }),
  /** The list of meetings, and each meeting's own page (template 'meeting'). */
  meetings: defineTemplate({ schema: MeetingsPageSchema, compile: compileMeetingPages }),
  survey: defineTemplate({ schema: SurveyPageSchema, compile: compileSurveyPage }),
  gallery: defineTemplate({ schema: GalleryPageSchema, compile: compileGalleryPage }),
  department: defineTemplate({ schema: DepartmentPageSchema, compile: compileDepartmentPage }),
} satisfies TemplateRegistry;

export type TemplateName = keyof typeof templates;

/** The names `template:` accepts, in the registry's order. */
export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

export const isTemplateName = (name: unknown): name is TemplateName => typeof name === 'string' && Object.hasOwn(templates, name);

/** What a page shows, by template: the front matter after files are resolved and figures derived. */
export type CompiledPage = { [Name in TemplateName]: PageOf<(typeof templates)[Name]> }[TemplateName];
