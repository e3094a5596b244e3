import { z } from 'zod';
import { Route, Text } from '../common.ts';
import { DocumentSchema } from '../document.ts';

/** A person on a committee or in a department, with what they are there. */
const MemberSchema = z.strictObject({
  /** The name with its title, e.g. "Dr. A. Sample". */
  name: Text,
  /** e.g. Convenor, Asst. Convenor, Member, Head of Department, Assistant Professor. */
  role: Text,
});

/**
 * Template `committee`: the page's Markdown (description, objectives, roles …), links to the committee's
 * own pages, its members (naming a Convenor and an Asst. Convenor), then its documents (frames 600 px high,
 * or pictures such as certificates).
 */
export const CommitteeFields = {
  template: z.literal('committee'),
  /** The committee's own pages (a landing page links to its policy and meeting minutes). */
  links: z.array(z.strictObject({ label: Text, route: Route }), { error: 'a list of links (label, route)' }).optional(),
  /** Heading above the members; default "Members". */
  membersTitle: Text.optional(),
  members: z.array(MemberSchema, { error: 'a list of members (name, role)' }).min(1, { error: 'at least one member' }).optional(),
  documents: z.array(DocumentSchema, { error: 'a list of documents (title, and file, url or images)' }).optional(),
  /** The page a "Go back" link at the bottom returns to. */
  back: Route.optional(),
};
