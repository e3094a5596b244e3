import { expect, test, type Page } from '@playwright/test';
import { fixtureYaml } from './fixtureSite.ts';
import { walk } from './walk.ts';

/** The contact details the pages must show, read from the fixture site's one file that holds them (never retyped here). */
const site = fixtureYaml<{ phones: string[]; emails: string[]; address: string[] }>('site.yaml');

/** Every route of issue 4 with its banner heading and facts its main content must show. */
const ROUTES: { route: string; h1: string; facts: (string | RegExp)[] }[] = [
  {
    route: '/home/missionVision',
    h1: 'Mission & Vision',
    facts: [
      'inclusive, equitable and holistic education',
      'moral and spiritual growth',
      'responsible social assets',
      'research and innovation',
      'skills the job market asks for',
      'national integrity',
      'secular, multi-cultural and tolerant outlook',
    ],
  },
  { route: '/home/principalsDesk', h1: "Principal's Desk", facts: ['Principal', "From the Principal's desk"] },
  { route: '/home/administration', h1: 'Administration', facts: ['Principal', 'Vice Principal'] },
  { route: '/home/procedureNpolicies', h1: 'Procedure & Policies', facts: ['Admission', 'Examinations and evaluation'] },
  {
    route: '/home/association',
    h1: 'Associations',
    facts: [
      "Teachers' Association",
      'Established 17 January 2015.',
      "Students' Association and Union",
      'Established 2014.',
      "Parent-Teachers' Association",
      'Alumni Association',
    ],
  },
  {
    route: '/home/coursesOffered',
    h1: 'Courses Offered',
    facts: ['Master of Arts (M.A.) in Sociology', 'Bachelor of Arts (B.A.)', 'Bachelor of Commerce (B.Com)', 'Economics is offered as a minor subject only.'],
  },
  {
    route: '/home/codeOfConduct',
    h1: 'Code of Conduct',
    facts: [
      'Code of conduct for students',
      'Code of conduct for staff',
      'Code of conduct for administrators',
      'Code of conduct for the authority',
      'Dress code',
      'Navy trousers, striped shirt, necktie and black shoes',
      'olive for boys, peach for girls',
      'kurti and dupatta',
    ],
  },
  { route: '/about/aboutUs', h1: 'About Us', facts: ["first women's college in the state", 'boys and girls', '1200 students'] },
  { route: '/about/aboutTheSponsoringSociety', h1: 'The Sponsoring Society', facts: ['religious service society'] },
  { route: '/about/contact', h1: 'Contact', facts: ['Postal address', ...site.address] },
  {
    route: '/onlineAdmissions/admissionProcedure',
    h1: 'Admission Procedure',
    facts: [
      'HSSLC',
      "principal's office issues the admission information",
      'at the college office',
      'on this website',
      'first come, first served',
      'personal interview',
      'original documents for verification',
      'parent or local guardian',
      'HSLC and HSSLC admit card, mark sheet and pass certificate',
      'Three passport-size photographs',
      'transfer certificate',
      'SC/OBC/PWD certificate',
      'original migration certificate',
      '5% of the seats',
      'benchmark disability',
      '40% or more',
      "5 years' relaxation",
    ],
  },
  {
    route: '/onlineAdmissions/feeStructure',
    h1: 'Fee Structure',
    facts: [
      '₹8,800',
      '₹7,800',
      '₹16,600',
      '₹12,000',
      '₹7,000',
      '₹19,000',
      '₹3,500',
      'blazer',
      'Transfer Certificate',
      'Character Certificate',
      'Bonafide Student Certificate',
      '₹300 per subject',
      'viva',
      'not refunded',
      'fixed by the affiliating university',
    ],
  },
  { route: '/onlineAdmissions/newAdmissions', h1: 'New Admissions', facts: ['Under construction', 'admission procedure', 'contact the college office'] },
  {
    route: '/onlineAdmissions/underConstruction',
    h1: 'Under Construction',
    facts: ['Under construction', "Paying your fees, paying your bus fees and viewing your application's status", 'contact the college office'],
  },
  { route: '/studentServices/PCSU', h1: "PCSU: the Students' Union", facts: ['elected body'] },
  { route: '/studentServices/grievanceFourm', h1: 'Grievance Forum', facts: [] },
  { route: '/studentServices/busService', h1: 'Bus Service', facts: [] },
  { route: '/studentServices/scholarshipFreeship', h1: 'Scholarship & Freeship', facts: ['National Scholarship Portal'] },
  { route: '/calender/academicCalender', h1: 'Academic Calender', facts: ['Academic Calender 2024'] },
  { route: '/calender/holidayList', h1: 'Holiday List', facts: ['Holiday List 2024'] },
  { route: '/resources/magazines', h1: 'Magazines', facts: ['Vision 2024'] },
  { route: '/resources/journal', h1: 'Journal', facts: ['annual multidisciplinary journal', 'ISSN 2394-2851', 'Editor-in-chief', 'Joint editor'] },
  { route: '/resources/prospectus', h1: 'Prospectus', facts: [] },
  {
    route: '/library/ILMS',
    h1: 'ILMS: Integrated Library Management System',
    facts: ['Acquisition', 'Cataloguing', 'Circulation', 'Serials control', 'Data entry', 'Reports and administration', 'OPAC and web OPAC'],
  },
  { route: '/library/syllabus', h1: 'Syllabus', facts: [] },
];

