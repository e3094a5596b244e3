import { expect, test, type Page } from '@playwright/test';

/**
 * Search inside the PDFs the site publishes, on the fixture site: the notice "Merit list, B.A. first semester" has an
 * attachment whose third page alone names the Tuensang block, and a 2024 English question paper's second page alone
 * names unit XQP-2417 (both made with scripts/bench/samplePdf.ts).
 */
const results = (page: Page) => page.locator('[data-search-results] li');

async function searchFor(page: Page, query: string) {
  await page.goto('/search');
  await page.getByLabel('Search pages, notices, question papers and documents').fill(query);
}

test.describe('search inside documents', () => {
  test('a word that stands only inside a notice’s attached PDF finds it, opening at its page', async ({ page, request }) => {
    await searchFor(page, 'Tuensang');
    const result = results(page).filter({ hasText: 'Merit list, B.A. first semester' });
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('(PDF, 1 KB, page 3)');
    await expect(result.locator('mark')).toHaveText('Tuensang');
    const link = result.getByRole('link');
    await expect(link).toHaveAttribute('href', '/files/attachments/merit-list-ba-semester-1.pdf#page=3');
    const file = await request.get('/files/attachments/merit-list-ba-semester-1.pdf');
    expect(file.headers()['content-type']).toBe('application/pdf');
  });

  test('a subject code that stands only inside a question paper finds it, titled by its folders, at its page', async ({ page }) => {
    await searchFor(page, 'XQP-2417');
    const result = results(page).first();
    await expect(result.getByRole('link')).toHaveText('ENG-MJ-2 Indian Writing in English [FYUGP Major] (BA Major, Minor and Hons, 2nd Sem, 2024, English)');
    await expect(result).toContainText('(PDF, 1 KB, page 2)');
    await expect(result.getByRole('link')).toHaveAttribute('href', /\/ENG-MJ-2%20Indian%20Writing%20in%20English%20%5BFYUGP%20Major%5D\.pdf#page=2$/);
  });

  test('the filters narrow results to question papers of one year, chosen with the keyboard', async ({ page }) => {
    await searchFor(page, 'English');
    await expect(results(page).first()).toBeVisible();
    const everything = await results(page).count();
    const kind = page.getByLabel('Kind');
    await kind.focus();
    // A closed select takes the arrow keys: Everything → Pages → Notices → Question papers.
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
    await expect(kind).toHaveValue('Question papers');
    await page.getByLabel('Year').selectOption('2023');
    await expect(page).toHaveURL(/kind=Question\+papers&year=2023|year=2023.*kind=Question\+papers/);
    await expect(page.getByRole('status')).toContainText('for “English”');
    const titles = await results(page).getByRole('link').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(everything);
    for (const title of titles) expect(title).toMatch(/\(.*, 2023, .*\)$/);
  });

  test('a shared address keeps its filters', async ({ page }) => {
    await page.goto('/search?q=English&kind=Question+papers&year=2024');
    await expect(page.getByLabel('Kind')).toHaveValue('Question papers');
    await expect(page.getByLabel('Year')).toHaveValue('2024');
    await expect(results(page).first()).toBeVisible();
    for (const title of await results(page).getByRole('link').allTextContents()) expect(title).toMatch(/, 2024, /);
  });
});

test('the accessibility statement counts the documents without text, and lists them', async ({ page }) => {
  // The fixture's organogram is a PDF of one page without text, as a scan is.
  await page.goto('/accessibilityStatement');
  const section = page.getByRole('region', { name: 'Documents without text' });
  await expect(section).toContainText(/1 of the \d+ documents \(PDFs\) on this website is a scan without text/);
  await expect(section.getByRole('link')).toHaveText(['Organogram']);
  await expect(section.getByRole('link')).toHaveAttribute('href', '/files/documents/naac/academic-audit/organogram.pdf');
});

test('every page tells the index its kind: a notice is found among notices, and not among the other pages', async ({ page }) => {
  const hrefs = () =>
    results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/search?q=holiday&kind=Notices');
  await expect(page.getByRole('status')).toContainText('for “holiday”');
  expect(await hrefs()).toEqual(['/notices/2026-10-28-holiday']);
  await page.goto('/search?q=holiday&kind=Pages');
  await expect(page.getByRole('status')).toContainText('for “holiday”');
  const pages = await hrefs();
  expect(pages).toContain('/notices');
  expect(pages.filter((href) => /^\/notices\/\d{4}-/.test(href ?? ''))).toEqual([]);
});
