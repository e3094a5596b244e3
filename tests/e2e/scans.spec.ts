import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_SCANS } from '../fixtures/scans.ts';
import { settled, SHELL, violations } from './a11y.ts';
import { loadedScripts } from './helpers.ts';

/**
 * Scans read by machine, on the fixture site (tests/fixtures/scans.ts made them: pictures only, slightly skewed): a
 * notice dropped as a scan of two pages, a notice scanned lying on its side, and a question paper.
 */
const [TWO_PAGES, SIDEWAYS, PAPER] = FIXTURE_SCANS;
const fileUrl = (source: string) => `/files/${source.split('/').map(encodeURIComponent).join('/')}`;
const NOTICE = '/notices/2026-03-12-internal-examinations-postponed';
const SIDEWAYS_NOTICE = '/notices/2026-04-08-library-closed-for-stocktaking';
const MACHINE_LINE = 'Read by machine from the scanned document, so it may contain mistakes. The scan is the original:';

async function resultLinks(page: Page, query: string): Promise<(string | null)[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('status')).toContainText(`for “${query}”`);
  return page
    .locator('[data-search-results] li')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test.describe('a word that only a scan holds', () => {
  for (const [scan, offeredOn] of [
    [TWO_PAGES, NOTICE],
    [SIDEWAYS, SIDEWAYS_NOTICE],
    [PAPER, /^\/text-version\//],
  ] as const) {
    for (const [pageNumber, word] of Object.entries(scan.words)) {
      test(`"${word}" finds ${scan.source.split('/').pop()} at page ${pageNumber} (the notice's picture of it, or the PDF's page), and the page showing its text`, async ({
        page,
      }) => {
        const links = await resultLinks(page, word);
        expect(links).toContain(typeof offeredOn === 'string' ? `${offeredOn}#page-${pageNumber}` : `${fileUrl(scan.source)}#page=${pageNumber}`);
        expect(links.some((href) => (typeof offeredOn === 'string' ? href === offeredOn : offeredOn.test(href ?? '')))).toBe(true);
      });
    }
  }
});

test('a notice dropped as a scan shows its text under its own heading, page by page, with the line saying it was read by machine', async ({ page }) => {
  await page.goto(NOTICE);
  const section = page.getByRole('region', { name: 'Text of the notice' });
  await expect(section.getByText(MACHINE_LINE)).toBeVisible();
  await expect(section.getByRole('link', { name: /^Internal examinations postponed \(PDF, \d+ KB\)$/ })).toHaveAttribute('href', fileUrl(TWO_PAGES.source));
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Page 1', 'Page 2']);
  // Paragraphs kept: the first is the notice's heading as typed, the last page's last its signature.
  await expect(section.locator('p').nth(1)).toHaveText('NOTICE');
  await expect(section.locator('p').filter({ hasText: 'Dikhow' })).toContainText('are postponed by one week because of the monsoon floods');
  await expect(section.locator('p').last()).toContainText('By order, Principal');
});

test('the notice scanned lying on its side is read upright', async ({ page }) => {
  await page.goto(SIDEWAYS_NOTICE);
  const section = page.getByRole('region', { name: 'Text of the notice' });
  await expect(section).toContainText('The library will remain closed on Saturday');
  await expect(section).toContainText('accession register');
});

test('a question paper’s text version opens from the question bank: plain HTML, no script of its own, readable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/library/questionBank');
  const bank = page.locator('[data-island="QuestionBank"]');
  for (const folder of [/^BA Major/, /^2nd Sem/, /^2024/, /^History/]) await bank.getByRole('button', { name: folder }).click();
  await bank.getByRole('link', { name: 'Text version of HIS-MJ-2 History of Assam [FYUGP Major]' }).click();
  await expect(page).toHaveURL(/\/text-version\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'HIS-MJ-2 History of Assam [FYUGP Major] (BA Major, Minor and Hons, 2nd Sem, 2024, History)',
  );
  const section = page.getByRole('region', { name: 'Text of the document' });
  await expect(section.getByText(MACHINE_LINE)).toBeVisible();
  await expect(section).toContainText('Write a note on the Battle of Saraighat');
  await expect(section.getByRole('link')).toHaveAttribute('href', fileUrl(PAPER.source));
  await expect(page.getByRole('navigation', { name: 'Where the document is offered' }).getByRole('link')).toHaveText('Question Bank');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // No script beyond the shell's, the same as a text page's: the page itself is HTML.
  const textVersion = page.url();
  const scripts = async (url: string) => (await loadedScripts(page, url)).map((script) => script.url).sort();
  const shell = await scripts('/home/missionVision');
  expect(await scripts(textVersion)).toEqual(shell);
  expect(await scripts(NOTICE)).toEqual(shell);
});

test('the accessibility statement lists the documents read by machine apart from those no machine could read', async ({ page }) => {
  await page.goto('/accessibilityStatement');
  const read = page.getByRole('region', { name: 'Documents read by machine' });
  await expect(read.getByRole('listitem')).toHaveCount(FIXTURE_SCANS.length);
  await expect(
    read.getByRole('link', { name: 'text version of HIS-MJ-2 History of Assam [FYUGP Major] (BA Major, Minor and Hons, 2nd Sem, 2024, History)' }),
  ).toHaveAttribute('href', /^\/text-version\//);
  const without = page.getByRole('region', { name: 'Documents without text' });
  await expect(without.getByRole('link')).toHaveText(['Organogram']);
});

// The text version itself is one of the kinds of page accessibility.spec.ts checks with axe in all four views: not here
// a second time.
test('axe finds nothing on the notice showing a scan’s text nor on the accessibility statement, at 375 px, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of [NOTICE, '/accessibilityStatement']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(route);
      await settled(page, colorScheme);
      expect.soft(await violations(page, { exclude: SHELL }), `${route}, ${colorScheme}`).toEqual([]);
    }
  }
});
