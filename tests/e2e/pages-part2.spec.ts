import { expect, test, type Page } from '@playwright/test';
import { walk } from './walk.ts';

/** Every route of issue 5 (NAAC, committees, departments, galleries) with its banner heading and key facts. */
const ROUTES: { route: string; h1: string; facts: (string | RegExp)[] }[] = [
  // NAAC (spec 2.11)
  { route: '/NAAC/SSR', h1: 'Self Study Report', facts: ['Self Study Report: 1st Cycle', 'Self Study Report: 2nd Cycle'] },
  {
    route: '/NAAC/academicAudit',
    h1: 'Academic Audit',
    facts: [
      'Scroll to the bottom of the page to view the document!',
      'Perspective Plan',
      'Quality Assurance Initiatives',
      'Academic Audit Report',
      'Internal & External Audit Report',
      'Reservation Policy',
      'PDPMA',
      'Recruitment Policy',
      'Institutional Distinctiveness',
      'Organogram',
    ],
  },
  { route: '/NAAC/academicAudit/perspectivePlan', h1: 'Perspective Plan', facts: ['Open the document: Perspective Plan (PDF'] },
  {
    route: '/NAAC/academicAudit/qualityAssuranceInitiatives',
    h1: 'Quality Assurance Initiatives',
    facts: ['Open the document: Quality Assurance Initiatives (PDF'],
  },
  { route: '/NAAC/academicAudit/academicAuditReport', h1: 'Academic Audit Report', facts: ['Open the document: Academic Audit Report (PDF'] },
  {
    route: '/NAAC/academicAudit/internalExternalAuditReport',
    h1: 'Internal & External Audit Report',
    facts: ['Open the document: Internal & External Audit Report (PDF'],
  },
  { route: '/NAAC/academicAudit/reservationPolicy', h1: 'Reservation Policy', facts: ['Open the document: Reservation Policy (PDF'] },
  { route: '/NAAC/academicAudit/PDPMA', h1: 'PDPMA', facts: ['Open the document: PDPMA (PDF'] },
  { route: '/NAAC/academicAudit/recruitmentPolicy', h1: 'Recruitment Policy', facts: ['Open the document: Recruitment Policy (PDF'] },
  {
    route: '/NAAC/academicAudit/institutionalDistinctiveness',
    h1: 'Institutional Distinctiveness',
    facts: ['Open the document: Institutional Distinctiveness (PDF'],
  },
  { route: '/NAAC/academicAudit/Organogram', h1: 'Organogram', facts: ['Open the document: Organogram (PDF'] },
  { route: '/NAAC/bestPractices', h1: 'Best Practices', facts: ['Value Education', 'Educational Opportunities to Academically Weak Students'] },
  {
    route: '/NAAC/courseOutcomes',
    h1: 'Course Outcomes',
    facts: ['Bengali', 'Commerce', 'Economics', 'English', 'Education', 'Political Science', 'Sociology', 'History', 'Env. Studies'],
  },
  { route: '/NAAC/feedback', h1: 'Feedback', facts: ['Open the document: Feedback on the Curriculum'] },
  { route: '/NAAC/iqacAtr', h1: 'IQAC Minutes & ATR', facts: ['2018', '2019', '2021', '2022'] },
  { route: '/NAAC/iqacAtr/year-2018', h1: 'IQAC Minutes & ATR 2018', facts: ['08-06-2018', '04-08-2018', 'Meeting minutes', 'Action taken report'] },
  { route: '/NAAC/iqacAtr/year-2019', h1: 'IQAC Minutes & ATR 2019', facts: ['19-01-2019', '06-07-2019'] },
  { route: '/NAAC/iqacAtr/year-2021', h1: 'IQAC Minutes & ATR 2021', facts: ['02-02-2021', '04-09-2021', '03-11-2021'] },
  { route: '/NAAC/iqacAtr/year-2022', h1: 'IQAC Minutes & ATR 2022', facts: ['19-02-2022'] },
  { route: '/NAAC/naacStatus', h1: 'NAAC Status', facts: ['AQAR', 'NAAC Certificate', 'ISO Certificate'] },
  { route: '/NAAC/naacStatus/aqar', h1: 'AQAR', facts: ['2017-2018', '2018-2019', '2019-2020', '2020-2021', '2021-2022'] },
  { route: '/NAAC/StudentSatisfactionSurvey', h1: 'Student Satisfaction Survey', facts: ['Excellent', 'Average', 'Satisfied', 'Unsatisfied', 'Action taken'] },
  // Committees (spec 2.15)
  { route: '/committees/list', h1: 'List of Committees and Members', facts: ['Open the document: List of Committees and Members (PDF'] },
  {
    route: '/committees/NSS',
    h1: 'National Service Scheme (NSS)',
    facts: [
      'Introduction',
      'Functions/Objectives',
      'Roles/Responsibilities',
      'Working of the NSS cell',
      '100 volunteers',
      '60 hours',
      'more than 15 years',
      '"Not me but you"',
      'Programme Officer',
      'work diary',
      'Convenor',
      'Asst. Convenor',
    ],
  },
  { route: '/committees/IQAC', h1: 'Internal Quality Assurance Cell (IQAC)', facts: ['Convenor', 'Asst. Convenor'] },
  { route: '/committees/antiRagging', h1: 'Anti-Ragging Committee', facts: ['Meeting Minutes', 'Policies'] },
  { route: '/committees/antiRagging/meetingMinutes', h1: 'Anti-Ragging Meeting Minutes', facts: ['05-03-2022', '18-02-2022', '02-02-2021', 'Go back'] },
  {
    route: '/committees/antiRagging/meetingMinutes/D05_03_22',
    h1: 'Anti-Ragging Meeting Minutes, 05-03-2022',
    facts: ['Minutes of the meeting of 05-03-2022', 'Go back'],
  },
  {
    route: '/committees/antiRagging/meetingMinutes/D18_02_22',
    h1: 'Anti-Ragging Meeting Minutes, 18-02-2022',
    facts: ['Minutes of the meeting of 18-02-2022'],
  },
  {
    route: '/committees/antiRagging/meetingMinutes/D02_02_21',
    h1: 'Anti-Ragging Meeting Minutes, 02-02-2021',
    facts: ['Minutes of the meeting of 02-02-2021'],
  },
  {
    route: '/committees/antiRagging/policies',
    h1: 'Anti-Ragging Policies',
    facts: ['History', 'Objectives', 'Roles', 'Members', 'Open the document: Anti-Ragging Policy (PDF'],
  },
  { route: '/committees/careerGuidancePlacement', h1: 'Career Guidance & Placement Cell', facts: ['Objectives', 'Members', 'Open the document'] },
  {
    route: '/committees/antiSexualHarassment',
    h1: 'Anti-Sexual Harassment Cell',
    facts: [
      'Goal',
      'Objectives',
      'What is sexual harassment',
      'Acts covered',
      'Confidentiality',
      'False complaints',
      'Whom to contact',
      'Coordinator',
      'icc.coordinator@example.org',
    ],
  },
  { route: '/committees/sports', h1: 'Sports Committee', facts: ['Convenor'] },
  { route: '/committees/eco', h1: 'Eco Club', facts: ['Green Audit Certificate', 'Green Campus Policy', 'Green Campus Certificate'] },
  { route: '/committees/libraryAdvisory', h1: 'Library Advisory Committee', facts: ['Policy guidelines', '₹10000 per month'] },
  { route: '/committees/redRibbon', h1: 'Red Ribbon Club', facts: ['Aims', 'Strategies', 'Roles', 'How to join'] },
  { route: '/committees/womenEmpowerment', h1: 'Women Empowerment Cell', facts: ['Convenor'] },
  { route: '/committees/admission', h1: 'Admission Committee', facts: ['Admission Procedure'] },
  { route: '/committees/examination', h1: 'Examination Committee', facts: ['at least 5 members', 'Procedure', 'Marks scheme', 'Open the document'] },
  { route: '/committees/research', h1: 'Research Committee', facts: ['Activities'] },
  {
    route: '/committees/cultural',
    h1: 'Cultural Committee',
    facts: ['Policy', 'Composition', 'five', 'two', 'three years', '2022-2024', "The convenor's role", 'Student Member'],
  },
  { route: '/committees/alumniAssociation', h1: 'Alumni Association', facts: ['alumni meet'] },
  { route: '/committees/grievanceRedressal', h1: 'Grievance Redressal Cell', facts: ['Policy', 'Meeting Minutes'] },
  { route: '/committees/grievanceRedressal/policy', h1: 'Grievance Redressal Policy', facts: ['Go back'] },
  { route: '/committees/grievanceRedressal/meetingMinutes', h1: 'Grievance Redressal Meeting Minutes', facts: ['05-09-2022', '01-07-2019', '21-11-2017'] },
  {
    route: '/committees/grievanceRedressal/meetingMinutes/D05_09_22',
    h1: 'Grievance Redressal Meeting Minutes, 05-09-2022',
    facts: ['Minutes of the meeting of 05-09-2022', 'Go back'],
  },
  {
    route: '/committees/grievanceRedressal/meetingMinutes/D01_07_19',
    h1: 'Grievance Redressal Meeting Minutes, 01-07-2019',
    facts: ['Minutes of the meeting of 01-07-2019', 'Go back'],
  },
  {
    route: '/committees/grievanceRedressal/meetingMinutes/D21_11_17',
    h1: 'Grievance Redressal Meeting Minutes, 21-11-2017',
    facts: ['Minutes of the meeting of 21-11-2017', 'Go back'],
  },
  {
    route: '/committees/cyber',
    h1: 'Cyber Cell',
    facts: ['Cyber Cell Policies', 'at least 8 characters', 'upper-case and lower-case letters, numbers and symbols', 'every 3 months', 'do not reuse'],
  },
  { route: '/committees/entrepreneurship', h1: 'Entrepreneurship Development Cell', facts: ['Convenor'] },
  { route: '/committees/innovationDevelopement', h1: 'Innovation & Development Cell', facts: ['Open the document: Innovation & Development Cell (PDF'] },
  { route: '/committees/literary', h1: 'Literary Committee', facts: ['debates'] },
  { route: '/committees/magazine', h1: 'Magazine Committee', facts: ['college magazine'] },
  { route: '/committees/mentorMentee', h1: 'Mentor–Mentee Committee', facts: ['mentor'] },
  { route: '/committees/parentsTeachers', h1: 'Parents–Teachers Committee', facts: ['parents–teachers meeting'] },
  { route: '/committees/publicityMedia', h1: 'Publicity & Media Committee', facts: ['press releases'] },
  // Departments (spec 2.12)
  { route: '/department/commerce', h1: 'Department of Commerce', facts: ['established in 2010', 'Aims and mission', 'Faculty', 'Head of Department'] },
  { route: '/department/economics', h1: 'Department of Economics', facts: ['minor course only', 'Objectives', 'Functions', 'Faculty'] },
  {
    route: '/department/education',
    h1: 'Department of Education',
    facts: ['founded in 1991', 'B.A in Education as major and minor', 'Mission', 'Vision', 'Aims', 'Faculty'],
  },
  {
    route: '/department/english',
    h1: 'Department of English',
    facts: [
      'founded in 1991',
      'B.A. English major',
      'B.A. English minor',
      'Skill Enhancement Course (SEC)',
      'Ability Enhancement Compulsory Course (AECC)',
      'Resources',
      'Career opportunities',
      'Vice-Principal',
    ],
  },
  { route: '/department/history', h1: 'Department of History', facts: ['Mission', 'Objectives', 'Career opportunities', 'Faculty'] },
  { route: '/department/polSci', h1: 'Department of Political Science', facts: ['Aims', 'Objectives', 'Faculty'] },
  {
    route: '/department/sociology',
    h1: 'Department of Sociology',
    facts: [
      'founded in 2004',
      'permanent affiliation on 12 Sept 2017',
      'honours course since 2011',
      'since 2021',
      'Objectives',
      'Activities',
      'Best practices',
      'Faculty',
      'Head of Department',
      'Assistant Professor',
      'Gallery',
    ],
  },
];

