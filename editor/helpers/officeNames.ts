/**
 * A content file named as the office knows it in the editor, never by its path: the notice “Merit list”, the page
 * “Prospectus”, the gallery “sports-day”, “Menu and footer links” in Settings. Made from config.yml's collections: the
 * collection that lists the file (a form of its own, or a folder of entries) gives the word for it, the file its title.
 */

/** The parts of a collection of config.yml this reads. */
export interface NamingCollection {
  label: string;
  label_singular?: string;
  /** A folder of entries (in the repository). */
  folder?: string;
  /** Forms of their own, each one file (in the repository). */
  files?: { file: string; label: string }[];
}

/** A label without what it adds in brackets for the list (a file's name, a page's address): "The college (site.yaml)". */
const plainLabel = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '');
/** An entry's name in its folder, when it has no title: the results year 2023 (results/2023.csv), the gallery sports (sports/captions.yaml). */
const entryName = (relative: string) => {
  const parts = relative.replace(/\.[^./]+$/, '').split('/');
  return parts.length > 1 && /^captions$/i.test(parts.at(-1)!) ? parts.at(-2)! : parts.at(-1)!;
};

/**
 * How the editor names `file` (a path in the repository) to the office, with its `title` when it is a notice or a page, and
 * "waiting to be published" for an entry saved but not yet published. A page is named by its own section's form rather
 * than by the list of pages with documents, which lists it as well (the later of the collections listing a file wins).
 */
export function officeName(collections: NamingCollection[], file: string, title: string | undefined, waiting = false): string {
  const own = collections.filter((collection) => collection.files?.some((form) => form.file === file)).at(-1);
  const folder = collections.find((collection) => collection.folder && file.startsWith(`${collection.folder}/`));
  // A notice's or a page's title; a settings file's or a spreadsheet's title (the college's name) is not what the form is called.
  const titled = /\.md$/i.test(file) ? title : undefined;
  const name = (kind: string | undefined, label: string, where: string) =>
    kind ? `the ${kind.toLowerCase()} “${titled ?? label}”` : `“${titled ?? label}” in ${where}`;
  const named = own
    ? name(own.label_singular, plainLabel(own.files!.find((form) => form.file === file)!.label), own.label)
    : folder
      ? name(folder.label_singular ?? 'entry', entryName(file.slice(folder.folder!.length + 1)), folder.label)
      : `“${file.split('/').pop()}” (a file the editor does not show)`;
  return waiting ? `${named} (waiting to be published)` : named;
}
