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

/**
 * The fixture's staff/teaching.csv as the table saves it: the spreadsheet program's quotes around every designation
 * gone, kept only where a cell holds a comma.
 */
export const TEACHING_CSV_CLEAN = [
  'department,name,designation,photo',
  'english,Dr. Aren Sample,Head of Department,staff/photos/aren-sample.jpg',
  'english,Ms. Bela Example,"Vice-Principal, Assistant Professor",staff/photos/bela-example.jpg',
  'english,Mr. Chuba Placeholder,Assistant Professor,staff/photos/chuba-placeholder.jpg',
  'english,Dr. Dina Specimen,Assistant Professor,staff/photos/dina-specimen.jpg',
  'education,Dr. Esther Demo,Head of Department,staff/photos/esther-demo.jpg',
  'education,Ms. Imti Fictional,Assistant Professor,staff/photos/imti-fictional.jpg',
  'education,Mr. Kevi Testcase,Assistant Professor,staff/photos/kevi-testcase.jpg',
  'economics,Dr. Lanu Sample,Head of Department,staff/photos/lanu-sample.jpg',
  'economics,Ms. Meren Example,Assistant Professor,staff/photos/meren-example.jpg',
  'evs,Dr. Neizo Placeholder,Head of Department,staff/photos/neizo-placeholder.jpg',
  'evs,Ms. Olivia Specimen,Assistant Professor,staff/photos/olivia-specimen.jpg',
  'mil,Dr. Pele Demo,Head of Department,staff/photos/pele-demo.jpg',
  'mil,Ms. Rita Fictional,Assistant Professor,staff/photos/rita-fictional.jpg',
  'sociology,Dr. Senti Testcase,Head of Department,staff/photos/senti-testcase.jpg',
  'sociology,Ms. Temsu Sample,Assistant Professor,staff/photos/temsu-sample.jpg',
  'sociology,Mr. Vika Example,Assistant Professor,staff/photos/vika-example.jpg',
  'sociology,Dr. Wati Placeholder,Assistant Professor,staff/photos/wati-placeholder.jpg',
  'commerce,Dr. Yanbeni Specimen,Head of Department,staff/photos/yanbeni-specimen.jpg',
  'commerce,Ms. Zhabi Demo,Assistant Professor,staff/photos/zhabi-demo.jpg',
  'commerce,Mr. Akum Fictional,Assistant Professor,staff/photos/akum-fictional.jpg',
  'polSci,Dr. Bendang Testcase,Head of Department,staff/photos/bendang-testcase.jpg',
  'polSci,Ms. Kaini Sample,Assistant Professor,staff/photos/kaini-sample.jpg',
  'polSci,Mr. Limala Example,Assistant Professor,staff/photos/limala-example.jpg',
  'history,Dr. Moa Placeholder,Head of Department,staff/photos/moa-placeholder.jpg',
  'history,Ms. Nungsang Specimen,Assistant Professor,staff/photos/nungsang-specimen.jpg',
  'history,Mr. Obed Demo,Assistant Professor,staff/photos/obed-demo.jpg',
];
