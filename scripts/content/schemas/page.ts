import { z } from 'zod';
import { Text } from './common.ts';

/** Front matter every Markdown page has, whatever its template. */
const PageFields = {
  /** The page's heading (in the blue banner) and the start of its browser-tab title. */
  title: Text,
  /** One or two sentences for search engines and link previews. */
  description: Text,
  /** A line under the title in the banner. */
  subtitle: Text.optional(),
  /** Marks sample text that the office should replace with the real one. */
  sample: z.boolean().optional(),
};

/** A page of headings, paragraphs, lists and tables written in Markdown. */
export const TextPageSchema = z.strictObject({
  ...PageFields,
  template: z.literal('text').default('text'),
});

/**
 * Every template a Markdown page can use, chosen by its `template` field.
 * A new template adds its schema here and its component in pages/content/templates/.
 */
export const PageFrontMatterSchema = z.discriminatedUnion('template', [TextPageSchema], {
  error: 'a known template: text',
});

export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;
