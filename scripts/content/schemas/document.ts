import { z } from 'zod';
import { ContentFile, ExternalUrl, Text } from './common.ts';

/**
 * A document a page embeds (calendar, prospectus, audit report …): exactly one of
 * a PDF under content/, an external preview address, or one or more images.
 */
export const DocumentSchema = z
  .strictObject({
    /** What the document is, e.g. "Academic Calender 2023". */
    title: Text,
    /** A PDF under content/, e.g. documents/calender/academic-2023.pdf. */
    file: ContentFile.optional(),
    /** An external preview address (e.g. a cloud-drive preview link). */
    url: ExternalUrl.optional(),
    /** A document that is a picture: each image with its alt text. */
    images: z
      .array(z.strictObject({ file: ContentFile, alt: Text }))
      .min(1)
      .optional(),
  })
  .refine((doc) => [doc.file, doc.url, doc.images].filter(Boolean).length === 1, {
    error: 'exactly one of file (a PDF under content/), url (an external address) or images',
  });

export type DocumentEntry = z.infer<typeof DocumentSchema>;
