import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { devContent } from '../common/devContent.ts';
import { GENERATED_DIR, type GeneratedContent, type GeneratedName } from '../common/generated.ts';

const cache = new Map<string, { mtimeMs: number; data: unknown }>();

/**
 * Reads one compiled JSON file (server side only). Re-reads it when the compiler rewrites it. In `npm run dev` the
 * content plugin's latest compile is read from memory instead. `forPage` names the page that read it, in the message
 * when the file is missing.
 */
export function readContent<N extends GeneratedName>(name: N, forPage?: string): GeneratedContent[N] {
  const live = devContent()?.[name];
  if (live !== undefined) return live as GeneratedContent[N];
  const file = path.join(process.cwd(), GENERATED_DIR, `${name}.json`);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    const reader = forPage === undefined ? '' : ` (read for ${forPage})`;
    throw new Error(`${GENERATED_DIR}/${name}.json is missing${reader}: run "npm run content" (npm run build and npm run dev do it for you).`);
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.data as GeneratedContent[N];
  const data = JSON.parse(readFileSync(file, 'utf8')) as GeneratedContent[N];
  cache.set(file, { mtimeMs, data });
  return data;
}

/** The page being rendered, as the readers below name it. */
interface ReadingPage {
  urlPathname: string;
}

/** One compiled JSON file, read for the page being rendered. */
export function pageContent<N extends GeneratedName>(pageContext: ReadingPage, name: N): GeneratedContent[N] {
  return readContent(name, pageContext.urlPathname);
}

/** The compiled files that map a key to an entry (a route to its Markdown page, or to its date). */
type KeyedName = 'pages' | 'lastUpdated';

/** One entry of a keyed compiled file, read for the page being rendered. */
export function pageContentEntry<N extends KeyedName>(pageContext: ReadingPage, name: N, key: string): GeneratedContent[N][string] | undefined {
  const entries: Record<string, unknown> = readContent(name, pageContext.urlPathname);
  // Each keyed file's entries are of its own type; TypeScript cannot follow N through the index.
  return entries[key] as GeneratedContent[N][string] | undefined;
}
