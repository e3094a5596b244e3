/**
 * The file names of the spreadsheets uploaded in this session, by their text: the form keeps a sheet's text only, and a
 * new sheet left without a name takes the name of the file it was uploaded from (editor/browser/entryCheck.ts).
 */
const names = new Map<string, string>();

export function rememberUpload(text: string, fileName: string): void {
  names.set(text, fileName);
}

/** The name of the file `text` was uploaded from, without its extension; undefined when it was not uploaded here. */
export function uploadedName(text: string): string | undefined {
  return names.get(text)?.replace(/\.[^.]*$/, '');
}
