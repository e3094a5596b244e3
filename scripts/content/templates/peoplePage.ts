import type { z } from 'zod';
import type { CompileContext } from '../context.ts';
import type { PeoplePageSchema } from '../schemas/page.ts';
import type { CompiledPerson } from '../collections/people.ts';
import type { MadePage, PageSource, TemplateStore, WhereIn } from './template.ts';

type PeoplePage = Omit<z.output<typeof PeoplePageSchema>, 'people'> & { people: CompiledPerson[] };

/** Looks up each person the page names in content/people.yaml (undefined there: its problems are already reported). */
export function compilePeoplePage(
  ctx: CompileContext,
  page: z.output<typeof PeoplePageSchema>,
  source: PageSource,
  where: WhereIn,
  store: TemplateStore,
): MadePage<PeoplePage>[] | undefined {
  const directory = store.people;
  if (!directory) return undefined;
  const people = page.people.map((key, index) => {
    if (!Object.hasOwn(directory, key)) {
      ctx.problems.add({
        ...where(['people', index]),
        expected: 'a person listed in content/people.yaml',
        found: key,
        hint: `known: ${Object.keys(directory).join(', ')}`,
      });
    }
    return directory[key];
  });
  if (people.some((person) => !person)) return undefined;
  return [{ route: source.route, page: { ...page, people: people as CompiledPerson[] } }];
}
