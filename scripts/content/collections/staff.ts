import { defineCollection } from './collection.ts';
import type { Asset, CompileContext } from '../context.ts';
import { readCsv, readYaml } from '../loaders/contentFiles.ts';
import { validateYaml } from '../validate.ts';
import { STAFF_SECTIONS_FILE, STAFF_SHEETS, staffColumns, staffRow } from '../entryCheck.ts';
import { StaffRowSchema, StaffSectionsSchema } from '../schemas/staff.ts';
import { fieldName } from '../fieldName.ts';
import { STAFF_ROUTES } from '../../../common/routes.ts';

interface StaffMember {
  name: string;
  designation: string;
  photo?: Asset;
}

/** A department (teaching) or section (non-teaching) and its people, in the order of the CSV. */
interface StaffSection {
  key: string;
  label: string;
  members: StaffMember[];
}

export interface StaffData {
  teaching: StaffSection[];
  nonTeaching: StaffSection[];
}

/** The two staff lists, their CSV, the column naming the group, the list's page and the address of each group's page. */
export const STAFF_KINDS = STAFF_SHEETS.map((sheet) => ({ ...sheet, route: STAFF_ROUTES[sheet.kind].list, sectionRoute: STAFF_ROUTES[sheet.kind].section }));

/**
 * content/staff/departments.yaml (the side lists) with content/staff/teaching.csv and non-teaching.csv
 * (department or section, name, designation, photo). Each department or section is a page.
 */
export const staff = defineCollection({
  name: 'staff',
  files: { 'staff/departments.yaml': StaffSectionsSchema, 'staff/teaching.csv': StaffRowSchema, 'staff/non-teaching.csv': StaffRowSchema },
  load(ctx): StaffData | undefined {
    const yaml = readYaml(ctx.textFile('staff/departments.yaml'), ctx.problems);
    const sections = yaml && validateYaml(StaffSectionsSchema, yaml, ctx.problems);
    if (!yaml || !sections) return undefined;

    const result: Partial<StaffData> = {};
    let ok = true;
    for (const { kind, csv, column } of STAFF_KINDS) {
      const groups = sections[kind];
      const keys = groups.map((group) => group.key);
      keys.forEach((key, index) => {
        if (keys.indexOf(key) !== index) {
          ctx.problems.add({
            file: STAFF_SECTIONS_FILE,
            line: yaml.lineOf([kind, index, 'key']),
            column: fieldName([kind, index, 'key']),
            expected: 'a key no other entry of the list uses',
            found: key,
          });
          ok = false;
        }
      });
      const members = readMembers(ctx, csv, column, keys);
      if (!members) {
        ok = false;
        continue;
      }
      result[kind] = groups.map(({ key, label }) => {
        const list = members.get(key) ?? [];
        if (list.length === 0) ctx.problems.warn(`content/${csv}`, `nobody is listed for "${key}" yet: its page says so`);
        return { key, label, members: list };
      });
    }
    ctx.lines.set(STAFF_SECTIONS_FILE, yaml.lineOf);
    return ok ? (result as StaffData) : undefined;
  },
  /**
   * Each department and section is a page of its own, added once the Markdown pages have theirs: a Markdown
   * page at the same address would collide in the build.
   */
  routes(ctx, data) {
    for (const { kind, csv, route, sectionRoute } of STAFF_KINDS) {
      data[kind].forEach(({ key, label }, index) => {
        const where = { file: STAFF_SECTIONS_FILE, line: ctx.lines.get(STAFF_SECTIONS_FILE)?.([kind, index, 'key']) };
        if (ctx.routes.claim(sectionRoute(key), where, `content/${csv}`, STAFF_SECTIONS_FILE)) ctx.routes.title(sectionRoute(key), label);
      });
      ctx.routes.add(route, `content/${csv}`, STAFF_SECTIONS_FILE);
    }
  },
});

/** Reads one staff CSV into members by department or section key; undefined after reporting problems. */
function readMembers(ctx: CompileContext, csv: string, column: string, keys: string[]): Map<string, StaffMember[]> | undefined {
  const file = `content/${csv}`;
  const source = readCsv(ctx.textFile(csv), staffColumns(column), ctx.problems);
  if (!source) return undefined;
  const members = new Map<string, StaffMember[]>();
  let ok = true;
  for (const record of source.records) {
    const row = staffRow(record, file, column, keys, ctx.problems);
    if (!row?.known) ok = false;
    if (!row) continue;
    const photo = row.photo ? ctx.asset(row.photo, { file, line: record.line, column: 'photo' }) : undefined;
    if (row.photo && !photo) ok = false;
    const list = members.get(row.key) ?? [];
    list.push({ name: row.name, designation: row.designation, ...(photo ? { photo } : {}) });
    members.set(row.key, list);
  }
  return ok ? members : undefined;
}
