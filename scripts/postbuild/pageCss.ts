import { PAGE_CSS_SLOT, pageCssBlocks, type PageCssBlock } from '../../common/criticalCss.ts';

/**
 * Each page's inline CSS: the page CSS blocks it can use, in place of the empty element +Head.tsx writes for them
 * (PAGE_CSS_SLOT), in the stylesheet's order. A block is kept where one of its selectors can match the page's markup
 * (every class and id it requires is on the page; one without counts as matching), or where it belongs to a widget on
 * the page, which may draw markup its prerendered HTML does not have yet (the gallery's lightbox). So a page never
 * loses a rule that applies to it, and no stylesheet has to follow.
 */
export function keepPageCss(html: string, blocks: readonly PageCssBlock[] = pageCssBlocks): string {
  const slot = html.indexOf(PAGE_CSS_SLOT);
  if (slot === -1) return html;
  const markup = pageMarkup(html);
  const requirements = requirementsOf(blocks);
  const kept = blocks.filter((block, index) => blockApplies(requirements[index], markup));
  const elements = kept.map(({ file, css }) => `<style data-page-css="${file}">${css}</style>`).join('');
  return html.slice(0, slot) + elements + html.slice(slot + PAGE_CSS_SLOT.length);
}

interface PageMarkup {
  classes: Set<string>;
  ids: Set<string>;
  islands: Set<string>;
}

/** The class names, ids and widgets of a page's markup, in one pass over it. */
function pageMarkup(html: string): PageMarkup {
  const markup: PageMarkup = { classes: new Set(), ids: new Set(), islands: new Set() };
  for (const [, attribute, value] of html.matchAll(/\s(class|id|data-island)="([^"]*)"/g)) {
    if (attribute === 'id') markup.ids.add(value);
    else if (attribute === 'data-island') markup.islands.add(value);
    else for (const name of value.split(/\s+/)) if (name) markup.classes.add(name);
  }
  return markup;
}

/** What one of a block's selectors requires of the markup. */
interface Requirement {
  classes: string[];
  ids: string[];
}

/** A block with each of its screen selectors read once into what it requires. */
interface BlockRequirements {
  island?: string;
  selectors: Requirement[];
}

const requirementsCache = new WeakMap<readonly PageCssBlock[], BlockRequirements[]>();

function requirementsOf(blocks: readonly PageCssBlock[]): BlockRequirements[] {
  let requirements = requirementsCache.get(blocks);
  if (!requirements) {
    requirements = blocks.map((block) => ({ island: block.island, selectors: selectorsOf(block.css).map(requirementOf) }));
    requirementsCache.set(blocks, requirements);
  }
  return requirements;
}

function blockApplies(block: BlockRequirements, markup: PageMarkup): boolean {
  if (block.island && markup.islands.has(block.island)) return true;
  return block.selectors.some((required) => meets(required, markup));
}

/**
 * The selectors of compact CSS (common/criticalCss.ts compactCss) that style the screen: rules inside @media and @supports
 * included, keyframes and print rules left out (a page needs a block for what it shows; the print rules of a block it
 * keeps come with it).
 */
export function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  const open: string[] = [];
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') {
      const prelude = css.slice(start, index).trim();
      const notForScreen = open.some((name) => /^@(-\w+-)?keyframes\b/.test(name) || /^@media print\b/.test(name));
      if (!prelude.startsWith('@') && !notForScreen) selectors.push(...splitSelectorList(prelude));
      open.push(prelude);
      start = index + 1;
    } else if (char === '}') {
      open.pop();
      start = index + 1;
    } else if (char === ';') {
      start = index + 1;
    }
  }
  return selectors;
}

/** Splits "a, b:is(c, d)" at the commas outside parentheses and brackets. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * What a selector requires of the markup: the classes and ids outside attribute selectors and functional
 * pseudo-classes (:not(), :is(), :has()), whose contents are not required.
 */
function requirementOf(selector: string): Requirement {
  let required = selector.replace(/\[[^\]]*\]/g, '');
  while (/\([^()]*\)/.test(required)) required = required.replace(/\([^()]*\)/g, '');
  return {
    classes: [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name),
    ids: [...required.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name),
  };
}

const meets = (required: Requirement, markup: Pick<PageMarkup, 'classes' | 'ids'>) =>
  required.classes.every((name) => markup.classes.has(name)) && required.ids.every((name) => markup.ids.has(name));

/** Whether the selector may match the page: every class and id it requires is in the markup. */
export const canMatch = (selector: string, markup: Pick<PageMarkup, 'classes' | 'ids'>): boolean => meets(requirementOf(selector), markup);
