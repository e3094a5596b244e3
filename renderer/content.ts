import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { devContent } from '../lib/devContent.ts';
import { GENERATED_DIR, type GeneratedContent, type GeneratedName } from '../lib/generated.ts';
import { contentRead, type ContentReads } from '../lib/contentReads.ts';

const cache = new Map<string, { mtimeMs: number; data: unknown }>();

/**
 * Reads one compiled JSON file (server side only). Re-reads it when the compiler rewrites it. In `npm run dev` the
 * content plugin's latest compile is read from memory instead. Only for the lists of a page's addresses
 * (+onBeforePrerenderStart), which no page's markup shows: a page's hooks read through pageContent and
 * pageContentEntry, which record what the page read.
 */
export function readContent<N extends GeneratedName>(name: N): GeneratedContent[N] {
  const live = devContent()?.[name];
  if (live !== undefined) return live as GeneratedContent[N];
  const file = path.join(process.cwd(), GENERATED_DIR, `${name}.json`);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    throw new Error(`${GENERATED_DIR}/${name}.json is missing: run "npm run content" (npm run build and npm run dev do it for you).`);
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.data as GeneratedContent[N];
  const data = JSON.parse(readFileSync(file, 'utf8')) as GeneratedContent[N];
  cache.set(file, { mtimeMs, data });
  return data;
}

/**
 * One compiled JSON file, read for the page being rendered: the page's context records that its markup depends on
 * the whole file, so the build renders it again whenever the file changes (scripts/postbuild/prerenderCache.ts).
 */
export function pageContent<N extends GeneratedName>(pageContext: ContentReads, name: N): GeneratedContent[N] {
  contentRead(pageContext, name);
  return readContent(name);
}

/** The compiled files that map a key to an entry (a route to its Markdown page, or to its date). */
type KeyedName = 'pages' | 'lastUpdated';

/** One entry of a keyed compiled file, read for the page being rendered: the page depends on that entry alone. */
export function pageContentEntry<N extends KeyedName>(pageContext: ContentReads, name: N, key: string): GeneratedContent[N][string] | undefined {
  const entries: Record<string, unknown> = readContent(name);
  contentRead(pageContext, name, key, entries[key]);
  // Each keyed file's entries are of its own type; TypeScript cannot follow N through the index.
  return entries[key] as GeneratedContent[N][string] | undefined;
}
