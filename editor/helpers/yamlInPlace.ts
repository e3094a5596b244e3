import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';

/**
 * A YAML file saved as the office left it: the form's new values are applied onto the file's parsed Document
 * (the yaml package's), and only the text of what changed is rewritten, in place. A changed value rewrites its
 * own text (its line, in a list written on one line the item's text); a field taken out loses its lines; a
 * new field is written after the field before it, a new list item after the item before it. Every other
 * byte stays: comments, the order of the fields, quotes, line breaks inside long texts, blank lines.
 *
 * An emptied field (the editor writes "", [] or {} for a field cleared in the form) counts as absent: it is
 * taken out of the file, and a new one is not written. A field that the file already had empty is left as it is.
 * Line endings stay as the file had them: a file with Windows line endings (CRLF) is written with CRLF throughout.
 */
export function applyOntoYaml(source: string, value: Record<string, unknown>, order: readonly string[] = []): string {
  const crlf = source.includes('\r\n');
  const text = crlf ? source.replace(/\r\n/g, '\n') : source;
  const next = orderedBy(value, order);
  const document = parseDocument(text);
  const written = document.errors.length === 0 && isMap(document.contents) ? edited(text, document, next) : fresh(text, document, next);
  return crlf ? written.replace(/\n/g, '\r\n') : written;
}

