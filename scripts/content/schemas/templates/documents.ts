import { z } from 'zod';
import { DocumentSchema } from '../document.ts';

/** Template `document`: the page's Markdown, then each document in a frame with a plain link under it. */
export const DocumentFields = {
  template: z.literal('document'),
  documents: z.array(DocumentSchema, { error: 'a list of documents (title, and file, url or images)' }).min(1, { error: 'at least one document' }),
};
