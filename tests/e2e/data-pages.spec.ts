import { expect, test, type Page } from '@playwright/test';

/** The totals row of one year's results table. */
const totalsRow = (page: Page, year: number) =>
  page.locator('section', { has: page.getByRole('heading', { name: String(year), exact: true }) }).locator('tfoot tr');

test.describe('results', () => {
  test('each year ends with its derived totals row; a year without data shows a dash', async ({ page }) => {
    await page.goto('/resources/results');
    const totals: [number, string, string][] = [
      [2017, '334', '185'],
      [2018, '348', '224'],
      [2019, '231', '128'],
      [2020, '315', '315'],
      [2021, '277', '277'],
      [2023, '226', '186'],
    ];
    for (const [year, appeared, passed] of totals) {
      const cells = totalsRow(page, year).locator('th, td');
      await expect(cells).toHaveText(['Total No. of Students Appeared and Passed', appeared, passed]);
    }
    const empty = totalsRow(page, 2022).locator('td');
    await expect(empty).toHaveText(['-no data', '-no data']);

    const first2017 = page.locator('section', { has: page.getByRole('heading', { name: '2017', exact: true }) }).locator('tbody tr');
    await expect(first2017.nth(0).locator('td')).toHaveText(['2017', 'GEN', 'B.A. General', '185', '89']);
    await expect(first2017.nth(1).locator('td')).toHaveText(['2017', 'ENG', 'B.A. Honours', '41', '26']);
    await expect(first2017.nth(2).locator('td')).toHaveText(['2017', 'HIS', 'B.A. Honours', '21', '11']);
  });

  test('the chart is an SVG drawn at build time with a text alternative, and the page has no island', async ({ page }) => {
    await page.goto('/resources/results');
    const chart = page.getByRole('img', { name: /Students appeared and passed, and pass rate/ });
    await expect(chart).toBeVisible();
    const description = await chart.evaluate((svg) => {
      const ids = svg.getAttribute('aria-labelledby')!.split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    });
    expect(description).toContain('2017: 334 appeared, 185 passed (pass rate 55.4%).');
    expect(description).toContain('2022: no data.');
    expect(description).toContain('2023: 226 appeared, 186 passed');
    await expect(page.locator('[data-island]')).toHaveCount(0);
  });
});

test.describe('question bank', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/library/questionBank');
    await expect(page.getByRole('heading', { level: 1, name: 'Question Bank' })).toBeVisible();
  });

  test('the page carries only the programmes; a folder expands and collapses on click', async ({ page }) => {
    const tree = page.getByRole('list', { name: 'Question papers by programme' });
    await expect(tree.locator(':scope > li > button')).toHaveText([
      /^BA General/,
      /^BA Major, Minor and Hons/,
      /^BCOM General/,
      /^BCOM Major, Minor and Hons/,
      /^MA/,
    ]);
    await expect(page.getByRole('link', { name: /\.?SOC-101/ })).toHaveCount(0);

    const ma = page.getByRole('button', { name: /^MA \(/ });
    await expect(ma).toHaveAttribute('aria-expanded', 'false');
    await ma.click();
    await expect(ma).toHaveAttribute('aria-expanded', 'true');
    const years = page.locator(`#${await ma.getAttribute('aria-controls')} > li > button`);
    await expect(years).toHaveText([/^2025/, /^2024/, /^2023/, /^2022/]);
    await years.first().click();
    await expect(page.getByRole('link', { name: /SOC-101 Classical Sociological Theory/ })).toBeVisible();
    await ma.click();
    await expect(ma).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: /SOC-101/ })).toHaveCount(0);
  });

  test('semesters come in natural order with the supplementary after the 6th', async ({ page }) => {
    const ba = page.getByRole('button', { name: /^BA Major, Minor and Hons/ });
    await ba.click();
    await expect(page.locator(`#${await ba.getAttribute('aria-controls')} > li > button`)).toHaveText([
      /^1st Sem/,
      /^2nd Sem/,
      /^3rd Sem/,
      /^4th Sem/,
      /^5th Sem \(/,
      /^6th Sem/,
      /^5th Sem supplementary/,
    ]);
  });

  test('works from the keyboard', async ({ page }) => {
    const general = page.getByRole('button', { name: /^BCOM General/ });
    await general.focus();
    await page.keyboard.press('Enter');
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    // The programme's papers are fetched when it opens: wait for them before moving on.
    const semester = page.getByRole('button', { name: /^1st Sem/ });
    await expect(semester).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(semester).toBeFocused();
    await page.keyboard.press('Space');
    await expect(semester).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const year = page.getByRole('button', { name: /^2022/ });
    await expect(year).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(year).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Commerce/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Commerce/ })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /COM-RC-1016 Commerce Paper 1/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Commerce/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a paper opens in a new tab from a URL-encoded address the server answers', async ({ page, context }) => {
    await page.getByRole('button', { name: /^BCOM Major, Minor and Hons/ }).click();
    await page.getByRole('button', { name: /^1st Sem/ }).click();
    await page.getByRole('button', { name: /^2025/ }).click();
    await page.getByRole('button', { name: /^Accounting & Finance/ }).click();
    const link = page.getByRole('link', { name: /COM-MJ-1 Financial Accounting #1 \[FYUGP Major\] \(PDF, 1 KB\)\s*, opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const address = (await link.getAttribute('href'))!;
    expect(address).toBe(
      '/files/question-papers/BCOM%20Major%2C%20Minor%20and%20Hons/1st%20Sem/2025/Accounting%20%26%20Finance/COM-MJ-1%20Financial%20Accounting%20%231%20%5BFYUGP%20Major%5D.pdf',
    );
    const response = await page.request.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A new tab opens and navigates to the paper at that address, while this page stays where it was (a browser
    // without a PDF viewer then saves the paper instead of showing it).
    const before = page.url();
    const [tab, paper] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).pathname === address),
      link.click(),
    ]);
    expect(tab).not.toBe(page);
    expect(new URL(paper.url()).pathname).toBe(address);
    expect(page.url()).toBe(before);
  });

  test('the filter narrows the tree to matching papers as you type', async ({ page }) => {
    const filter = page.getByRole('searchbox', { name: 'Filter papers' });
    await filter.fill('kephru');
    await expect(page.getByRole('status')).toHaveText('2 papers match “kephru”.');
    const matches = page.getByRole('list', { name: 'Matching question papers' }).getByRole('link');
    await expect(matches).toHaveCount(2);
    await expect(matches.first()).toContainText('Kephrü');
    const href = (await matches.first().getAttribute('href'))!;
    expect(href).toContain('MIL%20%E2%80%93%20Tenyidie');
    expect((await page.request.get(href)).status()).toBe(200);

    await filter.fill('100% idc 2024');
    await expect(page.getByRole('status')).toHaveText('1 paper matches “100% idc 2024”.');
    const percent = page.getByRole('list', { name: 'Matching question papers' }).getByRole('link');
    expect((await page.request.get((await percent.getAttribute('href'))!)).status()).toBe(200);

    await filter.fill('no such paper');
    await expect(page.getByRole('status')).toHaveText('No paper matches “no such paper”.');
    await filter.fill('');
    // 125 sample papers and one scan (tests/fixtures/scans.ts).
    await expect(page.getByRole('status')).toHaveText('126 papers in 5 programmes. Open a folder, or type to filter.');
  });
});