const ACADEMIC_YEARS = ['2024', '2023', '2022', '2020-2021', '2020', '2019', '2018'];
const HOLIDAY_YEARS = ['2024', '2023', '2022', '2021', '2020', '2019', '2018'];

async function description(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

test.describe('every page of issue 4', () => {
  // Each page shows its heading, title, description and facts.
  walk(ROUTES, { size: 9, name: ({ route }) => route, msEach: 2_000 }, async (page, { route, h1, facts }) => {
    const response = await page.goto(route);
    expect.soft(response?.status()).toBe(200);
    await expect.soft(page.locator('main h1')).toHaveText(h1);
    expect.soft(await page.title()).toMatch(new RegExp(`^${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d{4}(-\\d{4})?)? \\| `));
    expect.soft((await description(page)).length).toBeGreaterThan(30);
    const main = page.locator('main');
    for (const fact of facts) await expect.soft(main).toContainText(fact);
    await expect.soft(main).not.toContainText('PLACEHOLDER');
  });

  test('titles and descriptions are all different', async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { route } of ROUTES) {
      await page.goto(route);
      seen.titles.add(await page.title());
      seen.descriptions.add(await description(page));
    }
    expect(seen.titles.size).toBe(ROUTES.length);
    expect(seen.descriptions.size).toBe(ROUTES.length);
  });

  test('every internal link and image on these pages answers', async ({ page, request }) => {
    const targets = new Set<string>();
    for (const { route } of ROUTES) {
      await page.goto(route);
      for (const href of await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) targets.add(href);
      // Read in one go: a slideshow that hydrates meanwhile replaces its images.
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          alt: img.getAttribute('alt'),
          width: Number(img.getAttribute('width')),
          height: Number(img.getAttribute('height')),
          src: img.getAttribute('src') ?? '',
        })),
      );
      for (const { alt, width, height, src } of images) {
        expect(alt, `${route}: ${src}`).toBeTruthy();
        expect(width, `${route}: ${src}`).toBeGreaterThan(0);
        expect(height, `${route}: ${src}`).toBeGreaterThan(0);
        targets.add(src);
      }
    }
    for (const target of targets) expect((await request.get(target)).status(), target).toBe(200);
  });
});

