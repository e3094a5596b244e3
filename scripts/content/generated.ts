/**
 * The shape of every JSON file the compiler writes to .generated/, by name.
 * Pages read them through renderer/content.ts; this is the one place their types meet.
 */
import type { SiteData } from './collections/site.ts';
import type { Navigation } from './schemas/navigation.ts';
import type { Asset } from './context.ts';
import type { ContentPage } from './collections/pages.ts';

export interface GeneratedContent {
  site: SiteData;
  navigation: Navigation;
  /** Markdown pages by route. */
  pages: Record<string, ContentPage>;
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
