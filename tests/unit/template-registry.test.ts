import { describe, expect, it } from 'vitest';
import { TEMPLATE_NAMES, templates } from '../../scripts/content/templates/registry.ts';
import { calendarDay, dayMonthYear, isRealDate } from '../../common/calendarDays.ts';
import { numbered } from '../../scripts/content/derive/serials.ts';
import { compileFixture } from './fixture.ts';
import { pages } from '../../scripts/content/collections/pages.ts';
import { collections } from '../../scripts/content/collections/all.ts';
import { people } from '../../scripts/content/collections/people.ts';
import { staff } from '../../scripts/content/collections/staff.ts';
import { ProblemList } from '../../scripts/content/errors.ts';
import { readYaml } from '../../scripts/content/loaders/contentFiles.ts';
import { validateYaml } from '../../scripts/content/validate.ts';
import path from 'node:path';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/site');

describe('the template registry', () => {
  it('names each template as its schema does, so `template:` picks the schema registered under it', () => {
    for (const name of TEMPLATE_NAMES) expect(templates[name].schema.shape.template.value).toBe(name);
  });

  it('lists its names, nearest first, when a page names a template it does not have', async () => {
    const result = await compileFixture({ 'content/pages/about.md': '---\ntitle: About\ndescription: About us.\ntemplate: documents\n---\n' }, [pages]);
    expect(result.problems).toHaveLength(1);
    const hint = result.problems[0].hint ?? '';
    expect(hint.startsWith('the templates are document, ')).toBe(true);
    expect(hint.slice('the templates are '.length).split(', ').sort()).toEqual([
      'associations',
      'cards',
      'committee',
      'contact',
      'department',
      'document',
      'fees',
      'gallery',
      'meetings',
      'people',
      'survey',
      'text',
      'year-list',
    ]);
  });
});

describe('calendar dates', () => {
  it('reads day-month-year and year-month-day into one form, refusing days the calendar lacks', () => {
    expect(dayMonthYear('08-06-2018')).toBe('2018-06-08');
    expect(dayMonthYear('29-02-2024')).toBe('2024-02-29');
    expect([dayMonthYear('29-02-2023'), dayMonthYear('8-6-2018'), dayMonthYear('2018-06-08')]).toEqual([undefined, undefined, undefined]);
    expect([isRealDate('2024-02-29'), isRealDate('2023-02-29'), isRealDate('08-06-2018')]).toEqual([true, false, false]);
    expect([calendarDay(2022, 3, 5), calendarDay(2022, 13, 1), calendarDay(2022, 4, 31)]).toEqual(['2022-03-05', undefined, undefined]);
  });
});

describe('serial numbers', () => {
  it('number rows from 1 in the order given, keeping each row', () => {
    expect(numbered([{ name: 'B' }, { name: 'A' }])).toEqual([
      { serial: 1, name: 'B' },
      { serial: 2, name: 'A' },
    ]);
  });
});

describe('collection declarations', () => {
  it('name each YAML file they read with the schema that accepts the fixture site', () => {
    const yamlFiles = collections.flatMap((collection) => Object.entries(collection.files).filter(([file]) => file.endsWith('.yaml') && !file.includes('*')));
    expect(yamlFiles.map(([file]) => file).sort()).toEqual([
      'admission-form.yaml',
      'disclosures.yaml',
      'home/carousel.yaml',
      'home/testimonials.yaml',
      'navigation.yaml',
      'notices/categories.yaml',
      'people.yaml',
      'site.yaml',
      'staff/departments.yaml',
    ]);
    for (const [file, schema] of yamlFiles) {
      const problems = new ProblemList();
      const source = readYaml({ path: path.join(FIXTURE, file), file }, problems);
      expect(source && schema && validateYaml(schema, source, problems), file).toBeDefined();
      expect(problems.problems, file).toEqual([]);
    }
  });
});

describe('the store', () => {
  it('validates people.yaml when no page names anyone, and the department page reads the staff collection, not the CSV again', async () => {
    const result = await compileFixture(
      {
        'content/people.yaml': 'principal:\n  name: Dr. A. Sample\n  role: Principal\n',
        'content/staff/departments.yaml': 'teaching:\n  - key: english\n    label: English\nnonTeaching:\n  - key: office\n    label: Office\n',
        'content/staff/teaching.csv': 'department,name,designation,photo\nenglish,Dr. B. Sample,Professor,\nenglish,Ms. C. Sample,,\n',
        'content/staff/non-teaching.csv': 'section,name,designation,photo\noffice,Mr. D. Sample,Accountant,\n',
        'content/pages/department/english.md': '---\ntitle: English\ndescription: The department.\ntemplate: department\n---\n',
      },
      [pages, staff, people],
    );
    // The CSV row is reported once, by the staff collection; the department page only says it has no list to read.
    expect(result.problems.map((problem) => [problem.file, problem.line, problem.column, problem.found])).toEqual([
      ['content/people.yaml', 2, 'principal.photo', ''],
      ['content/staff/teaching.csv', 3, 'designation', ''],
      ['content/pages/department/english.md', 1, undefined, 'no valid staff list'],
    ]);
  });
});
