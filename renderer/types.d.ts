import type { GeneratedContent } from '../lib/generated.ts';

/** What every page's +data returns at least: its own title and description. */
interface PageMeta {
  title: string;
  description: string;
}

declare global {
  namespace Vike {
    interface PageContext {
      shell: { site: GeneratedContent['site']; navigation: GeneratedContent['navigation']; lastUpdated: GeneratedContent['lastUpdated'] };
      data?: PageMeta;
    }
  }
}
