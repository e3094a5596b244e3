import type { z } from 'zod';
import type { AssociationsPageSchema } from '../schemas/page.ts';
import type { MadePage, PageSource } from './template.ts';
import { numbered } from '../derive/serials.ts';

type AssociationsFrontMatter = z.output<typeof AssociationsPageSchema>;

type AssociationsPage = Omit<AssociationsFrontMatter, 'associations'> & {
  associations: (Omit<AssociationsFrontMatter['associations'][number], 'members'> & {
    /** Whether the table has a Class column (any member has a class). */
    hasClass: boolean;
    members: (AssociationsFrontMatter['associations'][number]['members'][number] & { serial: number })[];
  })[];
};

/** Numbers each association's members and says whether its table needs a Class column. */
export function compileAssociationsPage(_ctx: unknown, page: AssociationsFrontMatter, source: PageSource): MadePage<AssociationsPage>[] {
  const associations = page.associations.map((association) => ({
    ...association,
    hasClass: association.members.some((member) => member.class !== undefined),
    members: numbered(association.members),
  }));
  return [{ route: source.route, page: { ...page, associations } }];
}
