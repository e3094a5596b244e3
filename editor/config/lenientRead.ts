/**
 * Content files read leniently for the editor's build: a file with problems gives nothing (the content check
 * explains it), so a broken file never stops the editor that can fix it. YAML 1.2 core schema, as the compiler reads.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';

const yaml = (text: string): unknown => load(text, { schema: CORE_SCHEMA });

/** A YAML file's top-level map; undefined when it cannot be read or is no map. */
export function readYaml(file: string): Record<string, unknown> | undefined {
  try {
    const data = yaml(readFileSync(file, 'utf8'));
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A Markdown file's front matter; empty when it cannot be read. */
export function readFrontMatter(file: string): Record<string, unknown> {
  try {
    const parsed = matter(readFileSync(file, 'utf8'), { engines: { yaml: (text: string) => yaml(text) as object } });
    return (parsed.data ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}
