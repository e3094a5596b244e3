/**
 * The editor at /admin/ against Decap's local proxy (decap-server) on a scratch git copy of the fixture site:
 * what the office does in the forms lands as files with the names and front matter the content check accepts.
 * The page's own Content-Security-Policy (its meta tag) is in force, so anything it blocks fails the test. What a
 * form says when the content check refuses it is editor-refusals.spec.ts's. SCREENSHOTS_DIR=docs/editing refreshes the screenshots content/README.md shows.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import fg from 'fast-glob';
import { parse } from 'csv-parse/sync';
import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import { expect } from '@playwright/test';
import { test } from './editorTab.ts';
import { openEditor, publish, whenWritten } from './editorPage.ts';
import { editorBackend, scratchRepository, startProxy } from './editorLocalBackend.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';

// Each test opens the editor afresh (Decap keeps the open form when only the address's #fragment changes), and
// parsing its bundle (7 MB then) took up to 25 s a test on a loaded 2-core machine: hence more than the suite's 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor';
let backend: Awaited<ReturnType<typeof editorBackend>>;
let scratch: ReturnType<typeof scratchRepository>;
let contentPath: string;
/** The built config.yml, pointed at this test's own proxy. */
let config: string;

// The tests' own proxy on a free port, on a scratch copy of the fixture site; the browser is given a config.yml naming it.
test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
  ({ scratch, contentPath, config } = backend);
});

test.afterAll(() => backend?.stop());

const notices = () => fg.sync('notices/**/*.md', { cwd: scratch.contentDir }).sort();
/** A file's front matter read as the content compiler reads it (YAML 1.2 core: dates stay text). */
const frontMatter = (file: string) =>
  matter(readFileSync(path.join(scratch.contentDir, file), 'utf8'), { engines: { yaml: (yaml: string) => load(yaml, { schema: CORE_SCHEMA }) as object } });

test('the tests refuse a proxy they did not start: a server already answering on the port', async () => {
  // Another checkout's proxy: it answers as decap-server does, for its own repository.
  const foreign = createServer((_, response) =>
    response.setHeader('Content-Type', 'application/json').end(JSON.stringify({ repo: 'other-project', type: 'local_fs' })),
  );
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const { port } = foreign.address() as { port: number };
  const other = scratchRepository(contentPath);
  try {
    await expect(startProxy(other.repo, port)).rejects.toThrow(/did not start/);
  } finally {
    foreign.close();
    other.remove();
  }
});

test('a new notice is written as notices/<year>/<date>-<title>.md with its front matter, its fields in the form’s order', async ({ editorTab: page }) => {
  const problems = await openEditor(page, config, '#/collections/notices/new');
  // Expires typed before the title: the file still has the form's order (Decap hands the format the fields' order).
  await page.getByLabel('Expires (optional)').fill('2026-12-31');
  await page.getByLabel('Title').fill('Library closed for stocktaking');
  await page.screenshot({ path: `${screenshots}/new-notice.png` });
  await publish(page);
  await whenWritten(() => {
    const files = notices().filter((name) => name.endsWith('-library-closed-for-stocktaking.md'));
    expect(files).toHaveLength(1);
    const [, year, date] = /^notices\/(\d{4})\/((\d{4})-\d{2}-\d{2})-/.exec(files[0]) ?? [];
    expect(date?.slice(0, 4), files[0]).toBe(year);
    expect(frontMatter(files[0]).data).toEqual({ title: 'Library closed for stocktaking', expires: '2026-12-31' });
    expect(Object.keys(frontMatter(files[0]).data)).toEqual(['title', 'expires']);
  });
  expect(problems).toEqual([]);
});

test('an event’s start shows no “(optional)”, yet a notice without an event saves', async ({ editorTab: page }) => {
  const problems = await openEditor(page, config, '#/collections/notices/new');
  const event = page.getByRole('group', { name: 'Event' });
  await expect(event.getByLabel('Start', { exact: true })).toBeVisible();
  await expect(event.getByText('Start (optional)')).toHaveCount(0);
  await expect(event.getByLabel('End (optional)')).toBeVisible();
  await page.getByLabel('Title').fill('College closed on Saturday');
  await publish(page);
  await whenWritten(() => {
    const files = notices().filter((name) => name.endsWith('-college-closed-on-saturday.md'));
    expect(files).toHaveLength(1);
    expect(frontMatter(files[0]).data).toEqual({ title: 'College closed on Saturday' });
  });
  expect(problems).toEqual([]);
});

