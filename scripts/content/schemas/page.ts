import { z } from 'zod';
import { Text } from './common.ts';
import { DocumentFields } from './templates/documents.ts';
import { PeopleFields } from './templates/people.ts';
import { AssociationsFields } from './templates/associations.ts';
import { FeesFields } from './templates/fees.ts';
import { ContactFields } from './templates/contact.ts';
import { YearListFields } from './templates/yearList.ts';
import { CardsFields } from './templates/cards.ts';
import { CommitteeFields } from './templates/committee.ts';
import { MeetingsFields } from './templates/meetings.ts';
import { SurveyFields } from './templates/survey.ts';
import { DepartmentFields, GalleryFields } from './templates/gallery.ts';

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

/** A page of headings, paragraphs, lists and tables written in Markdown (a page without `template:` is one). */
export const TextPageSchema = z.strictObject({
  ...PageFields,
  template: z.literal('text'),
  /** Shows the office's address, phones and e-mails from site.yaml after the text (the accessibility statement). */
  officeContact: z.boolean().optional(),
  /** Shows how many of the site's PDFs have no text a screen reader can read (scans), and lists them (the accessibility statement). */
  documentsWithoutText: z.boolean().optional(),
});

/**
 * Pages whose own fields are described in schemas/templates/ (what each field means is documented there).
 * The template registry (scripts/content/templates/registry.ts) pairs each with its compile step.
 */
export const DocumentPageSchema = z.strictObject({ ...PageFields, ...DocumentFields });
export const PeoplePageSchema = z.strictObject({ ...PageFields, ...PeopleFields });
export const AssociationsPageSchema = z.strictObject({ ...PageFields, ...AssociationsFields });
export const FeesPageSchema = z.strictObject({ ...PageFields, ...FeesFields });
export const ContactPageSchema = z.strictObject({ ...PageFields, ...ContactFields });
export const YearListPageSchema = z.strictObject({ ...PageFields, ...YearListFields });
export const CardsPageSchema = z.strictObject({ ...PageFields, ...CardsFields });
export const CommitteePageSchema = z.strictObject({ ...PageFields, ...CommitteeFields });
export const MeetingsPageSchema = z.strictObject({ ...PageFields, ...MeetingsFields });
export const SurveyPageSchema = z.strictObject({ ...PageFields, ...SurveyFields });
export const GalleryPageSchema = z.strictObject({ ...PageFields, ...GalleryFields });
export const DepartmentPageSchema = z.strictObject({ ...PageFields, ...DepartmentFields });
