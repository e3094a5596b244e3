import { defineCollection } from './collection.ts';
import { staff, STAFF_KINDS, type StaffData } from './staff.ts';
import { navigation } from './navigation.ts';
import type { Asset, CompileContext, Where } from '../context.ts';
import { loadYamlFile } from '../loaders/contentFiles.ts';
import { closest } from '../suggest.ts';
import { nearRoute } from '../check/pageLinks.ts';
import { fieldName } from '../fieldName.ts';
import { DisclosureRegisterSchema, type RegisterItem, type RegisterOfficer } from '../schemas/disclosures.ts';
import { REQUIRED_ITEMS, RTI_OFFICERS, type RtiOfficerRole } from '../disclosures/requiredItems.ts';
import { disclosureSections, disclosureWarnings, type DisclosureLink, type RegisteredItem } from '../derive/disclosures.ts';
import { buildDay } from '../../../common/noticeDates.ts';
import { RTI_ROUTE, SELF_DISCLOSURE_ROUTE } from '../../../common/routes.ts';

const FILE = 'content/disclosures.yaml';

/** An RTI officer as the RTI page shows them: the register's contact, the staff list's designation and department. */
interface CompiledOfficer {
  role: RtiOfficerRole;
  title: string;
  citation: string;
  duty: string;
  name: string;
  designation: string;
  /** The department or section and its staff page. */
  group: { label: string; route: string };
  photo?: Asset;
  email?: string;
  phone?: string;
}

interface DisclosuresData {
  sample: boolean;
  today: string;
  register: Record<string, RegisteredItem>;
  /** The site's own pages that exist (for items they publish when the register names no place). */
  sitePages: string[];
  /** Figures from the site's own content, by item key. */
  facts: Record<string, string>;
  officers: CompiledOfficer[];
  /** Whether the footer of every page links to the Public Self-Disclosure (unknown when the menu file had problems). */
  inFooter: boolean;
  /** Each page the register names, with where: checked once every route is known. */
  routeLinks: { route: string; where: Where }[];
}

/**
 * content/disclosures.yaml: the register of mandatory disclosures. The required items are the site's code
 * (disclosures/requiredItems.ts); the register says where each is published and when it was reviewed, and names the
 * RTI officers from the staff lists. content:check warns about each item missing or past its review date.
 */
export const disclosures = defineCollection({
  name: 'disclosures',
  files: { 'disclosures.yaml': DisclosureRegisterSchema },
  uses: [staff, navigation],
  load(ctx, store): DisclosuresData | undefined {
    const today = buildDay(process.env.BUILD_DATE, new Date());
    const loaded = loadYamlFile(ctx, 'disclosures.yaml', DisclosureRegisterSchema);
    // A BUILD_DATE that is no date is reported by the notice board, which needs it as well.
    if (!loaded || !today) return undefined;
    const { source, data } = loaded;
    ctx.lines.set(FILE, source.lineOf);
    const at = (path: (string | number)[]): Where => ({ file: FILE, line: source.lineOf(path), column: fieldName(path) });

    const keys = REQUIRED_ITEMS.map((item) => item.key);
    let ok = true;
    const register: Record<string, RegisteredItem> = {};
    const routeLinks: DisclosuresData['routeLinks'] = [];
    for (const [key, item] of Object.entries(data.items)) {
      if (!keys.includes(key)) {
        const guess = closest(key, keys);
        ctx.problems.add({
          ...at(['items', key]),
          expected: 'the key of a required item (listed in content/README.md)',
          found: key,
          hint: guess ? `did you mean ${guess}? (case matters)` : 'see content/README.md for the keys',
        });
        ok = false;
        continue;
      }
      const links = resolveLinks(ctx, item, (path) => at(['items', key, 'published', ...path]), routeLinks);
      if (!links) ok = false;
      else register[key] = { links, ...reviewFields(item) };
    }
    const officers = staffOfficers(ctx, data.officers, store.staff, at);
    if (!ok || !officers) return undefined;
    return {
      sample: data.sample ?? false,
      today,
      register,
      sitePages: REQUIRED_ITEMS.flatMap((item) => item.sitePages ?? []).filter((route) => ctx.routes.has(route)),
      facts: store.staff ? staffFacts(store.staff) : {},
      officers,
      inFooter: !store.navigation || [...store.navigation.footer, ...store.navigation.policies].some((link) => link.route === SELF_DISCLOSURE_ROUTE),
      routeLinks,
    };
  },
  /** The two pages are the site's code; the register and the staff lists are what they show. */
  routes(ctx) {
    const sources = { [SELF_DISCLOSURE_ROUTE]: [FILE], [RTI_ROUTE]: [FILE, ...STAFF_KINDS.map(({ csv }) => `content/${csv}`)] };
    for (const [route, files] of Object.entries(sources)) if (ctx.routes.has(route)) ctx.routes.add(route, ...files);
    ctx.routes.title(SELF_DISCLOSURE_ROUTE, 'Public Self-Disclosure');
    ctx.routes.title(RTI_ROUTE, 'Right to Information');
  },
  /** Every page it names has one (an error), and every required item is published and reviewed in time (warnings). */
  check(ctx, data) {
    for (const { route, where } of data.routeLinks) {
      if (ctx.routes.has(route)) continue;
      const near = nearRoute(ctx, route);
      ctx.problems.add({
        ...where,
        expected: 'a page of this site',
        found: route,
        hint: near ? `did you mean ${near}?` : 'correct the address, or add the page first',
      });
    }
    const lineOf = ctx.lines.get(FILE) ?? (() => undefined);
    const sections = disclosureSections(data.register, data.today, new Set(data.sitePages), data.facts);
    for (const warning of disclosureWarnings(sections, data.today)) ctx.problems.warn(FILE, warning.message, lineOf(['items', warning.key, warning.field]));
    if (!data.inFooter) {
      ctx.problems.warn(
        'content/navigation.yaml',
        `the footer does not link to the Public Self-Disclosure page: add { label: Public Self-Disclosure, route: ${SELF_DISCLOSURE_ROUTE} } under footer`,
        ctx.lines.get('content/navigation.yaml')?.(['footer']),
      );
    }
    for (const [role, officer] of Object.entries(RTI_OFFICERS)) {
      if (!data.officers.some((compiled) => compiled.role === role))
        ctx.problems.warn(FILE, `no ${officer.title} is named: add officers.${role}.name (a name from the staff lists)`, lineOf(['officers', role]));
    }
  },
  // Derive: every required item in the guidelines' order, as of the build's today.
  publish: (data) => ({
    disclosures: {
      sample: data.sample,
      today: data.today,
      sections: disclosureSections(data.register, data.today, new Set(data.sitePages), data.facts),
      officers: data.officers,
    },
  }),
});

