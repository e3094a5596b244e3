/**
 * Where the editor's forms come from: the one module that knows where the content schemas live and which
 * file or folder under content/ each one describes. Everything else in editor/config/ works from this list,
 * so pointing it at another schema registry changes nothing else.
 */
import { z } from 'zod';
import { ContentFile, photoFolderOf } from '../../scripts/content/schemas/common.ts';
import { NavigationSchema } from '../../scripts/content/schemas/navigation.ts';
import { CarouselSchema, TestimonialsSchema } from '../../scripts/content/schemas/home.ts';
import { NoticeCategoriesSchema, NoticeFrontMatterSchema } from '../../scripts/content/schemas/notice.ts';
import { templates } from '../../scripts/content/templates/registry.ts';
import { collections } from '../../scripts/content/collections/all.ts';
import { ATTACHMENTS_FOLDER } from '../../scripts/content/collections/notices.ts';
import { SiteSchema } from '../../scripts/content/schemas/site.ts';
import { CAPTIONS_FILE } from '../../common/galleryCaptions.ts';

/** A YAML file under content/ that the editor shows as one form. */
interface SettingsFile {
  name: string;
  label: string;
  /** Relative to content/. */
  file: string;
  schema: z.ZodType;
}

export const settingsFiles: SettingsFile[] = [
  { name: 'site', label: 'The college (site.yaml)', file: 'site.yaml', schema: SiteSchema },
  { name: 'navigation', label: 'Menu and footer links', file: 'navigation.yaml', schema: NavigationSchema },
  { name: 'carousel', label: 'Home: photos and notice', file: 'home/carousel.yaml', schema: CarouselSchema },
  { name: 'testimonials', label: 'Home: testimonials', file: 'home/testimonials.yaml', schema: TestimonialsSchema },
  { name: 'noticeCategories', label: 'Notice categories', file: 'notices/categories.yaml', schema: NoticeCategoriesSchema },
];

/** Every page template by the name `template:` gives it, with its front matter's schema (the compiler's registry). */
export const pageTemplates: { name: string; schema: z.ZodType }[] = Object.entries(templates).map(([name, template]) => ({ name, schema: template.schema }));

/** Markdown pages: content/pages/<section>/<name>.md, the address being the path. */
export const pagesFolder = 'pages';

/**
 * Markdown notices: content/notices/<year>/<date>-<name>.md; the categories a notice may name live in categoriesFile;
 * the files notices attach, in a folder of their own (attachmentsFolder), which the notice board never reads as notices.
 */
export const notices = {
  folder: 'notices',
  schema: NoticeFrontMatterSchema,
  categoriesFile: 'notices/categories.yaml',
  categoryField: 'category',
  attachmentsFolder: ATTACHMENTS_FOLDER,
};

/** Galleries: each folder under content/galleries/ holds its photos and a captions file (`photo.jpg: what it shows`). */
export const galleries = { folder: 'galleries', captionsFile: CAPTIONS_FILE };

/**
 * Every spreadsheet the compiler reads, from each collection's own list of files: a CSV's path under content/
 * (or a pattern such as results/*.csv, one file per year), the collection reading it, the schema of one row, and for a
 * sheet with a photo column the folder under content/ where a photo uploaded in a row is stored (its schema names it).
 */
export const spreadsheets: { collection: string; file: string; rowSchema: z.ZodType | undefined; photoFolder?: string }[] = collections.flatMap((collection) =>
  Object.entries(collection.files)
    .filter(([file]) => file.endsWith('.csv'))
    .map(([file, rowSchema]) => {
      const photoFolder =
        rowSchema instanceof z.ZodObject
          ? Object.values(rowSchema.shape as Record<string, z.ZodType>)
              .map(photoFolderOf)
              .find(Boolean)
          : undefined;
      return { collection: collection.name, file, rowSchema, ...(photoFolder && { photoFolder }) };
    }),
);

/** Documents (PDFs, scans) pages link to are kept here; it is the editor's default upload folder. */
export const documentsFolder = 'documents';

/** The schema of "a file under content/": a form shows it as a file chooser. */
export const contentFileSchema: z.ZodType = ContentFile;
