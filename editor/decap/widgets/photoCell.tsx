/**
 * A photo cell of a spreadsheet row (a staff member's, a rank holder's): the photo the row names, a choice of the photos
 * already in the sheet's photo folder, and an upload from the device. An uploaded photo is named after the person
 * (photoName.ts), handed to Decap as a file of the entry, and written with the sheet when the entry is saved; the row
 * names it at once. The build makes its responsive copies as it does for every photo.
 */
import { useId, useState, type ChangeEvent, type JSX } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { freeFileName, photoNameFor } from '../../helpers/photoName.ts';
import { CELL_INPUT } from './cellInputStyle.ts';

/** The kinds of photo accepted, by MIME type, with the extension the file is saved with (those the build resizes). */
const PHOTO_KINDS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** The largest photo accepted: a phone camera's is a few megabytes. */
const LARGEST_MB = 10;

/** The field's options a photo needs (config.yml's, editor/config/decapConfig.ts): its folder and the photos there. */
interface PhotoField {
  get(key: 'public_folder'): string | undefined;
  get(key: 'photos'): { toJS(): string[] } | undefined;
}

/**
 * Decap's control props as its widgets receive them. `onPersistMedia` (Decap's persistMedia action, which Decap passes
 * to every widget so that a custom widget can upload a file; its custom-widget page lists only value, field, forID,
 * classNameWrapper and onChange) adds a file to the entry being edited, saved with it into the media_folder config.yml
 * gives the field. Without it (another Decap), the cell offers no upload and says so, and
 * tests/e2e/editor-photos.spec.ts fails: a Decap internal.
 */
type PhotoControl = CmsWidgetControlProps & {
  entry?: unknown;
  collection?: unknown;
  onPersistMedia?: (file: File, options: { field: CmsWidgetControlProps['field'] }) => Promise<unknown> | unknown;
};

/** The upload drawn as a button: the file chooser itself out of sight (but not of the keyboard), its label the button. */
const UPLOAD_BUTTON = `
.photo-upload { position: relative; }
.photo-upload input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.photo-upload label {
  display: inline-block; padding: 0.3em 0.7em; border: 1px solid #767676; border-radius: 3px; background: #f3f3f3; cursor: pointer;
  white-space: nowrap;
}
.photo-upload input:focus-visible + label { outline: 2px solid #3a69c7; outline-offset: 2px; }`;

/** Photos uploaded in this session, by the path a row names them with: their preview, and their names taken. */
const uploaded = new Map<string, string>();

/** The extension a file is saved with, or why it is refused. */
async function photoKind(file: File): Promise<{ extension: string } | { refusal: string }> {
  const extension = PHOTO_KINDS[file.type];
  if (!extension) return { refusal: `“${file.name}” is not a photo the site can show: choose a JPG, PNG or WebP file.` };
  if (file.size > LARGEST_MB * 1024 * 1024) return { refusal: `“${file.name}” is larger than ${LARGEST_MB} MB: choose a smaller photo.` };
  try {
    (await createImageBitmap(file)).close();
  } catch {
    return { refusal: `“${file.name}” cannot be read as a photo (it may be damaged): choose a JPG, PNG or WebP file.` };
  }
  return { extension };
}

export function PhotoCell(props: {
  value: string;
  personName: string;
  folder: string;
  label: string;
  onChange(value: string): void;
  control: PhotoControl;
  /** The id of the cell's photo choice, and the message describing the cell when the content check refuses it. */
  id?: string;
  describedBy?: string;
}): JSX.Element {
  const { value, personName, folder, label, onChange, control, describedBy } = props;
  const ownId = useId();
  const chooseId = props.id ?? `${ownId}-choose`;
  const [problem, setProblem] = useState<string>();
  const [unshown, setUnshown] = useState<string>();
  const field = control.field as PhotoField;
  const inFolder = (name: string) => `${folder}/${name}`;
  const existing = (field.get('photos')?.toJS() ?? []).map(inFolder);
  const uploadedHere = [...uploaded.keys()].filter((path) => path.startsWith(`${folder}/`));
  const choices = [...new Set([...existing, ...uploadedHere, ...(value ? [value] : [])])].sort();
  // Decap saves an uploaded file into the folder config.yml gives the field: it must be the one the row names.
  const uploads = field.get('public_folder') === folder && typeof control.onPersistMedia === 'function';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (!personName.trim()) return setProblem('Type the name first: the photo is named after the person.');
    const kind = await photoKind(file);
    if ('refusal' in kind) return setProblem(kind.refusal);
    const taken = [...existing, ...uploadedHere].map((path) => path.slice(folder.length + 1));
    const name = freeFileName(photoNameFor(personName), kind.extension, taken);
    const named = new File([file], name, { type: file.type, lastModified: file.lastModified });
    try {
      await control.onPersistMedia!(named, { field: control.field });
    } catch (error) {
      return setProblem(`“${file.name}” could not be added: ${String(error)}`);
    }
    uploaded.set(inFolder(name), URL.createObjectURL(named));
    setProblem(undefined);
    onChange(inFolder(name));
  };

  const preview = uploaded.get(value) ?? (value ? `../files/${value.split('/').map(encodeURIComponent).join('/')}` : undefined);
  return (
    <div role="group" aria-label={label} style={{ display: 'grid', gap: '0.3em', justifyItems: 'start' }}>
      <style>{UPLOAD_BUTTON}</style>
      {preview && unshown !== value ? (
        <img src={preview} alt={`${label}: ${value}`} width={100} height={84} style={{ objectFit: 'cover' }} onError={() => setUnshown(value)} />
      ) : (
        <span>{value ? `No preview of ${value}` : 'No photo'}</span>
      )}
      <select
        id={chooseId}
        aria-label={label}
        title={`The photos in ${folder}/`}
        value={value}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        style={{ ...CELL_INPUT, width: 'auto' }}
      >
        <option value="">No photo</option>
        {choices.map((path) => (
          <option key={path} value={path}>
            {path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : path}
          </option>
        ))}
      </select>
      {uploads ? (
        // The file chooser is the label, drawn as a button: the browser's own ("Choose File No file chosen") is wider
        // than a table's cell. The chooser stays in the page for the keyboard, its focus shown on the label.
        <span className="photo-upload">
          <input id={`${ownId}-upload`} type="file" accept={Object.keys(PHOTO_KINDS).join(',')} onChange={(event) => void upload(event)} />
          <label htmlFor={`${ownId}-upload`}>Upload a photo</label>
        </span>
      ) : (
        <span>Photos cannot be uploaded in this sheet: choose one from the list.</span>
      )}
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
