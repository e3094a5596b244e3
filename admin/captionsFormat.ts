import { parse, stringify } from 'yaml';

/** The name config.yml gives this file format (scripts/cms/decapConfig.ts writes it). */
export const CAPTIONS_FORMAT = 'gallery-captions';

/** A gallery's photos as the form edits them: a list of photo file names, each with what it shows. */
interface GalleryForm {
  photos: { photo: string; caption: string }[];
}

/**
 * A gallery's captions file (`photo.jpg: What the photo shows`, one line per photo) as a form and back. The
 * photos live beside the file, so a photo is named by its file name alone.
 */
export const captionsFormat = {
  fromFile(text: string): GalleryForm {
    const captions: unknown = parse(text) ?? {};
    const entries = captions && typeof captions === 'object' ? Object.entries(captions as Record<string, unknown>) : [];
    return { photos: entries.map(([photo, caption]) => ({ photo, caption: String(caption ?? '') })) };
  },
  toFile(form: Partial<GalleryForm>): string {
    const captions: Record<string, string> = {};
    for (const { photo, caption } of form.photos ?? []) {
      if (photo) captions[photo.split('/').pop()!] = caption;
    }
    return Object.keys(captions).length > 0 ? stringify(captions) : '';
  },
};
