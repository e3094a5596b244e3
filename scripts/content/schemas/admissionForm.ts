import { z } from 'zod';
import { Text } from './common.ts';

/** A list of answers a field offers; leave it out and the field takes free text. */
const Choices = z
  .array(Text, { error: 'a list of answers, e.g. [Female, Male]' })
  .min(1, { error: 'at least one answer (or leave the field out for free text)' });

/** content/admission-form.yaml: the words and answer lists of the admission form at /onlineAdmissions/onlineAdmissions. */
export const AdmissionFormSchema = z.strictObject({
  /** The page's heading and browser-tab title. */
  title: Text,
  /** One or two sentences for search engines. */
  description: Text,
  /** The paragraph above the form. */
  intro: Text,
  /** Shown above the summary after the form is filled in: what to do with it. */
  summaryNote: Text,
  /** What the nationality field says until the visitor changes it. */
  defaultNationality: Text.default('Indian'),
  /** Answer lists for the fields that offer a choice; a field left out here is free text. */
  choices: z
    .strictObject({
      gender: Choices.optional(),
      maritalStatus: Choices.optional(),
      community: Choices.optional(),
      physicalDisability: Choices.optional(),
      division: Choices.optional(),
      preferredCourse: Choices.optional(),
      honorsSubject: Choices.optional(),
    })
    .default({}),
});

export type AdmissionForm = z.infer<typeof AdmissionFormSchema>;
