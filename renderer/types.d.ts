import type { GeneratedContent } from '../common/generated.ts';

/** What every page's +data returns at least: its own title and description. */
interface PageMeta {
  title: string;
  description: string;
}

declare global {
  namespace Vike {
    interface PageContext {
      /** What the shell shows: the site, the menu, and when this page's content last changed. */
      shell: { site: GeneratedContent['site']; navigation: GeneratedContent['navigation']; lastUpdated: string | undefined };
      data?: PageMeta;
    }
  }
}
