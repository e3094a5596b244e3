import type { StoreOf } from './collection.ts';
import { site } from './site.ts';
import { navigation } from './navigation.ts';
import { people } from './people.ts';
import { pages } from './pages.ts';
import { results } from './results.ts';
import { rankHolders } from './rankHolders.ts';
import { governingBody } from './governingBody.ts';
import { staff } from './staff.ts';
import { questionPapers } from './questionPapers.ts';
import { home } from './home.ts';
import { admissionForm } from './admissionForm.ts';
import { notices } from './notices.ts';
import { disclosures } from './disclosures.ts';

/**
 * Every collection. Each loads after the collections it `uses`; the order here is only the order of
 * their problems in a report.
 */
export const collections = [
  site,
  people,
  staff,
  pages,
  home,
  admissionForm,
  results,
  rankHolders,
  governingBody,
  questionPapers,
  notices,
  disclosures,
  navigation,
] as const;

/** Every collection's loaded data, by name. */
export type Store = StoreOf<typeof collections>;
