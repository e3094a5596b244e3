/**
 * Question papers by the dozen, through the real editor at /admin/ and Decap's real local proxy (decap-server) in its git
 * mode on a scratch git copy of the fixture site: a batch is written in one commit, each paper under its programme,
 * semester, year and subject folder with the name the office gave it, and the next build's question bank lists them; a
 * batch with a row in trouble writes nothing until the row is put right or removed; the papers already in a folder are
 * listed, replaced and deleted with the guard every file has.
 * SCREENSHOTS_DIR=docs/editing refreshes the screenshots of the form that docs/editor.md shows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { openEditor } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { compileContent } from '../../scripts/content/compile.ts';
import { samplePdf } from '../../scripts/bench/samplePdf.ts';
import { walkPapers, type PaperFolder } from '../../common/questionPaperTree.ts';

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>>;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text(), 'git');
});

test.afterAll(() => backend?.stop());

const git = (...args: string[]) => execFileSync('git', args, { cwd: backend.scratch.repo, encoding: 'utf8' });
const commits = () => Number(git('rev-list', '--count', 'main').trim());
const inPapers = (...parts: string[]) => path.join(backend.scratch.contentDir, 'question-papers', ...parts);
const BA = 'BA Major, Minor and Hons';
const FORM = '#/collections/question-papers/entries/papers';

/** A paper as the office has it on its computer: a small real PDF under the name the university gave it. */
const paper = (name: string) => ({ name, mimeType: 'application/pdf', buffer: samplePdf(name) });

/** Picks where the papers go, as the office does: the programme and semester from the lists, the year and subject typed. */
async function place(page: Page, semester: string, year: string, subject: string) {
  await page.getByLabel('Programme').selectOption(BA);
  await page.getByLabel('Semester').selectOption(semester);
  await page.getByLabel('Year').fill(year);
  await page.getByLabel('Subject').fill(subject);
}

const rowsToAdd = (page: Page) => page.getByRole('table', { name: 'To be added' }).getByRole('row');

