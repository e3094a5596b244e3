/**
 * The lists the editor's check of an entry needs from other files (scripts/content/entryCheck.ts, EntryLists): the
 * notice categories and the staff departments and sections, read from the content folder when the editor is built,
 * the content folder's path in the repository, so the editor can name a file as the content check does, and the folders
 * whose files are pages of the site, so it can link a published entry's page. Read
 * leniently: a file with problems gives an empty list, and the content check explains it.
 */
import path from 'node:path';
import type { EditorEntryLists } from '../decap/entryCheck.ts';
import { STAFF_SECTIONS_FILE, STAFF_SHEETS } from '../../scripts/content/entryCheck.ts';
import { notices, pagesFolder } from './schemaSources.ts';
import { readYaml } from './lenientRead.ts';

export function entryLists(contentDir: string, contentPath: string): EditorEntryLists {
  const sections = readSections(contentDir);
  return {
    contentPath,
    pageFolders: { notices: notices.folder, pages: pagesFolder },
    categories: readCategories(contentDir),
    sections: Object.fromEntries(Object.entries(sections).map(([column, list]) => [column, list.map(({ key }) => key)])),
  };
}

/** The staff departments and sections (departments.yaml) with their labels, by the sheets' column naming them. */
export function readSections(contentDir: string): Record<string, { key: string; label: string }[]> {
  const sections = readYaml(path.join(contentDir, path.relative('content', STAFF_SECTIONS_FILE)));
  return Object.fromEntries(STAFF_SHEETS.map(({ kind, column }) => [column, sectionsOf(sections?.[kind])]));
}

/** The categories content/notices/categories.yaml lists; none when it cannot be read. */
export function readCategories(contentDir: string): string[] {
  const categories = readYaml(path.join(contentDir, notices.categoriesFile))?.categories;
  return Array.isArray(categories) ? categories.filter((entry): entry is string => typeof entry === 'string') : [];
}

function sectionsOf(list: unknown): { key: string; label: string }[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry: { key?: unknown }) => typeof entry?.key === 'string')
    .map((entry: { key: string; label?: unknown }) => ({ key: entry.key, label: typeof entry.label === 'string' ? entry.label : entry.key }));
}
