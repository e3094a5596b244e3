import type { ComponentType } from 'react';
import type { ContentPage } from '../../common/contentTypes.ts';
import { TextPage } from './templates/TextPage.tsx';
import { DocumentPage } from './templates/DocumentPage.tsx';
import { PeoplePage } from './templates/PeoplePage.tsx';
import { AssociationsPage } from './templates/AssociationsPage.tsx';
import { FeesPage } from './templates/FeesPage.tsx';
import { ContactPage } from './templates/ContactPage.tsx';
import { YearListPage } from './templates/YearListPage.tsx';
import { CardsPage } from './templates/CardsPage.tsx';
import { CommitteePage } from './templates/CommitteePage.tsx';
import { MeetingListPage, MeetingPage } from './templates/MeetingsPage.tsx';
import { SurveyPage } from './templates/SurveyPage.tsx';
import { GalleryPage } from './templates/GalleryPage.tsx';
import { DepartmentPage } from './templates/DepartmentPage.tsx';

/** One component for every page template the compiler's registry makes (scripts/content/templates/registry.ts). */
type TemplateComponents = { [Name in ContentPage['template']]: ComponentType<{ page: Extract<ContentPage, { template: Name }> }> };

/** The component of each template: a template the registry gains without a component here fails the type check. */
export const templateComponents = {
  text: TextPage,
  document: DocumentPage,
  people: PeoplePage,
  associations: AssociationsPage,
  fees: FeesPage,
  contact: ContactPage,
  'year-list': YearListPage,
  cards: CardsPage,
  committee: CommitteePage,
  meetings: MeetingListPage,
  meeting: MeetingPage,
  survey: SurveyPage,
  gallery: GalleryPage,
  department: DepartmentPage,
} satisfies TemplateComponents;