test.describe('details', () => {
  test('the fee totals are the sums of the instalments shown', async ({ page }) => {
    await page.goto('/onlineAdmissions/feeStructure');
    const rupees = (text: string) => Number(text.replace(/[₹,\s]/g, ''));
    const tables = page.locator('table').filter({ has: page.locator('tfoot') });
    await expect(tables).toHaveCount(2);
    const totals: number[] = [];
    for (const table of await tables.all()) {
      const amounts = (await table.locator('tbody td.number').allTextContents()).map(rupees);
      const total = rupees(await table.locator('tfoot td').innerText());
      expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
      totals.push(total);
    }
    expect(totals).toEqual([16600, 19000]);
    await expect(tables.first().locator('caption')).toContainText('6 semesters');
    await expect(tables.last().locator('caption')).toContainText('4 semesters');
  });

  test('the contact page shows the two phones and two e-mails of site.yaml as links, and the map with a plain link', async ({ page }) => {
    await page.goto('/about/contact');
    const main = page.locator('main');
    for (const phone of site.phones) await expect(main.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+0-9]/g, '')}`);
    for (const email of site.emails) await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(main.locator('iframe[title="Map of the college campus"]')).toHaveAttribute('src', /^https:\/\//);
    await expect(main.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:\/\//);
  });

  test('the associations number their members and only the students have a Class column', async ({ page }) => {
    await page.goto('/home/association');
    const tables = page.locator('main table');
    await expect(tables).toHaveCount(4);
    for (const table of await tables.all()) {
      const serials = await table.locator('tbody tr td:first-child').allTextContents();
      expect(serials).toEqual(serials.map((_, i) => String(i + 1)));
    }
    const headers = await Promise.all((await tables.all()).map((table) => table.locator('thead th').allTextContents()));
    expect(headers[0]).toEqual(['Sl. No.', 'Name', 'Designation']);
    expect(headers[1]).toEqual(['Sl. No.', 'Name', 'Class', 'Designation']);
  });

  test('principal and vice principal are shown with their photos', async ({ page }) => {
    await page.goto('/home/administration');
    const photos = page.locator('main img');
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAttribute('alt', /Principal$/);
    await expect(photos.last()).toHaveAttribute('alt', /Vice Principal$/);
    expect(await photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('embedded PDFs have a plain link saying format and size, and the link opens the PDF', async ({ page, request }) => {
    for (const [route, title] of [
      ['/studentServices/scholarshipFreeship', 'Scholarship and Freeship'],
      ['/resources/prospectus', 'Prospectus'],
      ['/resources/magazines', 'Vision 2024'],
      ['/calender/holidayList/year2019', 'Holiday List 2019'],
    ]) {
      await page.goto(route);
      const link = page.locator('main').getByRole('link', { name: `Open the document: ${title} (PDF, 1 KB)` });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      await expect(page.locator(`main iframe[src="${href}"]`)).toHaveAttribute('title', title);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('the bus route map is an image with a description', async ({ page }) => {
    await page.goto('/studentServices/busService');
    await expect(page.locator('main img')).toHaveAttribute('alt', /Map of the four college bus routes/);
  });
});

test.describe('year lists', () => {
  for (const [list, years, label] of [
    ['/calender/academicCalender', ACADEMIC_YEARS, 'Academic Calender'],
    ['/calender/holidayList', HOLIDAY_YEARS, 'Holiday List'],
  ] as const) {
    test(`${list}: side links newest first, the list opens the newest year, each year has its page`, async ({ page }) => {
      await page.goto(list);
      const links = page.locator('main nav a');
      await expect(links).toHaveText([...years]);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(years.map((y) => `${list}/year${y}`));
      await expect(page.locator('main h2#year-title')).toHaveText(`${label} 2024`);
      await expect(links.first()).toHaveAttribute('aria-current', 'true');

      for (const year of years) {
        const response = await page.goto(`${list}/year${year}`);
        expect(response?.status()).toBe(200);
        expect(await page.title()).toMatch(new RegExp(`^${label} ${year} \\| `));
        await expect(page.locator('main h2#year-title')).toHaveText(`${label} ${year}`);
        await expect(page.locator('main nav a[aria-current="page"]')).toHaveText(year);
        if (year === '2024') {
          await expect(page.locator('main figure img')).toHaveCount(list.endsWith('academicCalender') ? 2 : 1);
        } else {
          await expect(page.locator('main').getByRole('link', { name: /^Open the document: .* \(PDF, \d+ KB\)$/ })).toBeVisible();
        }
      }
    });
  }

  test('an unknown year or sub-path shows the not-found page', async ({ page }) => {
    for (const path of [
      '/calender/academicCalender/year2017',
      '/calender/holidayList/2023',
      '/calender/nothing',
      '/home/missionVision/extra',
      '/onlineAdmissions/feeStructure/2024',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('h1')).toHaveText('THIS PAGE COULD NOT BE FOUND');
    }
  });
});
