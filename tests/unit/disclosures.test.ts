import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disclosures } from '../../scripts/content/collections/disclosures.ts';
import { staff } from '../../scripts/content/collections/staff.ts';
import { navigation } from '../../scripts/content/collections/navigation.ts';
import { disclosureSections, disclosureWarnings } from '../../scripts/content/derive/disclosures.ts';
import { REQUIRED_ITEMS } from '../../scripts/content/disclosures/requiredItems.ts';
import { compileProject } from './tempProject.ts';

const TODAY = '2026-11-23';
const FILE = 'content/disclosures.yaml';
/** A page of the site's code, so that the route table has it. */
const PAGE = 'export default function Page() { return null; }\n';

beforeEach(() => vi.stubEnv('BUILD_DATE', TODAY));
afterEach(() => vi.unstubAllEnvs());

const compile = (
  register: string,
  extra: Record<string, string> = {},
  collections: readonly (typeof disclosures | typeof staff | typeof navigation)[] = [disclosures],
) => compileProject({ [FILE]: register, 'pages/home/governingBody/+Page.tsx': PAGE, ...extra }, { collections });

describe('the register of disclosures', () => {
  it('warns about an item past its review date, naming it and the line of its date', async () => {
    const result = await compile(
      ['items:', '  governance:', '    published: /home/governingBody', '    reviewed: 2025-11-01', '    nextReview: 2026-11-22', ''].join('\n'),
    );
    expect(result.problems).toEqual([]);
    const overdue = result.warnings.filter((warning) => warning.message.includes('past its review date'));
    expect(overdue).toEqual([
      {
        file: FILE,
        line: 5,
        message: '"Governing body and committees" (governance) is past its review date (2026-11-22): review it, then update reviewed and nextReview',
      },
    ]);
  });

  it('does not warn on the review day itself, only from the day after', async () => {
    const result = await compile(['items:', '  governance: { published: /home/governingBody, reviewed: 2025-11-23, nextReview: 2026-11-23 }', ''].join('\n'));
    expect(result.warnings.filter((warning) => warning.message.includes('(governance)'))).toEqual([]);
  });

  it('refuses a page that does not exist, with the file, the line and the page it most likely meant', async () => {
    const result = await compile(['items:', '  overview: { published: /about/aboutUs }', '  governance:', '    published: /home/governingbody', ''].join('\n'));
    expect(result.problems).toEqual([
      {
        file: FILE,
        line: 2,
        column: 'items.overview.published',
        expected: 'a page of this site',
        found: '/about/aboutUs',
        hint: 'correct the address, or add the page first',
      },
      {
        file: FILE,
        line: 4,
        column: 'items.governance.published',
        expected: 'a page of this site',
        found: '/home/governingbody',
        hint: 'did you mean /home/governingBody?',
      },
    ]);
    expect(result.report).toContain('content/disclosures.yaml:4  column "items.governance.published"');
  });

  it('refuses a document that is not there, and a key that is no required item', async () => {
    const result = await compile(
      [
        'items:',
        '  nirf:',
        '    published:',
        '      - { label: NIRF 2026, link: documents/nirf-2026.pdf }',
        '  auditedAcounts: { reviewed: 2026-01-01 }',
        '',
      ].join('\n'),
    );
    expect(result.problems.map((problem) => [problem.line, problem.column, problem.expected, problem.hint])).toEqual([
      [4, 'items.nirf.published[1].link', 'a file content/documents/nirf-2026.pdf', 'add the file, or correct the name (names are case-sensitive)'],
      [5, 'items.auditedAcounts', 'the key of a required item (listed in content/README.md)', 'did you mean auditedAccounts? (case matters)'],
    ]);
  });

  it('warns about every required item it does not publish, at the line of its entry, else where the items begin', async () => {
    const result = await compile(['sample: true', 'items:', '  annualReports: {}', ''].join('\n'));
    const notPublished = result.warnings.filter((warning) => warning.message.includes('is not published yet'));
    // All 41 but the governing body, whose page of the site's own code publishes it.
    expect(notPublished).toHaveLength(40);
    expect(notPublished.some((warning) => warning.message.includes('(governance)'))).toBe(false);
    expect(notPublished.find((warning) => warning.message.includes('(annualReports)'))?.line).toBe(3);
    expect(notPublished.find((warning) => warning.message.includes('(nirf)'))?.line).toBe(3);
    expect(result.warnings.map((warning) => warning.message)).toContain(
      'no Public Information Officer is named: add officers.publicInformationOfficer.name (a name from the staff lists)',
    );
  });

  it('takes the officers from the staff lists, and refuses a name that is not there', async () => {
    const staffFiles = {
      'content/staff/departments.yaml': 'teaching:\n  - { key: english, label: English }\nnonTeaching:\n  - { key: office, label: Office }\n',
      'content/staff/teaching.csv': 'department,name,designation,photo\nenglish,Dr. A. Sample,Head of Department,\n',
      'content/staff/non-teaching.csv': 'section,name,designation,photo\noffice,Mr. B. Example,Office Superintendent,\n',
    };
    const register = (pio: string) =>
      ['officers:', '  publicInformationOfficer:', `    name: ${pio}`, '    email: rti@example.org', '  appellateAuthority: { name: Dr. A. Sample }', ''].join(
        '\n',
      );
    const good = await compile(register('Mr. B. Example'), staffFiles, [staff, disclosures]);
    expect(good.problems).toEqual([]);
    expect((good.outputs.disclosures as { officers: unknown[] }).officers).toEqual([
      expect.objectContaining({
        role: 'publicInformationOfficer',
        name: 'Mr. B. Example',
        designation: 'Office Superintendent',
        group: { label: 'Office', route: '/about/nonTeachingEmployees/office' },
        email: 'rti@example.org',
      }),
      expect.objectContaining({
        role: 'appellateAuthority',
        name: 'Dr. A. Sample',
        designation: 'Head of Department',
        group: { label: 'English', route: '/about/teachingEmployees/english' },
      }),
    ]);
    const bad = await compile(register('Mr B Exampel'), staffFiles, [staff, disclosures]);
    expect(bad.problems).toEqual([
      {
        file: FILE,
        line: 3,
        column: 'officers.publicInformationOfficer.name',
        expected: 'a name as written in content/staff/teaching.csv or non-teaching.csv',
        found: 'Mr B Exampel',
        hint: 'did you mean "Mr. B. Example"?',
      },
    ]);
  });

  it('says what a place may be when it is neither a page nor a file', async () => {
    const result = await compile(['items:', '  fees: { published: Fee Structure }', ''].join('\n'));
    expect(result.problems).toEqual([
      {
        file: FILE,
        line: 2,
        column: 'items.fees.published',
        expected:
          'a page of the site such as /onlineAdmissions/feeStructure, a file under content/ such as documents/nirf-2026.pdf, or a list of them, each as { label: NIRF 2026, link: documents/nirf-2026.pdf }',
        found: 'Fee Structure',
      },
    ]);
  });

  it('warns when the footer of every page does not link to the Public Self-Disclosure', async () => {
    const menu = (footer: string) =>
      [
        'home: { label: Home, route: /home/governingBody }',
        'groups:',
        '  - key: home',
        '    label: Home',
        '    items:',
        '      - { label: Governing Body, route: /home/governingBody }',
        'footer:',
        footer,
        '',
      ].join('\n');
    const pages = { 'pages/home/publicSelfDisclosure/+Page.tsx': PAGE };
    const missing = await compile('items: {}\n', { 'content/navigation.yaml': menu('  - { label: Governing Body, route: /home/governingBody }'), ...pages }, [
      navigation,
      disclosures,
    ]);
    expect(missing.problems).toEqual([]);
    expect(missing.warnings.filter((warning) => warning.file === 'content/navigation.yaml')).toEqual([
      {
        file: 'content/navigation.yaml',
        line: 8,
        message:
          'the footer does not link to the Public Self-Disclosure page: add { label: Public Self-Disclosure, route: /home/publicSelfDisclosure } under footer',
      },
    ]);
    const linked = await compile(
      'items: {}\n',
      { 'content/navigation.yaml': menu('  - { label: Public Self-Disclosure, route: /home/publicSelfDisclosure }'), ...pages },
      [navigation, disclosures],
    );
    expect(linked.warnings.filter((warning) => warning.file === 'content/navigation.yaml')).toEqual([]);
  });

  it('refuses an item both published and not applicable, and a next review before the last', async () => {
    const result = await compile(
      [
        'items:',
        '  rtiSubsidies:',
        '    published: /home/governingBody',
        '    notApplicable: No subsidies.',
        '  fees:',
        '    reviewed: 2026-05-01',
        '    nextReview: 2026-04-01',
        '',
      ].join('\n'),
    );
    expect(result.problems.map((problem) => [problem.line, problem.expected])).toEqual([
      [3, 'either published or notApplicable, not both'],
      [7, 'a nextReview date after the reviewed date'],
    ]);
  });
});