test('changing a text page’s title rewrites only that field of its file', async ({ editorTab: page }) => {
  const file = 'pages/home/missionVision.md';
  const original = frontMatter(file);
  const problems = await openEditor(page, config, '#/collections/pages-home/entries/home-missionVision');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(String(original.data.title));
  await page.getByLabel('Title', { exact: true }).fill('Our Mission and Vision');
  // The preview shows the page as the site does: its banner heading, and the text through the site's renderer.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Our Mission and Vision');
  await expect(preview.locator('.page-body .prose h2').first()).toBeVisible();
  // In the site's own stylesheets (CMS.registerPreviewStyle): its text column is 48rem wide, as on the site.
  await expect(preview.locator('.prose').first()).toHaveCSS('max-width', '768px');
  await page.screenshot({ path: `${screenshots}/page-title.png` });
  await publish(page);
  await expect.poll(() => frontMatter(file).data.title).toBe('Our Mission and Vision');
  const changed = frontMatter(file);
  expect({ ...changed.data, title: original.data.title }).toEqual(original.data);
  expect(changed.content.trim()).toBe(original.content.trim());
  expect(problems).toEqual([]);
});

test('the sample switch is not shown, and a page saved from its form keeps it as the file had it', async ({ editorTab: page }) => {
  const file = 'pages/help.md';
  expect(frontMatter(file).data.sample).toBe(true);
  const problems = await openEditor(page, config, '#/collections/pages-top/entries/help');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Help');
  await expect(page.getByText(/^Sample/i)).toHaveCount(0);
  await page.getByLabel('Title', { exact: true }).fill('Help with this website');
  await publish(page);
  await expect.poll(() => frontMatter(file).data.title).toBe('Help with this website');
  expect(frontMatter(file).data.sample).toBe(true);
  expect(problems).toEqual([]);
});

const fixtureCaptions = readFileSync(path.join(FIXTURE_DIR, 'galleries/sports/captions.yaml'), 'utf8');

test('a photo uploaded to a gallery lands in the gallery’s folder with its caption, and the file keeps its comments', async ({ editorTab: page }) => {
  const problems = await openEditor(page, config, '#/collections/galleries');
  await page.getByRole('link', { name: /sports/ }).click();
  await page.getByRole('button', { name: /Add photo/ }).click();
  await page.getByRole('button', { name: /Choose an image/ }).click();
  const photo = path.resolve(FIXTURE_DIR, 'galleries/sociology-department/01-field-visit-to-a-village-council.jpg');
  await page.locator('input[type="file"]').setInputFiles({ name: '01-relay-race.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photo) });
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await page.getByLabel('What the photo shows').fill('The relay race at the annual sports meet');
  await page.screenshot({ path: `${screenshots}/gallery-photo.png` });
  await publish(page);
  const folder = path.join(scratch.contentDir, 'galleries/sports');
  await expect.poll(() => fg.sync('*.jpg', { cwd: folder })).toEqual(['01-relay-race.jpg']);
  expect(readFileSync(path.join(folder, '01-relay-race.jpg')).equals(readFileSync(photo))).toBe(true);
  await expect.poll(() => readFileSync(path.join(folder, 'captions.yaml'), 'utf8')).toContain('01-relay-race.jpg: The relay race at the annual sports meet');
  // The office's comments (the fixture's instructions) are still there, above the new line.
  const captions = readFileSync(path.join(folder, 'captions.yaml'), 'utf8');
  expect(captions.startsWith(fixtureCaptions.trimEnd())).toBe(true);
  expect(problems).toEqual([]);
});

/** A CSV as the office uploads it: a file chosen in the form's file chooser. */
const csvUpload = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a spreadsheet uploaded in its form replaces the CSV where it lives; one missing a column is refused', async ({ editorTab: page }) => {
  const file = path.join(scratch.contentDir, 'rank-holders.csv');
  const original = readFileSync(file, 'utf8');
  const problems = await openEditor(page, config, '#/collections/spreadsheets/entries/rank-holders');
  // The form shows what the file holds now (the fixture's first rank holder) and what an upload needs, in the office's
  // words: the headings of its first row, not where the file lives.
  await expect(page.getByLabel('Name, row 1', { exact: true })).toHaveValue(parse(original)[1][0]);
  await expect(page.getByText('Type in the table, or upload a CSV file whose first row holds the headings name, course, year, rank, photo.')).toBeVisible();

  // The rank column (the one before the photo) taken out of every line.
  const withoutRank = original.replace(/,[^,\n]*(,[^,\n]*)$/gm, '$1');
  await page.getByLabel('Upload a replacement').setInputFiles(csvUpload('rank-holders.csv', withoutRank));
  await publish(page);
  await expect(page.getByText('rank is missing').first()).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(original);

  const replacement = `${original.trimEnd()}\nMs. Chubala Newname,B.Com. Honours,2024,2nd Rank,\n`;
  await page.getByLabel('Upload a replacement').setInputFiles(csvUpload('rank-holders.csv', replacement));
  // The table under the form counts the rows of the chosen file.
  await expect(page.getByText(new RegExp(`^${parse(replacement).length - 1} rows`))).toBeVisible();
  await page.screenshot({ path: `${screenshots}/spreadsheet.png` });
  await publish(page);
  await expect.poll(() => readFileSync(file, 'utf8')).toBe(replacement);
  expect(problems).toEqual([]);
});

