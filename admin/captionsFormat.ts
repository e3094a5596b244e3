import { isMap, isScalar, parseDocument } from 'yaml';

/** The name config.yml gives this file format (scripts/cms/decapConfig.ts writes it). */
export const CAPTIONS_FORMAT = 'gallery-captions';

/** A gallery's photos as the form edits them: a list of photo file names, each with what it shows. */
interface GalleryForm {
  photos: { photo: string; caption: string }[];
  /** The file as it was read: no field shows it, and Decap keeps such values, so saving can keep its comments. */
  source?: string;
}

/**
 * A gallery's captions file (`photo.jpg: What the photo shows`, one line per photo) as a form and back. The
 * photos live beside the file, so a photo is named by its file name alone. Saving edits the file as it was
 * read (the yaml package's Document), so the office's comments and the order of the lines stay; a new photo's
 * line comes last, and a photo taken out of the list loses its line.
 */
export const captionsFormat = {
  fromFile(text: string): GalleryForm {
    const captions: unknown = parseDocument(text).toJS() ?? {};
    const entries = captions && typeof captions === 'object' ? Object.entries(captions as Record<string, unknown>) : [];
    return { photos: entries.map(([photo, caption]) => ({ photo, caption: String(caption ?? '') })), source: text };
  },
  toFile(form: Partial<GalleryForm>): string {
    const captions = new Map<string, string>();
    for (const { photo, caption } of form.photos ?? []) if (photo) captions.set(photo.split('/').pop()!, caption);
    const document = parseDocument(form.source ?? '');
    if (isMap(document.contents)) {
      // From the last line up, so a removed line's comment can pass to the line that followed it (or to the end).
      const pairs = document.contents.items;
      for (let index = pairs.length - 1; index >= 0; index--) {
        const { key } = pairs[index];
        if (!isScalar(key) || captions.has(String(key.value))) continue;
        const next = pairs[index + 1]?.key;
        if (isScalar(next)) next.commentBefore = joinComments(key.commentBefore, next.commentBefore);
        else document.comment = joinComments(key.commentBefore, document.comment);
        pairs.splice(index, 1);
      }
    }
    for (const [photo, caption] of captions) document.set(photo, caption);
    if (captions.size > 0) return document.toString();
    // No photos left: the comments alone (the yaml package would write "null" under them).
    const comments = joinComments(document.commentBefore, document.comment);
    return comments ? `${comments.replace(/^(?!$)/gm, '#')}\n` : '';
  },
};

const joinComments = (...comments: (string | null | undefined)[]) => comments.filter(Boolean).join('\n') || null;
