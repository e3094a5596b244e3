import sanitizeHtml from 'sanitize-html';
import { HeadingIds } from './headingIds.ts';

/**
 * The HTML a Markdown page may publish: what the site's Markdown produces (headings with ids, the tables'
 * scrolling wrapper, links, images, lists, emphasis, code, quotes, rules) and nothing that can run script,
 * load another page or change the site's look. Anyone who can edit content/ publishes on the college's
 * own address, so raw HTML in a page is filtered through this allow-list.
 */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALLOWED_TAGS = [
  ...HEADINGS,
  'p',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'em',
  'strong',
  'b',
  'i',
  'del',
  's',
  'sup',
  'sub',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'div',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  div: ['class', 'role', 'tabindex', 'aria-label'],
  table: ['class'],
  th: ['align'],
  td: ['align'],
  code: ['class'],
  ol: ['start'],
  // Markdown's task lists ("- [x] done") are disabled checkboxes.
  input: ['type', 'checked', 'disabled'],
};
const ALLOWED_CLASSES: Record<string, string[]> = { div: ['table-scroll'], table: ['data-table'], code: ['language-*'] };
const SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Pictures may be written inline (data:image/…); a data: link could open an HTML page. */
const IMAGE_SCHEMES = [...SCHEMES, 'data'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedClasses: ALLOWED_CLASSES,
  allowedSchemes: SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
};

/** Something the sanitiser removed, and a piece of source text to find its line by. */
export interface Removed {
  /** In the office's words: `<script>`, `the onclick= attribute`, `a javascript: link`. */
  what: string;
  /** Matches where it was written in the Markdown. */
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The scheme of an address as a browser reads it (it ignores spaces and control characters inside it). */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
}

function classAllowed(tag: string, value: string): boolean {
  const allowed = ALLOWED_CLASSES[tag] ?? [];
  return value
    .split(/\s+/)
    .filter(Boolean)
    .every((name) => allowed.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern)));
}

/** What the allow-list takes out of one opening tag (the same rules as OPTIONS, in words). */
function removedFrom(tag: string, attributes: Record<string, string>): Removed[] {
  if (!ALLOWED_TAGS.includes(tag) || (tag === 'input' && attributes.type !== 'checkbox')) {
    return [{ what: `<${tag}>`, pattern: new RegExp(`<${escapeRegExp(tag)}[\\s>/]`, 'i') }];
  }
  const removed: Removed[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = { what: `the ${name}= attribute of <${tag}>`, pattern: new RegExp(`\\s${escapeRegExp(name)}\\s*=`, 'i') };
    if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) removed.push(attribute);
    else if (name === 'class' && !classAllowed(tag, value)) removed.push(attribute);
    else if (name === 'href' || name === 'src') {
      const scheme = schemeOf(value);
      if (scheme && !(tag === 'img' ? IMAGE_SCHEMES : SCHEMES).includes(scheme)) {
        removed.push({ what: `a ${scheme}: address`, pattern: new RegExp(`${escapeRegExp(scheme)}\\s*:`, 'i') });
      }
    }
  }
  return removed;
}

/**
 * The allowed HTML, what was taken out (so the office learns of it), and the ids of its headings. Every heading's id
 * passes through one HeadingIds in document order: the ids Markdown gave its headings are unique already and stay as
 * they are, while a heading written as raw HTML (`<h2 id="main">`) cannot repeat another heading's id or take one
 * the site's shell writes: it gets the next free one ("main-2"), as a Markdown heading would.
 */
export function sanitizeMarkdownHtml(html: string): { html: string; removed: Removed[]; headingIds: string[] } {
  const removed: Removed[] = [];
  const ids = new HeadingIds();
  const uniqueId: sanitizeHtml.Transformer = (tagName, attribs) => ({
    tagName,
    attribs: attribs.id === undefined ? attribs : { ...attribs, id: ids.next(attribs.id) },
  });
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: Object.fromEntries(HEADINGS.map((tag) => [tag, uniqueId])),
    onOpenTag: (tag, attributes) => removed.push(...removedFrom(tag, attributes)),
  });
  return { html: clean, removed, headingIds: ids.all };
}
