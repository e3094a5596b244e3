import { parse } from 'yaml';
import { applyOntoYaml } from '../../helpers/yamlInPlace.ts';
import { FILE_AS_READ, fileAsRead, withoutFileAsRead } from './fileAsRead.ts';

/** The names config.yml gives these file formats (editor/config/decapConfig.ts writes them). */
export const YAML_IN_PLACE_FORMAT = 'yaml-in-place';
export const FRONT_MATTER_IN_PLACE_FORMAT = 'frontmatter-in-place';

type Entry = Record<string, unknown>;

/*
 * toFile's `order` is the form's field names in order, which a new file's fields follow: Decap passes it as toFile's
 * second argument (a Decap internal; its custom-format page gives toFile the values alone). tests/e2e/editor.spec.ts
 * fails if an upgrade stops passing it (a new notice's fields would come in the order they were typed).
 */

const read = (yaml: string): Entry => {
  const data: unknown = parse(yaml);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Entry) : {};
};

/** A YAML file (a settings file) as a form and back, rewriting only what changed (yamlInPlace.ts). */
export const yamlInPlaceFormat = {
  fromFile: (text: string): Entry => ({ ...read(text), [FILE_AS_READ]: text }),
  toFile: (entry: Entry, order?: string[]): string => applyOntoYaml(fileAsRead(entry), withoutFileAsRead(entry), order),
};

/** The front matter and the text after it: `---`, YAML, `---`, then the body (the form's `body`). */
const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

/**
 * A Markdown file (a page, a notice) as a form and back: the front matter rewritten only where it changed
 * (yamlInPlace.ts), the text after it kept byte for byte unless the office changed it.
 */
export const frontMatterInPlaceFormat = {
  fromFile(text: string): Entry {
    const parts = FRONT_MATTER.exec(text);
    const body = parts ? text.slice(parts[0].length) : text;
    return { ...(parts ? read(parts[2] ?? '') : {}), body, [FILE_AS_READ]: text };
  },
  toFile(entry: Entry, order?: string[]): string {
    const asRead = fileAsRead(entry);
    const parts = FRONT_MATTER.exec(asRead);
    const { body = '', ...values } = withoutFileAsRead(entry);
    const oldBody = parts ? asRead.slice(parts[0].length) : asRead;
    const newline = asRead.includes('\r\n') ? '\r\n' : '\n';
    const text = String(body);
    // The editor's text box gives the body with "\n"; unchanged, the file's own stays.
    const bodyToWrite = text === oldBody || text === oldBody.replace(/\r\n/g, '\n') ? oldBody : newline === '\n' ? text : text.replace(/\r?\n/g, '\r\n');
    const front = applyOntoYaml(parts?.[2] ?? '', values, order);
    const opening = parts?.[1] ?? `---${newline}`;
    const closing = parts?.[3] ?? `---${newline}`;
    const frontText = front === '' || /\r?\n$/.test(front) ? front : front + newline;
    return `${opening}${frontText}${closing.endsWith('\n') || bodyToWrite === '' ? closing : closing + newline}${bodyToWrite}`;
  },
};
