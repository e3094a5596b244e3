import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { FIXTURE_DIR, fixtureYaml } from './fixtureSite.ts';

interface Register {
  items: Record<string, { published?: string | { label: string; link: string }[]; notApplicable?: string; reviewed?: string; nextReview?: string }>;
  officers: Record<string, { name: string; email?: string; phone?: string }>;
}
const register = fixtureYaml<Register>('disclosures.yaml');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "1 November 2026", as the pages write a date. */
const written = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

const item = (page: Page, key: string) => page.locator(`#disclosure-${key}`);

type Status = 'published' | 'not yet published' | 'not applicable';
type Expected = [key: string, title: string, status: Status][];

/** The seventeen items of the RTI Act's section 4(1)(b), as the fixture's register leaves them: the RTI page lists these alone. */
const RTI: Expected = [
  ['rtiOrganisation', 'Organisation, functions and duties', 'published'],
  ['rtiPowersDuties', 'Powers and duties of officers and employees', 'not yet published'],
  ['rtiDecisionMaking', 'Decision-making procedure', 'not yet published'],
  ['rtiNorms', 'Norms for its functions', 'published'],
  ['rtiRules', 'Rules, regulations and manuals', 'published'],
  ['rtiDocuments', 'Categories of documents held', 'not yet published'],
  ['rtiConsultation', 'Consultation with the public', 'not yet published'],
  ['rtiBodies', 'Boards, councils and committees', 'published'],
  ['rtiDirectory', 'Directory of officers and employees', 'published'],
  ['rtiRemuneration', 'Monthly remuneration', 'not yet published'],
  ['rtiBudget', 'Budget', 'not yet published'],
  ['rtiSubsidies', 'Subsidy programmes', 'not applicable'],
  ['rtiConcessions', 'Concessions and permits', 'not applicable'],
  ['rtiElectronic', 'Information in electronic form', 'not yet published'],
  ['rtiFacilities', 'Facilities for citizens', 'published'],
  ['rtiOfficers', 'Public Information Officers', 'published'],
  ['rtiOther', 'Other prescribed information', 'not yet published'],
];

/**
 * What the Public Self-Disclosure page of the fixture site lists, in order: each required item's key, heading and
 * status as the fixture's register (tests/fixtures/site/disclosures.yaml) leaves it. The directory of employees and
 * the Public Information Officers are published by the site's own pages; rtiOther is left out of the register.
 */
const SELF_DISCLOSURE: Expected = [
  ['overview', 'About the college', 'published'],
  ['recognition', 'Recognition under sections 2(f) and 12B', 'published'],
  ['accreditation', 'Accreditation and ranking', 'published'],
  ['annualReports', 'Annual reports', 'not yet published'],
  ['auditedAccounts', 'Audited accounts', 'published'],
  ['governance', 'Governing body and committees', 'published'],
  ['administration', 'Principal and administrative officers', 'published'],
  ['programmes', 'Programmes, intake and duration', 'published'],
  ['syllabus', 'Syllabus', 'published'],
  ['academicCalendar', 'Academic calendar', 'published'],
  ['faculty', 'Faculty and their qualifications', 'published'],
  ['admissions', 'Admission process and prospectus', 'published'],
  ['fees', 'Fees', 'published'],
  ['feeRefund', 'Fee refund policy', 'published'],
  ['scholarships', 'Scholarships and financial aid', 'published'],
  ['facilities', 'Facilities', 'not yet published'],
  ['internalComplaints', 'Internal Complaints Committee', 'published'],
  ['grievanceCommittee', 'Students’ Grievance Redressal Committee', 'published'],
  ['ombudsperson', 'Ombudsperson', 'not yet published'],
  ['antiRagging', 'Anti-ragging committee and squad', 'published'],
  ['prospectusBeforeAdmission', 'Seats, eligibility and syllabus before admission', 'published'],
  ['nirf', 'NIRF data, last three years', 'published'],
  ['aqar', 'Annual Quality Assurance Reports', 'published'],
  ['iqacMinutes', 'IQAC minutes and action taken', 'published'],
  ...RTI,
];

