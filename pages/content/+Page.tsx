import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
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

/** Picks the template the page's front matter names. */
export default function Page() {
  const page = useData<Data>();
  switch (page.template) {
    case 'text':
      return <TextPage page={page} />;
    case 'document':
      return <DocumentPage page={page} />;
    case 'people':
      return <PeoplePage page={page} />;
    case 'associations':
      return <AssociationsPage page={page} />;
    case 'fees':
      return <FeesPage page={page} />;
    case 'contact':
      return <ContactPage page={page} />;
    case 'year-list':
      return <YearListPage page={page} />;
    case 'cards':
      return <CardsPage page={page} />;
    case 'committee':
      return <CommitteePage page={page} />;
    case 'meetings':
      return <MeetingListPage page={page} />;
    case 'meeting':
      return <MeetingPage page={page} />;
    case 'survey':
      return <SurveyPage page={page} />;
    case 'gallery':
      return <GalleryPage page={page} />;
    case 'department':
      return <DepartmentPage page={page} />;
  }
}
