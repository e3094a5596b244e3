import type { CompileContext } from '../context.ts';
import { galleryFromFolder, type GalleryImage } from './galleryFolder.ts';
import { facultyOf, TEACHING_STAFF } from './departmentFaculty.ts';
import { numbered } from './serials.ts';
import type { z } from 'zod';
import type { GalleryPageSchema, DepartmentPageSchema } from '../schemas/page.ts';
import type { PageSource, WhereIn } from '../templates/template.ts';

export type GalleryPage = z.output<typeof GalleryPageSchema> & { images: GalleryImage[] };
export type DepartmentPage = z.output<typeof DepartmentPageSchema> & { faculty: { serial: number; name: string; role: string }[]; images: GalleryImage[] };

/** A gallery page's photos, read from its folder (none yet: the page says it is under construction). */
export function compileGalleryPage(ctx: CompileContext, page: z.output<typeof GalleryPageSchema>, source: PageSource, where: WhereIn): { route: string; page: GalleryPage }[] | undefined {
  const images = galleryFromFolder(ctx, page.folder, page.title, where(['folder']));
  // The page changes when a photo is dropped in: its "last updated" date counts the folder.
  if (images) ctx.routes.add(source.route, `content/${page.folder}`);
  return images && [{ route: source.route, page: { ...page, images } }];
}

/** A department page: its faculty from the teaching staff list, and the photos of its gallery folder when it names one. */
export function compileDepartmentPage(ctx: CompileContext, page: z.output<typeof DepartmentPageSchema>, source: PageSource, where: WhereIn): { route: string; page: DepartmentPage }[] | undefined {
  const department = page.staffDepartment ?? source.route.split('/').pop() ?? '';
  const faculty = facultyOf(ctx, department, page.staffDepartment ? where(['staffDepartment']) : { file: source.file, line: 1 });
  const images = page.gallery ? galleryFromFolder(ctx, page.gallery, page.title, where(['gallery'])) : [];
  if (faculty && images) ctx.routes.add(source.route, `content/${TEACHING_STAFF}`, ...(page.gallery ? [`content/${page.gallery}`] : []));
  return faculty && images && [{ route: source.route, page: { ...page, faculty: numbered(faculty), images } }];
}
