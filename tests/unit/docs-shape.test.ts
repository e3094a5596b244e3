import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';

/**
 * The project's own documents stay readable: the README fits one screen, and no paragraph of it or of docs/ runs
 * longer than 150 words. A paragraph is what Markdown makes one (headings, tables and code blocks are not), and each
 * list item counts as one, its nested lists apart. Words are counted as `wc -w` counts them.
 */
const ROOT = path.join(import.meta.dirname, '../..');
const MOST_README_LINES = 100;
const MOST_WORDS = 150;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** The text of every paragraph and list item in the Markdown, each list item without the lists nested in it. */
function paragraphs(tokens: Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case 'paragraph':
      case 'text':
      case 'html':
        return [token.raw];
      case 'blockquote':
        return paragraphs(token.tokens ?? []);
      case 'list':
        return (token.items as { tokens: Token[] }[]).flatMap((item) => {
          const own = item.tokens.filter((inner) => inner.type !== 'list' && inner.type !== 'code');
          return [own.map((inner) => inner.raw).join('\n'), ...paragraphs(item.tokens.filter((inner) => inner.type === 'list'))];
        });
      default:
        return [];
    }
  });
}

/** Each paragraph over the limit: how many words it has, and its first words to find it by. */
function longParagraphs(markdown: string): string[] {
  return paragraphs(marked.lexer(markdown))
    .map(wordsOf)
    .filter((words) => words.length > MOST_WORDS)
    .map((words) => `${words.length} words: "${words.slice(0, 8).join(' ')} …"`);
}

const lines = (text: string) => (text.match(/\n/g) ?? []).length;
const words = (count: number) => Array.from({ length: count }, (_, n) => `word${n}`).join(' ');

describe('how paragraphs are told apart and counted', () => {
  it('finds a paragraph of 151 words, wrapped over lines, and not one of 150', () => {
    const wrapped = (count: number) => words(count).replace(/((?:\S+ ){12})/g, '$1\n');
    expect(longParagraphs(`# Title\n\n${wrapped(151)}\n`)).toEqual([`151 words: "${words(8)} …"`]);
    expect(longParagraphs(`# Title\n\n${wrapped(150)}\n\n${wrapped(150)}\n`)).toEqual([]);
  });

  it('counts each list item on its own, a nested list apart from its item', () => {
    expect(longParagraphs(`- ${words(100)}\n- ${words(100)}\n`)).toEqual([]);
    expect(longParagraphs(`- ${words(100)}\n  - ${words(100)}\n`)).toEqual([]);
    expect(longParagraphs(`1. ${words(151)}\n2. short\n`)).toHaveLength(1);
    expect(longParagraphs(`- short\n  - ${words(151)}\n`)).toHaveLength(1);
  });

  it('counts a paragraph inside a quote, and leaves out headings, tables and code blocks', () => {
    expect(longParagraphs(`> ${words(151)}\n`)).toHaveLength(1);
    expect(longParagraphs(`## ${words(151)}\n\n| a | b |\n| - | - |\n| ${words(151)} | x |\n\n\`\`\`\n${words(151)}\n\`\`\`\n`)).toEqual([]);
  });
});

describe("the project's documents", () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const documents = ['README.md', ...fg.sync('docs/**/*.md', { cwd: ROOT }).sort()];

  it(`README.md fits one screen: at most ${MOST_README_LINES} lines`, () => {
    expect(lines(readme)).toBeLessThanOrEqual(MOST_README_LINES);
  });

  it(`no paragraph of README.md or docs/ has more than ${MOST_WORDS} words`, () => {
    // docs/ is read: the check is not passing on an empty list.
    expect(documents).toContain('docs/architecture.md');
    const long = documents.flatMap((file) => longParagraphs(readFileSync(path.join(ROOT, file), 'utf8')).map((found) => `${file}: ${found}`));
    expect(long).toEqual([]);
  });

  it('every link of README.md and docs/ to a file of the repository finds it', () => {
    const links = (tokens: Token[]): string[] =>
      tokens.flatMap((token) => [
        ...(token.type === 'link' || token.type === 'image' ? [(token as Token & { href: string }).href] : []),
        ...links(childTokens(token)),
      ]);
    const broken = documents.flatMap((file) =>
      links(marked.lexer(readFileSync(path.join(ROOT, file), 'utf8')))
        .filter((href) => !/^[a-z]+:|^#/.test(href))
        .map((href) => href.split('#')[0])
        .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), decodeURIComponent(target))))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

/** The tokens inside a token: a paragraph's inline tokens, a list's items, a table's cells. */
function childTokens(token: Token): Token[] {
  const inner = token as { tokens?: Token[]; items?: Token[]; header?: { tokens: Token[] }[]; rows?: { tokens: Token[] }[][] };
  return [
    ...(inner.tokens ?? []),
    ...(inner.items ?? []),
    ...(inner.header ?? []).flatMap((cell) => cell.tokens),
    ...(inner.rows ?? []).flat().flatMap((cell) => cell.tokens),
  ];
}
