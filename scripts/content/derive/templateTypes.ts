import type { PageFrontMatter } from '../schemas/page.ts';

/** The validated front matter of one template. */
export type FrontMatterOf<T extends PageFrontMatter['template']> = Extract<PageFrontMatter, { template: T }>;

/** Where a value of the page's front matter stands, for problems. */
export type WhereIn = (path: (string | number)[]) => { file: string; line?: number; column: string };
