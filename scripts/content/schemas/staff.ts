import { z } from 'zod';
import { photoColumn, Text } from './common.ts';

/** The last segment of a page address: letters and digits, e.g. english or gradeIV (case matters). */
const SectionKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, { error: 'a short key of letters and digits, e.g. polSci (it is the page address)' });

/** A department or section: its key is its address, its label what the side list shows. */
const SectionSchema = z.strictObject({
  key: SectionKey,
  label: Text,
});

/** content/staff/departments.yaml: the side lists of the staff pages, in the order shown. */
export const StaffSectionsSchema = z.strictObject({
  /** Teaching departments: /about/teachingEmployees/<key>. */
  teaching: z.array(SectionSchema).min(1),
  /** Non-teaching sections: /about/nonTeachingEmployees/<key>. */
  nonTeaching: z.array(SectionSchema).min(1),
});

/** One row of content/staff/teaching.csv or non-teaching.csv (the first column is department or section). */
export const StaffRowSchema = z.object({
  /** The name with its title, e.g. "Dr. A. Sample". */
  name: Text,
  /** e.g. "Assistant Professor", "Head of Department", "Librarian". */
  designation: Text,
  /** A photo under content/ (shown 250 x 210 pixels), or empty when there is none yet; new ones go into staff/photos. */
  photo: photoColumn('staff/photos'),
});