/** The nine galleries: their banner, each marked under construction while its folder holds no photo. */
const GALLERIES: [string, string][] = [
  ['sports', 'Sports'],
  ['classroom', 'Classroom & Computer Lab'],
  ['healthSeminar', 'Health Seminar'],
  ['culturalDay', 'Cultural Day'],
  ['NSSandRRC', 'NSS & RRC'],
  ['studyTours', 'Study Tour'],
  ['charityDrive', 'Charity Drive'],
  ['cleanlinessDrive', 'Cleanliness Drive'],
  ['freshersSocial', 'Freshers Social'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const description = async (page: Page) => (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';

test.describe('every page of issue 5', () => {
  // Each page shows its heading, title, description and facts.
  walk(ROUTES, { size: 12, name: ({ route }) => route, msEach: 2_000 }, async (page, { route, h1, facts }) => {
    const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect.soft(response?.status()).toBe(200);
    await expect.soft(page.locator('main h1')).toHaveText(h1);
    expect.soft(await page.title()).toMatch(new RegExp(`^${escape(h1)} \\| `));
    expect.soft((await description(page)).length).toBeGreaterThan(30);
    const main = page.locator('main');
    for (const fact of facts) await expect.soft(main).toContainText(fact);
    await expect.soft(main).not.toContainText('PLACEHOLDER');
  });

  for (const [segment, title] of GALLERIES) {
    test(`/gallery/${segment} shows the blue banner "${title}" marked (Under Construction)`, async ({ page }) => {
      const response = await page.goto(`/gallery/${segment}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main .banner h1')).toHaveText(`${title} (Under Construction)`);
      expect(await page.title()).toMatch(new RegExp(`^${escape(title)} \\| `));
      await expect(page.locator('main img')).toHaveCount(0);
    });
  }

  test('titles and descriptions are all different', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of [...ROUTES.map((r) => r.route), ...GALLERIES.map(([segment]) => `/gallery/${segment}`)]) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const text = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title && text, route).toBeTruthy();
      expect(titles.get(title), `${route} has the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(text), `${route} has the description of ${descriptions.get(text)}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(text, route);
    }
  });
});

test.describe('NAAC facts', () => {
  test('the academic audit cards each link to their page, which embeds the document with a plain link', async ({ page }) => {
    await page.goto('/NAAC/academicAudit');
    const views = page.locator('main .link-card a');
    await expect(views).toHaveCount(9);
    await page.locator('main .link-card', { hasText: 'Organogram' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/NAAC\/academicAudit\/Organogram$/);
    const frame = page.locator('main iframe');
    await expect(frame).toHaveAttribute('src', '/files/documents/naac/academic-audit/organogram.pdf');
    const link = page.getByRole('link', { name: /Open the document: Organogram \(PDF, \d+ KB\)/ });
    const pdf = await page.request.get((await link.getAttribute('href')) as string);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('iqacAtr has one URL per year; each year marks its button and shows its dated cards', async ({ page }) => {
    await page.goto('/NAAC/iqacAtr');
    const years = page.getByRole('navigation', { name: 'IQAC Minutes & ATR: years' }).getByRole('link');
    await expect(years).toHaveText(['2018', '2019', '2021', '2022']);
    await years.filter({ hasText: '2021' }).click();
    await expect(page).toHaveURL(/\/NAAC\/iqacAtr\/year-2021$/);
    await expect(page.getByRole('link', { name: '2021', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main .link-card time')).toHaveText(['02-02-2021', '04-09-2021', '03-11-2021']);
    await expect(page.locator('main .link-card time').first()).toHaveAttribute('datetime', '2021-02-02');
    expect((await page.request.get('/NAAC/iqacAtr/year-2020')).status()).toBe(404);
  });

  test("naacStatus opens AQAR, whose buttons open each year's report", async ({ page }) => {
    await page.goto('/NAAC/naacStatus');
    await expect(page.locator('main a.button')).toHaveCount(3);
    await page.locator('main a.button', { hasText: 'AQAR' }).click();
    await expect(page).toHaveURL(/\/NAAC\/naacStatus\/aqar$/);
    const buttons = page.locator('main a.button');
    await expect(buttons).toHaveCount(5);
    await expect(buttons.first()).toContainText('2017-2018');
    await expect(buttons.last()).toContainText('2021-2022');
    expect((await page.request.get((await buttons.first().getAttribute('href')) as string)).status()).toBe(200);
  });

  test('the survey shows 10 questions, the rating bands and every result with its resolution', async ({ page }) => {
    await page.goto('/NAAC/StudentSatisfactionSurvey');
    await expect(page.locator('main .survey__questions li')).toHaveCount(10);
    await expect(page.locator('main .survey__scale li')).toHaveText(['Excellent', 'Average', 'Satisfied', 'Unsatisfied']);
    const bands = page.locator('main .survey__bands tbody tr');
    await expect(bands).toHaveText([/1–3\s*Poor/, /4–6\s*Fair/, /7–9\s*Good/, /10\s*Excellent/]);
    const results = page.getByRole('table').filter({ hasText: 'SSS points' }).locator('tbody tr');
    await expect(results).toHaveCount(5);
    const expected: [string, string][] = [
      ['INFRASTRUCTURE', '70%'],
      ['TEACHING', '80%'],
      ['LEARNING', '65%'],
      ['CURRICULUM', '83%'],
      ['EVALUATION', '80%'],
    ];
    for (const [index, [area, percentage]] of expected.entries()) {
      await expect(results.nth(index).locator('th')).toHaveText(area);
      await expect(results.nth(index).locator('td').first()).toHaveText(percentage);
      expect(((await results.nth(index).locator('td').last().textContent()) ?? '').length).toBeGreaterThan(10);
    }
  });

  test('external documents open in a new tab and say so', async ({ page }) => {
    await page.goto('/NAAC/courseOutcomes');
    const links = page.locator('main .link-card a');
    await expect(links).toHaveCount(9);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toContainText('(opens another site)');
  });
});

test.describe('committee facts', () => {
  test('the examination marks table: CBCS 25/10 and 75/30, Old 30/13.5 and 70/31.5', async ({ page }) => {
    await page.goto('/committees/examination');
    const rows = page.locator('main table').filter({ hasText: 'Programme Name' }).locator('tbody tr');
    await expect(rows).toHaveText([
      /BA\/B\.Com \(CBCS\)\s*Internal\s*25\s*10/,
      /BA\/B\.Com \(CBCS\)\s*External\s*75\s*30/,
      /BA\/B\.Com \(Old\)\s*Internal\s*30\s*13\.5/,
      /BA\/B\.Com \(Old\)\s*External\s*70\s*31\.5/,
    ]);
    const members = page.locator('.member-table tbody tr');
    expect(await members.count()).toBeGreaterThanOrEqual(5);
  });

  // Members, if a committee page lists them, name a Convenor and an Asst. Convenor.
  const committees = ROUTES.map((r) => r.route).filter((r) => r.startsWith('/committees/'));
  walk(committees, { size: 20, name: (route) => route, msEach: 1_500 }, async (page, route) => {
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const roles = await page.locator('.member-table tbody td:last-child').allTextContents();
    if (roles.length === 0) return;
    expect.soft(roles).toContain('Convenor');
    expect.soft(roles).toContain('Asst. Convenor');
  });

  test('the committee frames are 600 px high, the other document frames about 900', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto('/committees/list');
    expect(Math.round((await page.locator('main iframe').boundingBox())?.height ?? 0)).toBe(600);
    await page.goto('/NAAC/feedback');
    expect(Math.round((await page.locator('main iframe').boundingBox())?.height ?? 0)).toBeGreaterThan(800);
  });

  test('anti-ragging: landing -> meeting minutes -> a meeting, and Go back returns', async ({ page }) => {
    await page.goto('/committees/antiRagging');
    await page.getByRole('link', { name: 'Meeting Minutes' }).click();
    await expect(page).toHaveURL(/\/committees\/antiRagging\/meetingMinutes$/);
    await expect(page.locator('main .meeting-list a')).toHaveText(['Meeting held on 05-03-2022', 'Meeting held on 18-02-2022', 'Meeting held on 02-02-2021']);
    await page.getByRole('link', { name: 'Meeting held on 18-02-2022' }).click();
    await expect(page).toHaveURL(/\/meetingMinutes\/D18_02_22$/);
    await expect(page.locator('main iframe')).toHaveAttribute('src', '/files/documents/committees/anti-ragging/minutes-2022-02-18.pdf');
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/committees\/antiRagging\/meetingMinutes$/);
  });

  test('grievance redressal: the policy goes back to the landing page', async ({ page }) => {
    await page.goto('/committees/grievanceRedressal');
    await page.getByRole('link', { name: 'Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/committees\/grievanceRedressal\/policy$/);
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/committees\/grievanceRedressal$/);
  });

  test('the eco club shows its certificates as images with descriptions', async ({ page }) => {
    await page.goto('/committees/eco');
    const images = page.locator('main figure img');
    await expect(images).toHaveCount(3);
    for (const alt of await images.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))) expect(alt.length).toBeGreaterThan(10);
  });

  for (const path of [
    '/committees/unknown',
    '/committees/NSS/members',
    '/committees/antiRagging/meetingMinutes/D06_03_22',
    '/gallery/unknown',
    '/department/physics',
    '/NAAC/academicAudit/unknown',
  ]) {
    test(`${path} is not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('THIS PAGE COULD NOT BE FOUND');
    });
  }
});

test.describe('department gallery', () => {
  test('the sociology department shows its 14 photos in 4, 3, 2 and 1 columns as the window narrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/department/sociology');
    const photos = page.locator('main .image-gallery img');
    await expect(photos).toHaveCount(14);
    for (const alt of await photos.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))) expect(alt).toMatch(/^[A-Z].{8,}/);
    const columns = () => page.locator('main .image-gallery').evaluate((el) => getComputedStyle(el).columnCount);
    expect(await columns()).toBe('4');
    for (const [width, count] of [
      [1100, '3'],
      [700, '2'],
      [500, '1'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns(), `at ${width} px`).toBe(count);
    }
    await photos.last().scrollIntoViewIfNeeded();
    await expect.poll(() => photos.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
