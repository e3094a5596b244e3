import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { devContent } from '../common/devContent.ts';
import { GENERATED_DIR, type GeneratedContent, type GeneratedName } from '../common/generated.ts';

const cache = new Map<string, { mtimeMs: number; data: unknown }>();

/** The page being rendered, named in the message when a file is missing. */
interface ReadingPage {
  urlPathname: string;
}

/**
 * Reads one JSON file the content compiler wrote (server side only), for the page being rendered when one is named.
 * Re-reads it when the compiler rewrites it. In `npm run dev` the content plugin's latest compile is read from memory
 * instead.
 */
export function readGenerated<N extends GeneratedName>(name: N, page?: ReadingPage): GeneratedContent[N] {
  const live = devContent()?.[name];
  if (live !== undefined) return live as GeneratedContent[N];
  const file = path.join(process.cwd(), GENERATED_DIR, `${name}.json`);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    const reader = page === undefined ? '' : ` (read for ${page.urlPathname})`;
    throw new Error(`${GENERATED_DIR}/${name}.json is missing${reader}: run "npm run content" (npm run build and npm run dev do it for you).`);
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.data as GeneratedContent[N];
  const data = JSON.parse(readFileSync(file, 'utf8')) as GeneratedContent[N];
  cache.set(file, { mtimeMs, data });
  return data;
}

/** The generated files that map a key to an entry (a route to its Markdown page, or to its date). */
type KeyedName = 'pages' | 'lastUpdated';

/** One entry of a keyed generated file. */
export function readGeneratedEntry<N extends KeyedName>(name: N, key: string, page?: ReadingPage): GeneratedContent[N][string] | undefined {
  const entries: Record<string, unknown> = readGenerated(name, page);
  // Each keyed file's entries are of its own type; TypeScript cannot follow N through the index.
  return entries[key] as GeneratedContent[N][string] | undefined;
}
