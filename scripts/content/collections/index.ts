import type { Collection } from './collection.ts';
import { site } from './site.ts';
import { navigation } from './navigation.ts';
import { pages } from './pages.ts';
import { results } from './results.ts';
import { rankHolders } from './rankHolders.ts';
import { governingBody } from './governingBody.ts';
import { staff } from './staff.ts';
import { questionPapers } from './questionPapers.ts';
import { home } from './home.ts';
import { admissionForm } from './admissionForm.ts';
import { notices } from './notices.ts';

/**
 * Every collection, in the order they compile. Navigation stays last: it checks the routes the others create.
 */
export const collections: Collection<unknown>[] = [site, pages, home, admissionForm, results, rankHolders, governingBody, staff, questionPapers, notices, navigation];
