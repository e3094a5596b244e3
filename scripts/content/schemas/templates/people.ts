import { z } from 'zod';
import { ContentFile, Text } from '../common.ts';

/** A person the page shows with a photo: the principal, the vice principal … */
export const PersonSchema = z.strictObject({
  /** The name with its title, e.g. "Dr. A. Sample". */
  name: Text,
  /** What the person is at the college, e.g. "Principal". */
  role: Text,
  /** A photo under content/, e.g. images/people/principal.jpg. */
  photo: ContentFile,
});

/** Template `people`: photos with name and role, then the page's Markdown (a message, a note). */
export const PeopleFields = {
  template: z.literal('people'),
  people: z.array(PersonSchema, { error: 'a list of people (name, role, photo)' }).min(1, { error: 'at least one person' }),
};

export type Person = z.infer<typeof PersonSchema>;