/** The headings of a list of items as the page numbers them: "1. About the college". */
const numbered = (items: Expected) => items.map(([, title], index) => `${index + 1}. ${title}`);

/** Where an item says it stands: its links, "Not yet published", or "Not applicable: <why>". */
async function expectStatus(page: Page, key: string, status: Status): Promise<void> {
  const published = item(page, key).locator('dt:text-is("Published") + dd');
  if (status === 'published') await expect(published.getByRole('link').first(), key).toBeVisible();
  else if (status === 'not yet published') await expect(published, key).toHaveText('Not yet published');
  else await expect(published, key).toHaveText(/^Not applicable: /);
}

/** The rows of one of the fixture's staff lists. */
const staffRows = (csv: string) => parse(readFileSync(path.join(FIXTURE_DIR, 'staff', csv), 'utf8'), { columns: true }) as Record<string, string>[];

/** The staff lists' row for a name: its department or section key and designation. */
function staffRow(name: string): { group: string; designation: string; route: string } {
  for (const [csv, column, route] of [
    ['teaching.csv', 'department', '/about/teachingEmployees'],
    ['non-teaching.csv', 'section', '/about/nonTeachingEmployees'],
  ] as const) {
    const row = staffRows(csv).find((candidate) => candidate.name === name);
    if (row) return { group: row[column], designation: row.designation, route: `${route}/${row[column]}` };
  }
  throw new Error(`${name} is not in the fixture's staff lists`);
}