describe('the disclosure list', () => {
  it('lists every required item once, by source in the guidelines’ order, with its status', () => {
    const register = {
      overview: { links: [{ route: '/about/aboutUs' }], reviewed: '2026-07-01', nextReview: '2027-07-01' },
      rtiSubsidies: { links: [], notApplicable: 'No subsidy programme.', nextReview: '2027-07-01' },
    };
    const sections = disclosureSections(register, TODAY, new Set(['/about/teachingEmployees']), { faculty: '3 teachers in 1 department' });
    expect(sections.map((section) => section.source)).toEqual(['ugcSelfDisclosure', 'ugcGrievance', 'nirf', 'naac', 'rti']);
    const items = sections.flatMap((section) => section.items);
    expect(items.map((item) => item.key)).toEqual([
      'overview',
      'recognition',
      'accreditation',
      'annualReports',
      'auditedAccounts',
      'governance',
      'administration',
      'programmes',
      'syllabus',
      'academicCalendar',
      'faculty',
      'admissions',
      'fees',
      'feeRefund',
      'scholarships',
      'facilities',
      'internalComplaints',
      'grievanceCommittee',
      'ombudsperson',
      'antiRagging',
      'prospectusBeforeAdmission',
      'nirf',
      'aqar',
      'iqacMinutes',
      'rtiOrganisation',
      'rtiPowersDuties',
      'rtiDecisionMaking',
      'rtiNorms',
      'rtiRules',
      'rtiDocuments',
      'rtiConsultation',
      'rtiBodies',
      'rtiDirectory',
      'rtiRemuneration',
      'rtiBudget',
      'rtiSubsidies',
      'rtiConcessions',
      'rtiElectronic',
      'rtiFacilities',
      'rtiOfficers',
      'rtiOther',
    ]);
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byKey.overview).toMatchObject({ status: 'published', reviewed: '2026-07-01', reviewOverdue: false });
    expect(byKey.rtiSubsidies).toMatchObject({ status: 'notApplicable', reason: 'No subsidy programme.', links: [] });
    // The site's own staff pages publish the faculty when the register names no place; the page that is not built does not count.
    expect(byKey.faculty).toMatchObject({
      status: 'published',
      links: [{ route: '/about/teachingEmployees' }],
      fact: '3 teachers in 1 department',
      reviewOverdue: true,
    });
    expect(byKey.governance).toMatchObject({ status: 'notPublished', links: [] });
    expect(disclosureWarnings(sections, TODAY).filter((warning) => warning.key === 'faculty')).toEqual([
      {
        key: 'faculty',
        field: 'nextReview',
        message: '"Faculty and their qualifications" (faculty) has no review date: add items.faculty.reviewed and nextReview',
      },
    ]);
  });

  it('counts the RTI Act’s seventeen items of section 4(1)(b), each cited by its clause', () => {
    const rti = REQUIRED_ITEMS.filter((item) => item.source === 'rti');
    expect(rti).toHaveLength(17);
    expect(rti.map((item) => item.citation)).toEqual(
      ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii'].map(
        (clause) => `Section 4(1)(b)(${clause})`,
      ),
    );
    expect(new Set(REQUIRED_ITEMS.map((item) => item.key)).size).toBe(REQUIRED_ITEMS.length);
  });
});
