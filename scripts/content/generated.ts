/**
 * The shape of every JSON file the compiler writes to .generated/, by name.
 * Pages read them through renderer/content.ts; this is the one place their types meet.
 */
import type { SiteData } from './collections/site.ts';
import type { Navigation } from './schemas/navigation.ts';
import type { Asset } from './context.ts';
import type { ContentPage } from './collections/pages.ts';
import type { ResultYear } from './derive/yearTotals.ts';
import type { RankHolder } from './collections/rankHolders.ts';
import type { GoverningMember } from './schemas/governingBody.ts';
import type { StaffData } from './collections/staff.ts';
import type { QuestionBank } from './collections/questionPapers.ts';
import type { HomeData } from './collections/home.ts';
import type { AdmissionForm } from './schemas/admissionForm.ts';
import type { NoticeBoard } from './derive/noticeBoard.ts';

export interface GeneratedContent {
  site: SiteData;
  navigation: Navigation;
  /** Markdown pages by route. */
  pages: Record<string, ContentPage>;
  /** The home page's carousel, notice and testimonials (content/home/). */
  home: HomeData;
  /** The admission form's texts and answer lists (content/admission-form.yaml). */
  admissionForm: AdmissionForm;
  /** Examination results by year, newest first, each with its derived totals row (content/results/). */
  results: ResultYear[];
  /** University rank holders with derived serial numbers (content/rank-holders.csv). */
  rankHolders: RankHolder[];
  /** Members of the governing body (content/governing-body.csv). */
  governingBody: GoverningMember[];
  /** Teaching departments and non-teaching sections with their people (content/staff/). */
  staff: StaffData;
  /** The question bank's programmes; each programme's tree is public/data/question-bank/<slug>.json. */
  questionBank: QuestionBank;
  /** The notice board, newest first, with "New" and "closed" worked out for the build day (content/notices/). */
  notices: NoticeBoard;
  /** Every file under content/ the site serves. */
  assets: Asset[];
  /** Every internal route that has a page. */
  routes: string[];
  /** When each route's content last changed (YYYY-MM-DD), from git history or file times. */
  lastUpdated: Record<string, string>;
}

export type GeneratedName = keyof GeneratedContent;

/** Where the compiled JSON lives, relative to the project root (git-ignored). */
export const GENERATED_DIR = '.generated';
