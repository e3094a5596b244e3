import type { Asset, CompileContext } from '../context.ts';
import { readYaml } from '../loaders/yaml.ts';
import { validateYaml } from '../validate.ts';
import { PeopleDirectorySchema } from '../schemas/templates/people.ts';

export interface CompiledPerson {
  name: string;
  role: string;
  photo: Asset;
  /** "<name>, <role>": the photo's alt text. */
  alt: string;
}

const FILE = 'content/people.yaml';
/** One read per compile, however many pages name people (undefined: the file itself has problems, already reported). */
const loaded = new WeakMap<CompileContext, Map<string, CompiledPerson | undefined> | undefined>();

/**
 * content/people.yaml, read and validated once per compile, photos resolved. A person whose photo is
 * missing is still known (undefined): the photo is reported once, here, and pages naming them just fail.
 */
export function peopleDirectory(ctx: CompileContext): Map<string, CompiledPerson | undefined> | undefined {
  if (loaded.has(ctx)) return loaded.get(ctx);
  const source = readYaml(ctx.abs('people.yaml'), FILE, ctx.problems);
  const data = source && validateYaml(PeopleDirectorySchema, source, ctx.problems);
  const directory = source && data ? new Map<string, CompiledPerson | undefined>() : undefined;
  for (const [key, person] of Object.entries(data ?? {})) {
    const photo = ctx.asset(person.photo, { file: FILE, line: source?.lineOf([key, 'photo']), column: `${key}.photo` });
    directory?.set(key, photo && { ...person, photo, alt: `${person.name}, ${person.role}` });
  }
  loaded.set(ctx, directory);
  return directory;
}
