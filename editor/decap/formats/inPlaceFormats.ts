import { parse } from 'yaml';
import { applyOntoYaml } from '../../helpers/yamlInPlace.ts';

/** The names config.yml gives these file formats (editor/config/decapConfig.ts writes them). */
export const KEPT_YAML_FORMAT = 'yaml-as-left';
export const KEPT_FRONT_MATTER_FORMAT = 'frontmatter-as-left';

/**
 * Where an entry carries the file as it was read. No field shows it, and Decap keeps such values through the
 * form, so saving receives it with the form's values (a format's toFile is given the values alone).
 */
export const SOURCE_KEY = 'fileAsRead';

type Entry = Record<string, unknown>;

const read = (yaml: string): Entry => {
  const data: unknown = parse(yaml);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Entry) : {};
};

/** The form's values alone: what the entry carries for saving left out. */
function formValues(entry: Entry): Entry {
  const { [SOURCE_KEY]: _source, ...values } = entry;
  return values;
}

/** A YAML file (a settings file) as a form and back, rewriting only what changed (keptYaml.ts). */
export const keptYamlFormat = {
  fromFile: (text: string): Entry => ({ ...read(text), [SOURCE_KEY]: text }),
  toFile: (entry: Entry, order?: string[]): string => applyOntoYaml(String(entry[SOURCE_KEY] ?? ''), formValues(entry), order),
};

/** The front matter and the text after it: `---`, YAML, `---`, then the body (the form's `body`). */
const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

/**
 * A Markdown file (a page, a notice) as a form and back: the front matter rewritten only where it changed
 * (keptYaml.ts), the text after it kept byte for byte unless the office changed it.
 */
export const keptFrontMatterFormat = {
  fromFile(text: string): Entry {
    const parts = FRONT_MATTER.exec(text);
    const body = parts ? text.slice(parts[0].length) : text;
    return { ...(parts ? read(parts[2] ?? '') : {}), body, [SOURCE_KEY]: text };
  },
  toFile(entry: Entry, order?: string[]): string {
    const source = String(entry[SOURCE_KEY] ?? '');
    const parts = FRONT_MATTER.exec(source);
    const { body = '', ...values } = formValues(entry);
    const oldBody = parts ? source.slice(parts[0].length) : source;
    const newline = source.includes('\r\n') ? '\r\n' : '\n';
    const text = String(body);
    // The editor's text box gives the body with "\n"; unchanged, the file's own stays.
    const keptBody = text === oldBody || text === oldBody.replace(/\r\n/g, '\n') ? oldBody : newline === '\n' ? text : text.replace(/\r?\n/g, '\r\n');
    const front = applyOntoYaml(parts?.[2] ?? '', values, order);
    const opening = parts?.[1] ?? `---${newline}`;
    const closing = parts?.[3] ?? `---${newline}`;
    const frontText = front === '' || /\r?\n$/.test(front) ? front : front + newline;
    return `${opening}${frontText}${closing.endsWith('\n') || keptBody === '' ? closing : closing + newline}${keptBody}`;
  },
};
