import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { devContent } from '../lib/devContent.ts';
import { GENERATED_DIR, type GeneratedContent, type GeneratedName } from '../lib/generated.ts';

const cache = new Map<string, { mtimeMs: number; data: unknown }>();

/**
 * Reads one compiled JSON file (server side only: +data, hooks). Re-reads it when the compiler
 * rewrites it. In `npm run dev` the content plugin's latest compile is read from memory instead.
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