/** A value with its empty fields and list items taken out; undefined when nothing is left. */
export function withoutEmpty(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, field]) => [key, withoutEmpty(field)] as const)
      .filter(([, field]) => field !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => withoutEmpty(value) === undefined;

/** The fields in the form's order where it names them, the others after them as they came. */
function orderedBy(value: unknown, order: readonly string[]): Record<string, unknown> {
  const fields = isPlainObject(value) ? value : {};
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * The same value, as far as the file goes: scalars compare as text (a number the form holds as text, "8800",
 * is the file's 8800), so a field the office did not touch is never rewritten.
 */
function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  if (typeof a === 'object' || typeof b === 'object' || a === undefined || b === undefined || a === null || b === null) return false;
  return String(a) === String(b);
}

/**
 * The file written anew: there is none yet, or it holds comments alone (kept as they are, the fields after
 * them), or it is not a map of fields.
 */
function fresh(text: string, document: Document, value: Record<string, unknown>): string {
  const comments = document.errors.length === 0 && !document.contents ? text : '';
  if (isEmpty(value)) return comments;
  return `${comments}${comments && !comments.endsWith('\n') ? '\n' : ''}${render(withoutEmpty(value), false)}\n`;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The edits that turn the file's map into the value, applied from the last one up. */
function edited(text: string, document: Document, value: Record<string, unknown>): string {
  const edits: Edit[] = [];
  const editor = new Editor(text, document, edits);
  editor.map(document.contents as YAMLMap, value);
  let result = text;
  // From the end up. At one place, a removal before an insertion (which then stands where the removed text was), and
  // of two insertions the later (a field after a list's new last item) first, so that it ends up last.
  const ordered = edits.map((edit, index) => ({ ...edit, index })).sort((a, b) => b.start - a.start || b.end - a.end || b.index - a.index);
  for (const edit of ordered) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** A value written as YAML on its own (block style, no folding of long lines). */
function render(value: unknown, flow: boolean): string {
  const document = new Document(value, { flow });
  return document.toString({ lineWidth: 0, flowCollectionPadding: true }).replace(/\n$/, '');
}

/** A scalar as a field's value (`x: value` with the key taken off), so a text of several lines is indented under its key. */
function renderScalar(value: unknown): string {
  return render({ x: value }, false).slice(3);
}

/** A value as it stands inside a list or map written on one line: `[ a, b ]`'s item, quoted where a comma needs it. */
function renderInFlow(value: unknown, padded: boolean): string {
  const text = render([value], true).slice(2, -2);
  return padded || !/^[{[]/.test(text) ? text : text.replace(/^([{[]) /, '$1').replace(/ ([}\]])$/, '$1');
}

class Editor {
  constructor(
    private readonly text: string,
    private readonly document: Document,
    private readonly edits: Edit[],
  ) {}

  private js(node: Node | null | undefined): unknown {
    return node ? node.toJS(this.document) : null;
  }

  private column(offset: number): number {
    return offset - (this.text.lastIndexOf('\n', offset - 1) + 1);
  }

  private lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The start of the line after the one holding the node's last character (its trailing comment included). */
  private afterLines(node: Node): number {
    const [start, , end] = node.range!;
    const newline = this.text.indexOf('\n', Math.max(start, end - 1));
    return newline === -1 ? this.text.length : newline + 1;
  }

  /** Applies a value onto a node, which stands in a flow collection or as a block value indented under `indent`. */
  value(node: Node | null, value: unknown, indent: number, inFlow: boolean, padded: boolean): void {
    if (same(this.js(node), value) || !node?.range) return;
    if (isMap(node) && isPlainObject(value) && !(node.flow && this.reshaped(node, value))) return this.map(node, value);
    if (isSeq(node) && Array.isArray(value) && !(node.flow && this.reshapedList(node, value))) return this.list(node, value);
    const [start, end] = node.range;
    value = withoutEmpty(value);
    if (inFlow) return void this.edits.push({ start, end, text: renderInFlow(value, padded) });
    const flow = (isMap(node) || isSeq(node)) && Boolean(node.flow);
    if (isScalar(node) && typeof value === 'string' && node.type && node.type !== 'PLAIN') {
      const scalar = this.document.createNode(value);
      scalar.type = node.type;
      return void this.replaceBlock(start, end, renderScalar(scalar), indent, false);
    }
    if (flow) return void this.edits.push({ start, end, text: renderInFlow(value, this.text.slice(start, start + 2).match(/^[{[] /) !== null) });
    const collection = typeof value === 'object';
    this.replaceBlock(start, end, collection ? render(value, false) : renderScalar(value), indent, collection);
  }

  /** A block value's text replaced: a collection starts on the next line, indented under its key or item. */
  private replaceBlock(start: number, end: number, rendered: string, indent: number, collection: boolean): void {
    const endsLine = this.text[end - 1] === '\n';
    const multiline = rendered.includes('\n');
    const isBlockCollection = collection && !/^[{[]/.test(rendered);
    const pad = ' '.repeat(indent + 2);
    let text: string;
    let from = start;
    if (isBlockCollection) {
      text = `\n${rendered.replace(/^/gm, pad)}`;
      // The space after the key's colon would be left at the end of its line.
      while (from > 0 && this.text[from - 1] === ' ') from--;
    } else {
      text = multiline ? rendered.replace(/\n(?!$)/g, `\n${' '.repeat(indent)}`) : rendered;
      if (from > 0 && this.text[from - 1] === ':') text = ` ${text}`;
    }
    if (endsLine && !text.endsWith('\n')) text += '\n';
    this.edits.push({ start: from, end, text });
  }

  /** Whether a map written on one line gains or loses a field (it is then written anew, still on one line). */
  private reshaped(node: YAMLMap, value: Record<string, unknown>): boolean {
    const keys = node.items.map((pair) => String(this.js(pair.key as Node)));
    const kept = keys.filter((key) => !isEmpty(value[key]) || isEmpty(this.js(node.get(key, true) as Node)));
    return kept.length !== keys.length || Object.keys(value).some((key) => !keys.includes(key) && !isEmpty(value[key]));
  }

  /**
   * Whether a list written on one line is written anew (still on one line): its items are edited in place only
   * where each keeps its position, none added, taken out or emptied.
   */
  private reshapedList(node: YAMLSeq, value: unknown[]): boolean {
    const items = node.items as Node[];
    return items.length !== value.length || items.some((item, index) => isEmpty(this.js(item)) !== isEmpty(value[index]));
  }

  map(node: YAMLMap, value: Record<string, unknown>): void {
    const pairs = node.items as Pair<Node, Node | null>[];
    const keys = pairs.map((pair) => String(this.js(pair.key)));
    const padded = Boolean(node.flow) && /^\{ /.test(this.text.slice(node.range![0]));
    for (const [index, pair] of pairs.entries()) {
      const key = keys[index];
      const old = this.js(pair.value);
      if (isEmpty(value[key])) {
        if (!isEmpty(old)) this.removePair(pair);
        continue;
      }
      this.value(pair.value, value[key], this.column(pair.key.range![0]), Boolean(node.flow), padded);
    }
    // New fields: each after the field that comes before it in the form, the first one before the file's first.
    const added = Object.keys(value).filter((key) => !keys.includes(key) && !isEmpty(value[key]));
    if (added.length === 0) return;
    if (pairs.length === 0) return void this.edits.push({ start: node.range![0], end: node.range![1], text: render(value, false) });
    const order = Object.keys(value);
    const column = pairs.length > 0 ? this.column(pairs[0].key.range![0]) : 0;
    for (const key of added) {
      const before = order
        .slice(0, order.indexOf(key))
        .reverse()
        .find((other) => keys.includes(other));
      // Before the first field only where it starts its line (not a list item's `- first: …`); else after the last.
      const first = pairs[0].key.range![0];
      const startsLine = this.text.slice(this.lineStart(first), first).trim() === '';
      const after = before ?? (startsLine ? undefined : keys.at(-1)!);
      const at = after !== undefined ? this.afterLines(pairs[keys.indexOf(after)].value ?? pairs[keys.indexOf(after)].key) : this.lineStart(first);
      const text = `${render({ [key]: withoutEmpty(value[key]) }, false).replace(/^/gm, ' '.repeat(column))}\n`;
      this.edits.push({ start: at, end: at, text: at === this.text.length && !this.text.endsWith('\n') ? `\n${text}` : text });
    }
  }

  /**
   * A field taken out with its lines (from its key to its value's last line); the comments above it stay. The
   * first field of a list item (`- name: …`) leaves the dash, the item's other fields then on the lines below it.
   */
  private removePair(pair: Pair<Node, Node | null>): void {
    const key = pair.key.range![0];
    const end = this.afterLines(pair.value?.range ? pair.value : pair.key);
    if (this.text.slice(this.lineStart(key), key).trim() === '') return void this.edits.push({ start: this.lineStart(key), end, text: '' });
    let start = key;
    while (this.text[start - 1] === ' ') start--;
    this.edits.push({ start, end, text: '\n' });
  }

  /**
   * A list: the items the office kept are matched to the file's (the longest common run), so taking out or
   * adding one item rewrites that item alone; an item changed in place is applied onto the file's item. A list
   * written on one line comes here only with its items in their places (else it is written anew), each applied
   * onto the file's item at its place.
   */
  private list(node: YAMLSeq, value: unknown[]): void {
    const items = node.items as Node[];
    if (node.flow) {
      const padded = /^\[ /.test(this.text.slice(node.range![0]));
      for (const [index, item] of items.entries()) this.value(item, value[index], 0, true, padded);
      return;
    }
    const old = items.map((item) => this.js(item));
    const matches = commonRun(old, value);
    let [i, j] = [0, 0];
    for (const [mi, mj] of [...matches, [old.length, value.length]]) {
      // Between two matched items: the file's and the form's items pair up in order; the rest go or come.
      for (; i < mi && j < mj; i++, j++)
        if (isEmpty(value[j]) && !isEmpty(old[i])) this.removeItem(items[i]);
        else this.value(items[i], value[j], this.column(items[i].range![0]) - 2, false, false);
      for (; i < mi; i++) this.removeItem(items[i]);
      const added = value.slice(j, mj).filter((item) => !isEmpty(item));
      if (added.length > 0) this.insertItems(node, i, added);
      [i, j] = [mi + 1, mj + 1];
    }
  }

  private removeItem(item: Node): void {
    this.edits.push({ start: this.lineStart(item.range![0]), end: this.afterLines(item), text: '' });
  }

  /** New items before the file's item `index` (after the one before it), in the style of the list's items. */
  private insertItems(node: YAMLSeq, index: number, values: unknown[]): void {
    const items = node.items as Node[];
    const reference = items[index - 1] ?? items[index];
    if (!reference?.range) return;
    const dash = this.column(reference.range[0]) - 2;
    const flow = items.every((item) => (isMap(item) || isSeq(item)) && item.flow);
    const text = values
      .map((item) => {
        const pruned = withoutEmpty(item);
        const rendered = flow && typeof pruned === 'object' ? renderInFlow(pruned, /^[{[] /.test(this.text.slice(reference.range![0]))) : render(pruned, false);
        return `${' '.repeat(dash)}- ${rendered.replace(/\n/g, `\n${' '.repeat(dash + 2)}`)}\n`;
      })
      .join('');
    const at = items[index - 1] ? this.afterLines(items[index - 1]) : this.lineStart(items[index].range![0]);
    this.edits.push({ start: at, end: at, text });
  }
}

/** The longest common run of equal items of two lists, as pairs of indexes, in order. */
function commonRun(a: unknown[], b: unknown[]): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lengths[i][j] = same(a[i], b[j]) ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const run: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (same(a[i], b[j])) run.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return run;
}