test('a new results sheet uploaded is saved in their folder under its year, whatever the uploaded file was called', async ({ editorTab: page }) => {
  const latest = fg.sync('results/*.csv', { cwd: scratch.contentDir }).sort().at(-1)!;
  const [header, first] = readFileSync(path.join(scratch.contentDir, latest), 'utf8').split('\n');
  const year = Number(path.basename(latest, '.csv')) + 1;
  const text = `${header}\n${first.replace(/^\d{4}/, String(year))}\n`;
  const problems = await openEditor(page, config, '#/collections/spreadsheets-results/new');
  await page.getByLabel('Upload a replacement').setInputFiles(csvUpload('results from the university.csv', text));
  await publish(page);
  await whenWritten(() => {
    expect(fg.sync('results/*.csv', { cwd: scratch.contentDir })).toContain(`results/${year}.csv`);
    expect(readFileSync(path.join(scratch.contentDir, `results/${year}.csv`), 'utf8')).toBe(text);
  });
  expect(problems).toEqual([]);
});

test('a document uploaded in a page’s form under Documents lands beside the documents that page shows', async ({ editorTab: page }) => {
  const file = 'pages/NAAC/naacStatus/aqar.md';
  const folder = path.join(scratch.contentDir, 'documents/naac/aqar');
  const before = frontMatter(file).data.cards as unknown[];
  const problems = await openEditor(page, config, '#/collections/documents/entries/NAAC-naacStatus-aqar');
  await page.getByRole('button', { name: /Add card/ }).click();
  // The new card is the last one, open below the others; its title is the last "Title" of the form.
  await page.getByLabel('Title', { exact: true }).last().fill('2022-2023');
  await page
    .getByRole('button', { name: /Add link/ })
    .last()
    .click();
  await page
    .getByRole('button', { name: /Choose a file/ })
    .last()
    .click();
  const pdf = readFileSync(path.join(FIXTURE_DIR, 'documents/naac/aqar/aqar-2021-2022.pdf'));
  await page.locator('input[type="file"]').setInputFiles({ name: 'aqar-2022-2023.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  await expect.poll(() => fg.sync('*.pdf', { cwd: folder })).toContain('aqar-2022-2023.pdf');
  await expect.poll(() => (frontMatter(file).data.cards as unknown[]).length).toBe(before.length + 1);
  expect((frontMatter(file).data.cards as unknown[]).at(-1)).toMatchObject({ title: '2022-2023', links: [{ file: 'documents/naac/aqar/aqar-2022-2023.pdf' }] });
  expect(problems).toEqual([]);
});

test('a new text page is created in its section’s folder, named from its title', async ({ editorTab: page }) => {
  const problems = await openEditor(page, config, '#/collections/new-pages-about/new');
  await page.getByLabel('Title', { exact: true }).fill('Rules of the Library');
  await page.getByLabel('Description', { exact: true }).fill('The rules every reader of the college library keeps.');
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toHaveText('Rules of the Library');
  await publish(page);
  const file = 'pages/about/rules-of-the-library.md';
  await whenWritten(() => {
    expect(fg.sync('pages/about/*.md', { cwd: scratch.contentDir })).toContain(file);
    expect(frontMatter(file).data).toMatchObject({ title: 'Rules of the Library', template: 'text' });
  });
  expect(problems).toEqual([]);
});

test('the content check passes on what the editor wrote', () => {
  // Throws with the check's report when it finds a problem.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content/cli.ts', '--check'], {
    env: { ...process.env, CONTENT_DIR: scratch.contentDir, BUILD_DATE: '2026-11-23' },
    stdio: 'pipe',
  });
  expect(notices().some((file) => file.endsWith('-library-closed-for-stocktaking.md'))).toBe(true);
  expect(readFileSync(path.join(scratch.contentDir, 'rank-holders.csv'), 'utf8')).toContain('Ms. Chubala Newname');
});