test.describe('staff', () => {
  const departments = ['english', 'education', 'economics', 'evs', 'mil', 'sociology', 'commerce', 'polSci', 'history'];

  test('the side list names the nine departments; each page shows its people with 250 x 210 photos', async ({ page }) => {
    for (const department of departments) {
      const response = await page.goto(`/about/teachingEmployees/${department}`);
      expect(response?.status()).toBe(200);
      const side = page.getByRole('navigation', { name: 'Departments' }).getByRole('link');
      await expect(side).toHaveCount(9);
      expect(await side.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(departments.map((d) => `/about/teachingEmployees/${d}`));
      await expect(page.getByRole('navigation', { name: 'Departments' }).locator('[aria-current="page"]')).toHaveAttribute(
        'href',
        `/about/teachingEmployees/${department}`,
      );
      const cards = page.locator('.staff-card');
      expect(await cards.count()).toBeGreaterThan(0);
      const photos = page.locator('.staff-card img');
      for (const photo of await photos.all()) {
        await expect(photo).toHaveAttribute('width', '250');
        await expect(photo).toHaveAttribute('height', '210');
      }
      await expect(cards.first().locator('.staff-card__name')).toHaveText(/^(Dr|Ms|Mr|Mrs)\. /);
      await expect(cards.first().locator('.staff-card__designation')).not.toBeEmpty();
    }
  });

  test('the landing pages show every department or section; non-teaching has office, library and grade IV', async ({ page }) => {
    await page.goto('/about/teachingEmployees');
    await expect(page.locator('.staff-section h2')).toHaveCount(9);
    await page.goto('/about/nonTeachingEmployees');
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText(['Office', 'Library', 'Grade IV']);
    for (const section of ['office', 'library', 'gradeIV']) {
      expect((await page.goto(`/about/nonTeachingEmployees/${section}`))?.status()).toBe(200);
      await expect(page.locator('.staff-card').first()).toBeVisible();
    }
    const photo = page.locator('.staff-card img').first();
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([250, 210]);
  });

  test('an unknown department is the not-found page', async ({ page }) => {
    expect((await page.goto('/about/teachingEmployees/physics'))?.status()).toBe(404);
    await expect(page.getByText('THIS PAGE COULD NOT BE FOUND')).toBeVisible();
  });
});

test.describe('rank holders and governing body', () => {
  test('rank holders: 13 rows numbered 1 to 13, from 2003 to 2024', async ({ page }) => {
    await page.goto('/resources/academicRecord');
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(13);
    expect(await rows.locator('td:first-child').allTextContents()).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    await expect(rows.first().locator('td').nth(4)).toHaveText('2003');
    await expect(rows.last().locator('td').nth(4)).toHaveText('2024');
    await expect(page.locator('table thead th')).toHaveText(['Sl. No.', 'Photo', 'Name', 'Course', 'Year', 'Place / Rank']);
  });

  test('rank holders: the one row naming a photo shows it, with the responsive copies the build made of it', async ({ page }) => {
    await page.goto('/resources/academicRecord');
    const photos = page.locator('table tbody img');
    await expect(photos).toHaveCount(1);
    const row = page.locator('table tbody tr').filter({ has: page.locator('img') });
    await expect(row.locator('td').nth(2)).toHaveText('Ms. Asenla Sample');
    await expect(photos).toHaveJSProperty('complete', true);
    expect(await photos.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const srcset = await row.locator('source[type="image/webp"]').getAttribute('srcset');
    expect(srcset).toMatch(/\/files\/rank-holders\/photos\/asenla-sample\.250w\.webp 250w/);
    expect((await page.request.get(srcset!.split(' ')[0])).status()).toBe(200);
  });

  test('governing body: a table of name and role, 13 rows', async ({ page }) => {
    await page.goto('/home/governingBody');
    await expect(page.locator('table thead th')).toHaveText(['Name', 'Role']);
    await expect(page.locator('table tbody tr')).toHaveCount(13);
  });
});
