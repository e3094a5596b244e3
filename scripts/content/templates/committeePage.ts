import type { CompileContext } from '../context.ts';
import { compileDocument, type CompiledDocument } from './documents.ts';
import { numbered } from '../derive/serials.ts';
import type { z } from 'zod';
import type { CommitteePageSchema } from '../schemas/page.ts';
import type { PageSource, WhereIn } from './template.ts';

type CommitteeFrontMatter = z.output<typeof CommitteePageSchema>;

type CommitteePage = Omit<CommitteeFrontMatter, 'documents' | 'members'> & {
  members?: (NonNullable<CommitteeFrontMatter['members']>[number] & { serial: number })[];
  documents: CompiledDocument[];
};

const CONVENOR = /^convenor$/i;
const ASSISTANT_CONVENOR = /^(asst\.?|assistant) convenor$/i;

/** Resolves the committee's documents and checks that its members name a Convenor and an Asst. Convenor. */
export function compileCommitteePage(
  ctx: CompileContext,
  page: CommitteeFrontMatter,
  source: PageSource,
  where: WhereIn,
): { route: string; page: CommitteePage }[] | undefined {
  let ok = true;
  if (page.members) {
    const roles = page.members.map((member) => member.role.trim());
    const missing = [
      roles.some((role) => CONVENOR.test(role)) ? undefined : 'Convenor',
      roles.some((role) => ASSISTANT_CONVENOR.test(role)) ? undefined : 'Asst. Convenor',
    ].filter(Boolean);
    if (missing.length > 0) {
      ctx.problems.add({
        ...where(['members']),
        expected: 'members naming a Convenor and an Asst. Convenor',
        found: `no ${missing.join(' and no ')}`,
        hint: `give one member "role: ${missing[0]}"`,
      });
      ok = false;
    }
  }
  const documents = (page.documents ?? []).map((doc, index) => compileDocument(ctx, doc, where(['documents', index])));
  if (!ok || documents.some((doc) => !doc)) return undefined;
  return [{ route: source.route, page: { ...page, members: page.members && numbered(page.members), documents: documents as CompiledDocument[] } }];
}
