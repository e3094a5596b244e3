import type { Collection } from './collection.ts';
import { site } from './site.ts';
import { navigation } from './navigation.ts';
import { pages } from './pages.ts';

/**
 * Every collection, in the order they compile. Navigation stays last: it checks the routes the others create.
 */
export const collections: Collection<unknown>[] = [site, pages, navigation];
