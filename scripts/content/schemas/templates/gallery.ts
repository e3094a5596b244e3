import { z } from 'zod';
import { Text } from '../common.ts';

/** A folder under content/ whose photos make a gallery, e.g. galleries/sports. */
const GalleryFolder = z
  .string({ error: "the gallery's folder, e.g. galleries/sports" })
  .trim()
  .regex(/^[a-z0-9][a-z0-9\-/]*[a-z0-9]$/, { error: "the gallery's folder, in lower case with hyphens, e.g. galleries/cultural-day" });

/**
 * Template `gallery`: the photos in `folder`, in file-name order. While the folder holds no photo, the page
 * says it is under construction.
 */
export const GalleryFields = {
  template: z.literal('gallery'),
  folder: GalleryFolder,
};

/**
 * Template `department`: the page's Markdown, the faculty (read from content/staff/teaching.csv, never typed
 * here), and optionally a photo gallery from a folder.
 */
export const DepartmentFields = {
  template: z.literal('department'),
  /** The department's key in the first column of content/staff/teaching.csv; default: the page's file name (english, polSci …). */
  staffDepartment: Text.optional(),
  /** Heading above the gallery; default "Gallery". */
  galleryTitle: Text.optional(),
  gallery: GalleryFolder.optional(),
};
