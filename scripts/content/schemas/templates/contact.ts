import { z } from 'zod';
import { ExternalUrl, Text } from '../common.ts';

/**
 * Template `contact`: the postal address, phones and e-mails from site.yaml (never typed here),
 * the page's Markdown, and a map in a frame with a plain link to open it in a maps site.
 */
export const ContactFields = {
  template: z.literal('contact'),
  map: z.strictObject({
    /** What the map shows, read by screen readers, e.g. "Map of the college campus". */
    title: Text,
    /** The embed address the maps site gives for a frame. */
    embedUrl: ExternalUrl,
    /** The address that opens the place in the maps site. */
    openUrl: ExternalUrl,
  }),
};