test.describe('Public Self-Disclosure', () => {
  test('lists every required item in order, each with its links or "Not yet published" and its review dates', async ({ page }) => {
    await page.goto('/home/publicSelfDisclosure');
    const items = page.locator('li.disclosure');
    await expect(items.locator('h3')).toHaveText(numbered(SELF_DISCLOSURE));
    expect(await items.evaluateAll((list) => list.map((entry) => entry.id))).toEqual(SELF_DISCLOSURE.map(([key]) => `disclosure-${key}`));
    // Every item says where it is published, or that it is not yet, or why it does not apply.
    for (const [key, , status] of SELF_DISCLOSURE) await expectStatus(page, key, status);
    // 11 not yet published; the two not applicable count as done.
    await expect(page.locator('.disclosures__status')).toHaveText('As of 23 November 2026: 30 of 41 items published.');

    // A page of the site, by its title; a document, with its format and size.
    await expect(item(page, 'overview').getByRole('link', { name: 'About Us' })).toHaveAttribute('href', register.items.overview.published as string);
    await expect(item(page, 'overview').locator('time')).toHaveText([written(register.items.overview.reviewed!), written(register.items.overview.nextReview!)]);
    const recognition = item(page, 'recognition').getByRole('link', { name: /Recognition under sections 2\(f\) and 12B \(PDF, 1 KB\)/ });
    await expect(recognition).toHaveAttribute('href', `/files/${register.items.recognition.published as string}`);
    expect((await page.request.get((await recognition.getAttribute('href'))!)).headers()['content-type']).toContain('application/pdf');
    // An empty entry and one left out of the register alike are not yet published.
    for (const key of ['annualReports', 'rtiOther']) {
      expect(register.items[key]?.published).toBeUndefined();
      await expect(item(page, key).getByText('Not yet published')).toBeVisible();
      await expect(item(page, key).locator('dt:text-is("Next review") + dd')).toHaveText('Not set');
    }
    await expect(item(page, 'rtiSubsidies')).toContainText(`Not applicable: ${register.items.rtiSubsidies.notApplicable}`);
    // Past its review date (the fixture is built on 2026-11-23).
    expect(register.items.administration.nextReview! < '2026-11-23').toBe(true);
    await expect(item(page, 'administration').locator('dt:text-is("Next review") + dd')).toHaveText(
      `${written(register.items.administration.nextReview!)} (review overdue)`,
    );
    await expect(item(page, 'overview').getByText('review overdue')).toHaveCount(0);
    // The site's own staff pages publish the directory of employees, with the figures of the staff lists.
    await expect(item(page, 'rtiDirectory').getByRole('link')).toHaveText(['Teaching Employees', 'Non-Teaching Employees']);
    await expect(item(page, 'rtiDirectory').locator('.disclosure__fact')).toHaveText(
      `${staffRows('teaching.csv').length} teachers and ${staffRows('non-teaching.csv').length} non-teaching staff`,
    );
    await expect(page.locator('[data-island]')).toHaveCount(0);
  });

  test('prints as one document: the shell, the contents and the print hint left out, each page link with its address', async ({ page }) => {
    await page.goto('/home/publicSelfDisclosure');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-nav', '.site-footer', '.disclosures__contents', '.disclosures__print-note']) {
      await expect(page.locator(selector)).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Public Self-Disclosure' })).toBeVisible();
    await expect(page.locator('li.disclosure:visible')).toHaveCount(41);
    const after = await item(page, 'overview')
      .getByRole('link', { name: 'About Us' })
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toBe(`" (/about/aboutUs)"`);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.site-footer')).toBeVisible();
  });

  test('NIRF is one click from the home page: the section with each year’s data', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Mandatory disclosures' }).getByRole('link', { name: 'NIRF', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/publicSelfDisclosure#disclosures-nirf$/);
    await expect(page.getByRole('heading', { level: 2, name: 'NIRF' })).toBeInViewport();
    const years = register.items.nirf.published as { label: string; link: string }[];
    const links = item(page, 'nirf').getByRole('link');
    await expect(links).toHaveText(years.map((year) => new RegExp(`^${year.label} \\(PDF`)));
    for (const [index, year] of years.entries()) await expect(links.nth(index)).toHaveAttribute('href', `/files/${year.link}`);
  });

  test('is linked from the footer of every kind of page', async ({ page }) => {
    for (const route of ['/', '/notices', '/home/missionVision', '/about/teachingEmployees', '/no-such-page']) {
      await page.goto(route);
      await expect(page.locator('.site-footer').getByRole('link', { name: 'Public Self-Disclosure' }), route).toHaveAttribute(
        'href',
        '/home/publicSelfDisclosure',
      );
    }
    await page.locator('.site-footer').getByRole('link', { name: 'Public Self-Disclosure' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Self-Disclosure');
  });
});

test.describe('Right to Information', () => {
  test('names the officers from the staff lists, with their contact, and lists the seventeen items of section 4(1)(b)', async ({ page }) => {
    await page.goto('/home/rti');
    const site = fixtureYaml<{ phones: string[]; emails: string[] }>('site.yaml');
    for (const [role, title] of [
      ['publicInformationOfficer', 'Public Information Officer'],
      ['appellateAuthority', 'First Appellate Authority'],
    ] as const) {
      const named = register.officers[role];
      const row = staffRow(named.name);
      const card = page.locator('.rti-officer', { has: page.getByRole('heading', { name: title }) });
      await expect(card.locator('.rti-officer__name')).toContainText(`${named.name}, ${row.designation}`);
      await expect(card.locator('.rti-officer__name').getByRole('link')).toHaveAttribute('href', row.route);
      // The officer's own contact where the register gives one, else the college office's.
      const emails = named.email ? [named.email] : site.emails;
      const phones = named.phone ? [named.phone] : site.phones;
      await expect(card.locator('a[href^="mailto:"]')).toHaveText(emails);
      await expect(card.locator('a[href^="tel:"]')).toHaveText(phones);
    }
    await expect(page.locator('li.disclosure h3')).toHaveText(numbered(RTI));
    for (const [key, , status] of RTI) await expectStatus(page, key, status);
    // Item (xvi) is published by this very page when the register names no other place.
    await expect(item(page, 'rtiOfficers').getByRole('link', { name: 'Right to Information' })).toHaveAttribute('href', '/home/rti');
    await expect(page.locator('[data-island]')).toHaveCount(0);
  });
});
