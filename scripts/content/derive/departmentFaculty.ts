import type { CompileContext, Where } from '../context.ts';
import { readCsv } from '../loaders/csv.ts';
import { ProblemList } from '../errors.ts';

export const TEACHING_STAFF = 'staff/teaching.csv';

const cache = new WeakMap<CompileContext, Map<string, { name: string; role: string }[]> | undefined>();

/** content/staff/teaching.csv by department key. Its own problems are reported by the staff collection, not twice. */
function teachingStaff(ctx: CompileContext): Map<string, { name: string; role: string }[]> | undefined {
  if (cache.has(ctx)) return cache.get(ctx);
  const source = readCsv(ctx.abs(TEACHING_STAFF), `content/${TEACHING_STAFF}`, ['department', 'name', 'designation'], new ProblemList());
  const byDepartment = source && new Map<string, { name: string; role: string }[]>();
  for (const { values } of source?.records ?? []) {
    if (!values.department || !values.name) continue;
    byDepartment?.set(values.department, [...(byDepartment.get(values.department) ?? []), { name: values.name, role: values.designation }]);
  }
  cache.set(ctx, byDepartment);
  return byDepartment;
}

/**
 * A department page's faculty: the rows of content/staff/teaching.csv with its key, in the CSV's order,
 * the designation as the role. So a teacher is listed once, for the staff pages and the department page.
 */
export function facultyOf(ctx: CompileContext, department: string, where: Where): { name: string; role: string }[] | undefined {
  const staff = teachingStaff(ctx);
  if (!staff) {
    ctx.problems.add({ ...where, expected: `content/${TEACHING_STAFF} to list the department's teachers`, found: 'no readable file' });
    return undefined;
  }
  const faculty = staff.get(department);
  if (!faculty) {
    ctx.problems.add({
      ...where,
      expected: `a department of content/${TEACHING_STAFF} (its first column)`,
      found: department,
      hint: `known: ${[...staff.keys()].join(', ')}; set staffDepartment, or add the teachers to the CSV`,
    });
    return undefined;
  }
  return faculty;
}
