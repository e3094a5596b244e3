import { z } from 'zod';
import { ContentFile, Text } from '../common.ts';

/** A person pages show with a photo: the principal, the vice principal … */
const PersonSchema = z.strictObject({
  /** The name with its title, e.g. "Dr. A. Sample". */
  name: Text,
  /** What the person is at the college, e.g. "Principal". */
  role: Text,
  /** A photo under content/, e.g. images/people/principal.jpg. */
  photo: ContentFile,
});

/** A short key a page names a person by, e.g. principal or vice-principal. */
const PersonKey = z.string({ error: 'a key from content/people.yaml, e.g. principal' }).regex(/^[a-z][a-z0-9-]*$/, {
  error: 'a key in lower case with hyphens, e.g. vice-principal',
});

/** content/people.yaml: each person once, by key; pages name them by key, so a change is made in one place. */
export const PeopleDirectorySchema = z.record(PersonKey, PersonSchema, { error: 'one "key:" per person, each with name, role and photo' });

/** Template `people`: photos with name and role (from content/people.yaml), then the page's Markdown (a message, a note). */
export const PeopleFields = {
  template: z.literal('people'),
  people: z.array(PersonKey, { error: 'a list of keys from content/people.yaml, e.g. [principal]' }).min(1, { error: 'at least one person' }),
};
