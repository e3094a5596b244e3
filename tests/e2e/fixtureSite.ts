import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';
import { parse } from 'yaml';

/** The content the browser suite's site is built from (npm test: CONTENT_DIR=tests/fixtures/site). */
export const FIXTURE_DIR = 'tests/fixtures/site';

/** A YAML file of the fixture site, parsed. */
export function fixtureYaml<T>(file: string): T {
  return parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8')) as T;
}

/** The first Markdown page of each page template in the fixture site (pages without a template are "text"). */
export function pagePerTemplate(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of fg.sync('**/*.md', { cwd: path.join(FIXTURE_DIR, 'pages') }).sort()) {
    const { data } = matter(readFileSync(path.join(FIXTURE_DIR, 'pages', file), 'utf8'));
    const template = typeof data.template === 'string' ? data.template : 'text';
    if (!routes.has(template)) routes.set(template, `/${file.replace(/\.md$/, '')}`);
  }
  return routes;
}