/** What the register says of an item besides its places: why it does not apply, and its review dates. */
function reviewFields({ notApplicable, reviewed, nextReview }: RegisterItem): Omit<RegisteredItem, 'links'> {
  return { ...(notApplicable ? { notApplicable } : {}), ...(reviewed ? { reviewed } : {}), ...(nextReview ? { nextReview } : {}) };
}

/** An item's places: files are served (a missing one is a problem here), routes are checked once every route is known. */
function resolveLinks(
  ctx: CompileContext,
  item: RegisterItem,
  at: (path: (string | number)[]) => Where,
  routeLinks: DisclosuresData['routeLinks'],
): DisclosureLink[] | undefined {
  if (item.published === undefined) return [];
  const places: { label?: string; link: string; path: (string | number)[] }[] =
    typeof item.published === 'string' ? [{ link: item.published, path: [] }] : item.published.map((place, index) => ({ ...place, path: [index, 'link'] }));
  const links = places.map(({ label, link, path }): DisclosureLink | undefined => {
    const labelled = label === undefined ? {} : { label };
    if (link.startsWith('/')) {
      routeLinks.push({ route: link, where: at(path) });
      return { ...labelled, route: link };
    }
    const asset = ctx.asset(link, at(path));
    return asset && { ...labelled, asset };
  });
  return links.every(Boolean) ? (links as DisclosureLink[]) : undefined;
}

/** The register's officers with their designation and department from the staff lists; a name not there is a problem. */
function staffOfficers(
  ctx: CompileContext,
  named: Partial<Record<RtiOfficerRole, RegisterOfficer>>,
  staffData: StaffData | undefined,
  at: (path: (string | number)[]) => Where,
): CompiledOfficer[] | undefined {
  const people = staffData
    ? STAFF_KINDS.flatMap(({ kind, sectionRoute }) =>
        staffData[kind].flatMap((group) => group.members.map((member) => ({ ...member, group: { label: group.label, route: sectionRoute(group.key) } }))),
      )
    : [];
  const officers: CompiledOfficer[] = [];
  let ok = true;
  for (const role of Object.keys(RTI_OFFICERS) as RtiOfficerRole[]) {
    const officer = named[role];
    // Without the staff lists (they had problems, reported there) nobody can be looked up.
    if (!officer || !staffData) continue;
    const person = people.find((candidate) => candidate.name === officer.name);
    if (!person) {
      const guess = closest(
        officer.name,
        people.map((candidate) => candidate.name),
      );
      ctx.problems.add({
        ...at(['officers', role, 'name']),
        expected: 'a name as written in content/staff/teaching.csv or non-teaching.csv',
        found: officer.name,
        hint: guess ? `did you mean "${guess}"?` : 'add the person to the staff list first',
      });
      ok = false;
      continue;
    }
    officers.push({
      role,
      ...RTI_OFFICERS[role],
      name: person.name,
      designation: person.designation,
      group: person.group,
      ...(person.photo ? { photo: person.photo } : {}),
      ...(officer.email ? { email: officer.email } : {}),
      ...(officer.phone ? { phone: officer.phone } : {}),
    });
  }
  return ok ? officers : undefined;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The figures the staff lists give: how many teach, in how many departments, and how many staff in all. */
function staffFacts(staffData: StaffData): Record<string, string> {
  const members = (kind: 'teaching' | 'nonTeaching') => staffData[kind].reduce((sum, group) => sum + group.members.length, 0);
  const departments = staffData.teaching.filter((group) => group.members.length > 0).length;
  return {
    faculty: `${count(members('teaching'), 'teacher', 'teachers')} in ${count(departments, 'department', 'departments')}`,
    rtiDirectory: `${count(members('teaching'), 'teacher', 'teachers')} and ${members('nonTeaching')} non-teaching staff`,
  };
}
