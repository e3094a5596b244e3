import { defineCollection } from './collection.ts';
import type { Asset } from '../context.ts';
import { loadYamlFile } from '../loaders/contentFiles.ts';
import { fieldName } from '../fieldName.ts';
import { PeopleDirectorySchema } from '../schemas/templates/people.ts';

export interface CompiledPerson {
  name: string;
  role: string;
  photo: Asset;
  /** "<name>, <role>": the photo's alt text. */
  alt: string;
}

/**
 * Everyone pages name by key, with the photo resolved. A person whose photo is missing is still known
 * (undefined): the photo is reported once, here, and pages naming them just fail.
 */
type PeopleDirectory = Record<string, CompiledPerson | undefined>;

/** content/people.yaml: validated whether or not a page names anyone. */
export const people = defineCollection({
  name: 'people',
  files: { 'people.yaml': PeopleDirectorySchema },
  load(ctx): PeopleDirectory | undefined {
    const loaded = loadYamlFile(ctx, 'people.yaml', PeopleDirectorySchema);
    if (!loaded) return undefined;
    const { source, data } = loaded;
    const directory: PeopleDirectory = {};
    for (const [key, person] of Object.entries(data)) {
      const photo = ctx.asset(person.photo, { file: source.file, line: source.lineOf([key, 'photo']), column: fieldName([key, 'photo']) });
      directory[key] = photo && { ...person, photo, alt: `${person.name}, ${person.role}` };
    }
    return directory;
  },
});