test('six question papers of a new year in two subjects are written in one commit under their own names, and the next build’s question bank lists them', async ({
  editorTab: page,
}) => {
  const before = commits();
  const problems = await openEditor(page, backend.config, FORM);
  const english = [
    paper('ENG-MJ-3 British Poetry [FYUGP Major].pdf'),
    paper('ENG-MN-3 Indian Literature in Translation [Minor].pdf'),
    paper('ENG-SEC-3 Creative Writing [SEC].pdf'),
  ];
  const economics = [
    paper('ECO-MN-3 Principles of Economics [Minor].pdf'),
    paper('ECO-MJ-3 Microeconomics [FYUGP Major] (Descriptive).pdf'),
    paper('ECO-MJ-3 Microeconomics [FYUGP Major] (Objective).pdf'),
  ];
  // 2025 is a year the fixture's 3rd semester does not have yet; its subjects are offered from the other years.
  await place(page, '3rd Sem', '2025', 'English');
  await expect(page.locator('datalist option[value="Economics"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: `Papers already in ${BA}, 3rd Sem, 2025, English` })).toContainText('No papers yet');
  await page.getByLabel('Choose PDFs').setInputFiles(english);
  await page.getByLabel('Subject').fill('Economics');
  await page.getByLabel('Choose PDFs').setInputFiles(economics);

  // Each row as the question bank will list it: the course code, the title, the scheme; where it goes in words.
  const rows = rowsToAdd(page);
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toContainText('ENG-MJ-3 British Poetry FYUGP Major');
  await expect(rows.nth(1)).toContainText(`${BA}, 3rd Sem, 2025, English`);
  await expect(rows.nth(6)).toContainText('ECO-MJ-3 Microeconomics FYUGP Major Objective');
  await expect(rows.nth(6)).toContainText(`${BA}, 3rd Sem, 2025, Economics`);
  await expect(page.getByRole('table', { name: 'To be added' }).locator('.question-papers__problem')).toHaveCount(0);
  // While rows wait, nothing says all is saved: Decap's "No unsaved changes" and "Published" mean nothing on this form.
  await expect(page.getByText('No unsaved changes')).toBeHidden();
  await expect(page.getByText('Published', { exact: true })).toBeHidden();
  await expect(page.locator('.question-papers__waiting')).toHaveText(
    '6 question papers wait to be added: nothing is saved until you press “Add 6 question papers”.',
  );
  // The form as the office sees it, at 1280 px and on a phone (375 px), where nothing is wider than the screen.
  mkdirSync(screenshots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 1250 });
  await page.screenshot({ path: `${screenshots}/question-papers.png` });
  await page.setViewportSize({ width: 375, height: 2000 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${screenshots}/question-papers-phone.png` });
  // Each name box shows the whole name, ".pdf" and all, on the phone too.
  for (const box of await page.getByLabel(/^File name, row/).all()) {
    expect(await box.evaluate((input) => input.scrollWidth <= input.clientWidth && input.scrollHeight <= input.clientHeight + 1)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 600 });

  await page.getByRole('button', { name: 'Add 6 question papers' }).click();
  await expect(page.locator('#nc-root').getByRole('status')).toHaveText('6 question papers saved. The question bank lists them after the site’s next build.');
  // The confirmation is in view where the office pressed Add, not below the fold.
  await expect(page.locator('#nc-root').getByRole('status')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(rows).toHaveCount(0);
  // The form itself never changes: Decap has nothing to save for it, and its Save is not offered.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  // The folder just made is listed with its papers now.
  await expect(page.getByRole('region', { name: /Papers already in/ }).getByRole('listitem')).toHaveCount(3);

  // One commit of the repository, holding the six files, each byte for byte under the name given.
  expect(commits()).toBe(before + 1);
  const committed = git('show', '--name-only', '--format=', 'main').trim().split('\n');
  expect(committed).toHaveLength(6);
  for (const [subject, files] of [
    ['English', english],
    ['Economics', economics],
  ] as const) {
    for (const file of files) {
      const written = inPapers(BA, '3rd Sem', '2025', subject, file.name);
      expect(readFileSync(written).equals(file.buffer), file.name).toBe(true);
    }
  }
  expect(git('status', '--porcelain')).toBe('');

  // The next build: no problem or warning about them, and the question bank lists all six under 2025.
  const result = await compileContent({ root: process.cwd(), contentDir: backend.scratch.contentDir, check: true });
  expect(result.problems).toEqual([]);
  expect(result.warnings.filter(({ file }) => file.includes('question-papers'))).toEqual([]);
  const tree = Object.values(result.outputs).find((output) => (output as PaperFolder).name === BA) as PaperFolder;
  const listed = [...walkPapers(tree)].filter(({ path: folders }) => folders[1] === '3rd Sem' && folders[2] === '2025').map(({ file }) => file.name);
  expect(listed.sort()).toEqual([...english, ...economics].map(({ name }) => name.slice(0, -'.pdf'.length)).sort());
  expect(problems).toEqual([]);
});

test('a batch with a name the bank cannot read, a Word file and a paper already there refuses those rows and writes nothing until they are put right or removed; dropped files are rows too', async ({
  editorTab: page,
}) => {
  const before = commits();
  const problems = await openEditor(page, backend.config, FORM);
  await place(page, '3rd Sem', '2024', 'English');
  const there = page.getByRole('region', { name: `Papers already in ${BA}, 3rd Sem, 2024, English` });
  await expect(there.getByRole('listitem')).toHaveCount(1);
  await expect(there).toContainText('ENG-MJ-3 British Poetry FYUGP Major');
  const good = paper('ENG-MN-3 Indian Literature in Translation [Minor].pdf');
  await page.getByLabel('Choose PDFs').setInputFiles([
    paper('eng-mj-3-british-poetry-fyugp-major-.pdf'),
    {
      name: 'ENG-SEC-3 Creative Writing [SEC].docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\x03\x04 a Word file'),
    },
    paper('ENG-MJ-3 British Poetry [FYUGP Major].pdf'),
    good,
  ]);
  const rows = rowsToAdd(page);
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('The question bank cannot read this name: it must start with the course code in capitals');
  await expect(page.getByLabel('File name, row 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(rows.nth(2)).toContainText('This is not a PDF: save it as PDF and choose it again, or remove it.');
  await expect(rows.nth(3)).toContainText('A paper of this name is already in this folder: replace it from the list above, or remove this row.');
  await expect(rows.nth(4).locator('.question-papers__problem')).toHaveCount(0);
  // No path, no "column", no code in what the office reads.
  expect(await page.locator('.question-papers').textContent()).not.toMatch(/content\/|question-papers\/|column|Error/);

  await page.getByRole('button', { name: 'Add 4 question papers' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nothing was added: row 1 has a problem (see beside it). Correct or remove it, then add again.');
  expect(commits()).toBe(before);
  expect(git('status', '--porcelain')).toBe('');

  // Put right: the name corrected in its row, the Word file and the duplicate removed.
  await page.getByLabel('File name, row 1').fill('ENG-MJ-3 British Poetry [FYUGP Major] (Objective).pdf');
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'To be added' }).locator('.question-papers__problem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add 2 question papers' }).click();
  await expect(page.locator('#nc-root').getByRole('status')).toHaveText('2 question papers saved. The question bank lists them after the site’s next build.');
  expect(commits()).toBe(before + 1);
  const folder = [BA, '3rd Sem', '2024', 'English'];
  expect(readFileSync(inPapers(...folder, good.name)).equals(good.buffer)).toBe(true);
  expect(existsSync(inPapers(...folder, 'ENG-MJ-3 British Poetry [FYUGP Major] (Objective).pdf'))).toBe(true);
  expect(existsSync(inPapers(...folder, 'eng-mj-3-british-poetry-fyugp-major-.pdf'))).toBe(false);
  await expect(there.getByRole('listitem')).toHaveCount(3);

  // Files dropped on the box are rows as chosen ones are.
  const dropped = samplePdf('ENG-SEC-3');
  await page.locator('.question-papers__drop').evaluate(
    (box, bytes) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], 'ENG-SEC-3 Creative Writing [SEC].pdf', { type: 'application/pdf' }));
      box.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
    },
    [...dropped],
  );
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('ENG-SEC-3 Creative Writing SEC');
  expect(problems).toEqual([]);
});

test('a name corrected into a path (a slash, or a way out of the folder with ../) is refused beside its row, and nothing is written anywhere', async ({
  editorTab: page,
}) => {
  const before = commits();
  const problems = await openEditor(page, backend.config, FORM);
  await place(page, '3rd Sem', '2026', 'English');
  await page.getByLabel('Choose PDFs').setInputFiles([paper('ENG-MJ-3 Poetry.pdf'), paper('ENG-MN-3 Prose.pdf')]);
  await page.getByLabel('File name, row 1').fill('ENG-MJ-3 Poetry 2023/24.pdf');
  await page.getByLabel('File name, row 2').fill('ENG-MJ-3 x/../../../../notices/2026/test.pdf');
  const rows = rowsToAdd(page);
  for (const row of [1, 2]) {
    await expect(rows.nth(row).locator('.question-papers__problem')).toHaveText(
      'A file name cannot hold a slash (/ or \\), two dots in a row or an invisible character: it would put the paper in another folder. Correct the name here, or remove it.',
    );
    await expect(page.getByLabel(`File name, row ${row}`)).toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByRole('button', { name: 'Add 2 question papers' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nothing was added: row 1 has a problem (see beside it). Correct or remove it, then add again.');
  // Nothing written: no commit, no file in the work tree, none beside the notices or in a folder named after the name.
  expect(commits()).toBe(before);
  expect(git('status', '--porcelain', '--untracked-files=all')).toBe('');
  expect(existsSync(inPapers(BA, '3rd Sem', '2026', 'English', 'ENG-MJ-3 Poetry 2023'))).toBe(false);
  expect(existsSync(path.join(backend.scratch.contentDir, 'notices', '2026', 'test.pdf'))).toBe(false);
  expect(problems).toEqual([]);
});

test('a paper already there is replaced, and deleted, with the guard of every file: one a notice links is neither replaced nor deleted', async ({
  editorTab: page,
}) => {
  const folder = [BA, '4th Sem', '2024', 'History'];
  const linked = 'HIS-MJ-4 Colonial India [FYUGP Major].pdf';
  // A notice linking the paper, committed as a colleague would have published it.
  const notice = path.join(backend.scratch.contentDir, 'notices', '2026', '2026-11-20-model-answers.md');
  const address = `/files/question-papers/${folder.map(encodeURIComponent).join('/')}/${encodeURIComponent(linked)}`;
  writeFileSync(notice, `---\ntitle: Model answers\ncategory: Examinations\n---\n\nCompare with [the question paper](${address}).\n`);
  git('add', '.');
  git('commit', '-q', '-m', 'A notice linking a question paper');
  const old = readFileSync(inPapers(...folder, linked));
  const before = commits();

  const problems = await openEditor(page, backend.config, FORM);
  await place(page, '4th Sem', '2024', 'History');
  const there = page.getByRole('region', { name: `Papers already in ${BA}, 4th Sem, 2024, History` });
  await expect(there.getByRole('listitem')).toHaveCount(1);
  // Replacing it would lose the bytes the notice links: refused, naming the notice, and nothing written.
  await there.getByLabel(`Replace ${linked}`).setInputFiles(paper(linked));
  await expect(rowsToAdd(page).nth(1)).toContainText('replaces the paper there');
  await page.getByRole('button', { name: 'Add 1 question paper' }).click();
  await expect(page.getByRole('alertdialog').getByRole('listitem')).toHaveText(['the notice “Model answers”']);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was added:');
  expect(readFileSync(inPapers(...folder, linked)).equals(old)).toBe(true);
  page.once('dialog', (dialog) => void dialog.accept());
  await there.getByRole('button', { name: `Delete ${linked}` }).click();
  await expect(page.getByRole('alertdialog').getByRole('listitem')).toHaveText(['the notice “Model answers”']);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  expect(existsSync(inPapers(...folder, linked))).toBe(true);
  expect(commits()).toBe(before);

  // A paper nothing links is replaced in one commit, then deleted.
  await page.getByRole('button', { name: 'Remove row 1' }).click();
  await place(page, '2nd Sem', '2024', 'Education');
  const free = 'EDN-MJ-2 Psychology of Learning [FYUGP Major].pdf';
  const corrected = samplePdf('EDN-MJ-2, corrected');
  const education = page.getByRole('region', { name: `Papers already in ${BA}, 2nd Sem, 2024, Education` });
  await education.getByLabel(`Replace ${free}`).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: corrected });
  await page.getByRole('button', { name: 'Add 1 question paper' }).click();
  await expect(page.locator('#nc-root').getByRole('status')).toHaveText('1 question paper saved. The question bank lists it after the site’s next build.');
  expect(readFileSync(inPapers(BA, '2nd Sem', '2024', 'Education', free)).equals(corrected)).toBe(true);
  expect(commits()).toBe(before + 1);
  page.once('dialog', (dialog) => void dialog.accept());
  await education.getByRole('button', { name: `Delete ${free}` }).click();
  await expect(page.locator('#nc-root').getByRole('status')).toHaveText(`“${free}” was deleted.`);
  expect(existsSync(inPapers(BA, '2nd Sem', '2024', 'Education', free))).toBe(false);
  expect(problems).toEqual([]);
});

test('on a phone (375 px), the form’s entry is on the first screen after “Question papers” is tapped', async ({ editorTab: page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const problems = await openEditor(page, backend.config, '');
  await page.getByRole('link', { name: 'Question papers' }).click();
  await expect(page.getByText('Add, replace or delete question papers')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(problems).toEqual([]);
});
