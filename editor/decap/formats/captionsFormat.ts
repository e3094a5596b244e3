import { parseDocument } from 'yaml';
import { applyOntoYaml } from '../../helpers/yamlInPlace.ts';
import { FILE_AS_READ, fileAsRead } from './fileAsRead.ts';

/** The name config.yml gives this file format (editor/config/decapConfig.ts writes it). */
export const CAPTIONS_FORMAT = 'gallery-captions';

/** A gallery's photos as the form edits them: a list of photo file names, each with what it shows. */
interface GalleryForm {
  photos: { photo: string; caption: string }[];
  /** The file as it was read (fileAsRead.ts), so saving keeps its comments. */
  [FILE_AS_READ]?: string;
}

/**
 * A gallery's captions file (`photo.jpg: What the photo shows`, one line per photo) as a form and back. The
 * photos live beside the file, so a photo is named by its file name alone. Saving rewrites only the lines that
 * changed (yamlInPlace.ts), so the office's comments and the order of the lines stay; a new photo's line comes
 * after the photo before it in the list, a photo taken out of the list loses its line, and a photo without a
 * caption has none (its file name describes it).
 */
export const captionsFormat = {
  fromFile(text: string): GalleryForm {
    const captions: unknown = parseDocument(text).toJS() ?? {};
    const entries = captions && typeof captions === 'object' ? Object.entries(captions as Record<string, unknown>) : [];
    return { photos: entries.map(([photo, caption]) => ({ photo, caption: String(caption ?? '') })), [FILE_AS_READ]: text };
  },
  toFile(form: Partial<GalleryForm>): string {
    const captions: Record<string, string> = {};
    for (const { photo, caption } of form.photos ?? []) if (photo) captions[photo.split('/').pop()!] = caption;
    return applyOntoYaml(fileAsRead(form), captions);
  },
};
