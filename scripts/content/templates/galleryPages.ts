import type { CompileContext } from '../context.ts';
import { galleryFromFolder, type GalleryImage } from './galleryFolder.ts';
import { numbered } from '../derive/serials.ts';
import type { z } from 'zod';
import type { GalleryPageSchema, DepartmentPageSchema } from '../schemas/page.ts';
import type { PageSource, TemplateStore, WhereIn } from './template.ts';
import type { Where } from '../context.ts';

type GalleryPage = z.output<typeof GalleryPageSchema> & { images: GalleryImage[] };
type DepartmentPage = z.output<typeof DepartmentPageSchema> & { faculty: { serial: number; name: string; role: string }[]; images: GalleryImage[] };

/** A gallery page's photos, read from its folder (none yet: the page says it is under construction). */
export function compileGalleryPage(
  ctx: CompileContext,
  page: z.output<typeof GalleryPageSchema>,
  source: PageSource,
  where: WhereIn,
  store: TemplateStore,
): { route: string; page: GalleryPage }[] | undefined {
  const images = galleryFromFolder(ctx, page.folder, page.title, where(['folder']), store.galleryCaptions);
  // The page changes when a photo is dropped in: its "last updated" date counts the folder.
  if (images) ctx.routes.add(source.route, `content/${page.folder}`);
  return images && [{ route: source.route, page: { ...page, images } }];
}

const TEACHING_STAFF = 'content/staff/teaching.csv';

/** A department page: its faculty from the teaching staff list, and the photos of its gallery folder when it names one. */
export function compileDepartmentPage(
  ctx: CompileContext,
  page: z.output<typeof DepartmentPageSchema>,
  source: PageSource,
  where: WhereIn,
  store: TemplateStore,
): { route: string; page: DepartmentPage }[] | undefined {
  const department = page.staffDepartment ?? source.route.split('/').pop() ?? '';
  const faculty = facultyOf(ctx, store, department, page.staffDepartment ? where(['staffDepartment']) : { file: source.file, line: 1 });
  const images = page.gallery ? galleryFromFolder(ctx, page.gallery, page.title, where(['gallery']), store.galleryCaptions) : [];
  if (faculty && images) ctx.routes.add(source.route, TEACHING_STAFF, ...(page.gallery ? [`content/${page.gallery}`] : []));
  return faculty && images && [{ route: source.route, page: { ...page, faculty: numbered(faculty), images } }];
}

/**
 * A department page's faculty: the teachers the staff collection read from content/staff/teaching.csv
 * under its key, in the CSV's order, the designation as the role. So a teacher is listed once.
 */
function facultyOf(ctx: CompileContext, store: TemplateStore, department: string, where: Where): { name: string; role: string }[] | undefined {
  if (!store.staff) {
    ctx.problems.add({ ...where, expected: `${TEACHING_STAFF} to list the department's teachers`, found: 'no valid staff list' });
    return undefined;
  }
  const listed = store.staff.teaching.filter((section) => section.members.length > 0);
  const section = listed.find((candidate) => candidate.key === department);
  if (!section) {
    ctx.problems.add({
      ...where,
      expected: `a department of ${TEACHING_STAFF} (its first column)`,
      found: department,
      hint: `known: ${listed.map((candidate) => candidate.key).join(', ')}; set staffDepartment, or add the teachers to the CSV`,
    });
    return undefined;
  }
  return section.members.map((member) => ({ name: member.name, role: member.designation }));
}
