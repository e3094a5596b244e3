import type { z } from 'zod';
import type { CompileContext } from '../context.ts';
import type { PeoplePageSchema } from '../schemas/page.ts';
import type { MadePage, PageSource, WhereIn } from '../templates/template.ts';
import { peopleDirectory, type CompiledPerson } from './peopleDirectory.ts';

export type PeoplePage = Omit<z.output<typeof PeoplePageSchema>, 'people'> & { people: CompiledPerson[] };

/** Looks up each person the page names in content/people.yaml. */
export function compilePeoplePage(ctx: CompileContext, page: z.output<typeof PeoplePageSchema>, source: PageSource, where: WhereIn): MadePage<PeoplePage>[] | undefined {
  const directory = peopleDirectory(ctx);
  if (!directory) return undefined;
  const people = page.people.map((key, index) => {
    if (!directory.has(key)) {
      ctx.problems.add({ ...where(['people', index]), expected: 'a person listed in content/people.yaml', found: key, hint: `known: ${[...directory.keys()].join(', ')}` });
    }
    return directory.get(key);
  });
  if (people.some((person) => !person)) return undefined;
  return [{ route: source.route, page: { ...page, people: people as CompiledPerson[] } }];
}
