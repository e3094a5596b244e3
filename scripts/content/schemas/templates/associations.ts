import { z } from 'zod';
import { Text } from '../common.ts';

/** One member of an association; the serial number is their place in the list. */
const AssociationMemberSchema = z.strictObject({
  name: Text,
  /** Students only: the class, e.g. "B.A. 5th Semester". The column appears when any member has one. */
  class: Text.optional(),
  /** The member's office, e.g. "President". */
  designation: Text,
});

/** A year or a date as the office types it (2014, or 17 January 2015), kept as text. */
const Established = z.union([Text, z.number().int()], { error: 'a year such as 2014 or a date such as 17 January 2015' }).transform(String);

const AssociationSchema = z.strictObject({
  /** e.g. "Teachers' Association". */
  name: Text,
  /** When it was founded, shown as "Established …". */
  established: Established.optional(),
  /** A sentence or two on what it does. */
  about: Text.optional(),
  members: z.array(AssociationMemberSchema, { error: 'a list of members (name, designation, class for students)' }).min(1, { error: 'at least one member' }),
});

/** Template `associations`: each association with its member table, after the page's Markdown. */
export const AssociationsFields = {
  template: z.literal('associations'),
  associations: z.array(AssociationSchema, { error: 'a list of associations' }).min(1, { error: 'at least one association' }),
};
