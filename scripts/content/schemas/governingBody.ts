import { z } from 'zod';
import { Text } from './common.ts';

/** One row of content/governing-body.csv: a member of the governing body, in the order the page lists them. */
export const GoverningMemberSchema = z.object({
  /** The name with its title, e.g. "Dr. A. Sample". */
  name: Text,
  /** The member's role on the body, e.g. "Chairperson". */
  role: Text,
});

export type GoverningMember = z.infer<typeof GoverningMemberSchema>;
export const GOVERNING_BODY_COLUMNS = ['name', 'role'] as const;
