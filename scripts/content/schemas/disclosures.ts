import { z } from 'zod';
import { CalendarDate, ContentFile, Route, Text } from './common.ts';

/** Where an item is published: a page of the site (/onlineAdmissions/feeStructure) or a document under content/ (documents/nirf-2026.pdf). */
const Place = z.union([Route, ContentFile], {
  error: 'a page of the site such as /onlineAdmissions/feeStructure, or a file under content/ such as documents/nirf-2026.pdf',
});

/** One of several places, each with what its link says (the year of a report, say). */
const LabelledPlace = z.strictObject({
  /** What the link says, e.g. "NIRF 2026". */
  label: Text,
  /** A page of the site or a file under content/. */
  link: Place,
});

/** What the register says of one required item: where it is published (or why it does not apply) and when it was reviewed. */
const RegisterItemSchema = z
  .strictObject({
    /** A page of the site or a document under content/; or a list of them, each with its label (one per year). */
    published: z
      .union([Place, z.array(LabelledPlace).min(1)], {
        error:
          'a page of the site such as /onlineAdmissions/feeStructure, a file under content/ such as documents/nirf-2026.pdf, or a list of them, each as { label: NIRF 2026, link: documents/nirf-2026.pdf }',
      })
      .optional(),
    /** Instead of `published`: why the item does not apply to the college, e.g. "The college runs no hostel." */
    notApplicable: Text.optional(),
    /** The day the office last checked that what is published is complete and current. */
    reviewed: CalendarDate.optional(),
    /** The day by which it must be checked again; content:check warns from the day after. */
    nextReview: CalendarDate.optional(),
  })
  .refine((item) => !(item.published !== undefined && item.notApplicable !== undefined), { error: 'either published or notApplicable, not both' })
  .refine((item) => !(item.reviewed && item.nextReview && item.nextReview < item.reviewed), {
    error: 'a nextReview date after the reviewed date',
    path: ['nextReview'],
  });

/** An officer named by the RTI page: a person of the staff lists, with the contact an applicant uses. */
const OfficerSchema = z.strictObject({
  /** The name exactly as in content/staff/teaching.csv or non-teaching.csv: the designation and department come from there. */
  name: Text,
  /** The address requests and appeals are sent to (the college office's when left out). */
  email: z.email({ error: 'an e-mail address such as rti@example.org' }).optional(),
  /** The telephone number for the office (the college office's when left out). */
  phone: Text.optional(),
});

/** content/disclosures.yaml: the register of mandatory disclosures. */
export const DisclosureRegisterSchema = z.strictObject({
  /** Marks a sample register that the office should replace with the real one. */
  sample: z.boolean().optional(),
  /** Each required item by its key (the keys are listed in content/README.md): where it is published and when it was reviewed. */
  items: z.record(z.string(), RegisterItemSchema).default({}),
  /** The officers of the RTI page. */
  officers: z
    .strictObject({
      /** Receives requests for information (RTI Act, section 5(1)). */
      publicInformationOfficer: OfficerSchema.optional(),
      /** Hears first appeals (RTI Act, section 19(1)). */
      appellateAuthority: OfficerSchema.optional(),
    })
    .default({}),
});

export type RegisterItem = z.infer<typeof RegisterItemSchema>;
export type RegisterOfficer = z.infer<typeof OfficerSchema>;
