/**
 * A photo taken in a spreadsheet's row, through the real editor at /admin/ and Decap's real local proxy (decap-server)
 * on a scratch git copy of the fixture site: the photo is written into the sheet's photo folder under a name made from
 * the person's name, the row names it, and the content check (and the build's plan of responsive copies) accepts both.
 * SCREENSHOTS_DIR=docs/editing refreshes the screenshot of a photo in its row that content/README.md shows.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import { expect } from '@playwright/test';
import { test } from './editorTab.ts';
import { changedLines, openEditor, publish, whenWritten } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { TEACHING_CSV_CLEAN } from './fixtureSite.ts';
import { compileContent } from '../../scripts/content/compile.ts';
import type { StaffData } from '../../scripts/content/collections/staff.ts';
import { writeImageVariants } from '../../scripts/images/writeImageVariants.ts';

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>>;
let scratch: Awaited<ReturnType<typeof editorBackend>>['scratch'];

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
  ({ scratch } = backend);
});

test.afterAll(() => backend?.stop());

/** A photo as a phone saves it: named by the camera, not after the person. */
const cameraPhoto = async (format: 'jpeg' | 'png') => {
  const photo = sharp({ create: { width: 600, height: 504, channels: 3, background: '#5a7d9a' } });
  return {
    name: format === 'jpeg' ? 'IMG_2041.JPG' : 'Screenshot 2026-11-20.png',
    mimeType: `image/${format}`,
    buffer: await (format === 'jpeg' ? photo.jpeg() : photo.png()).toBuffer(),
  };
};

const inContent = (file: string) => path.join(scratch.contentDir, ...file.split('/'));

test('a photo uploaded in a rank holder’s row is saved with the sheet under her name (-2 beside her old one); a file that is not a photo is refused', async ({
  editorTab: page,
}) => {
  const problems = await openEditor(page, backend.config, '#/collections/spreadsheets/entries/rank-holders');
  // The fixture's first rank holder, Ms. Asenla Sample, has rank-holders/photos/asenla-sample.jpg already.
  const cell = page.getByRole('group', { name: 'Photo, row 1', exact: true });
  await expect(cell.getByRole('img')).toBeVisible();
  await expect(cell.getByRole('combobox')).toHaveValue('rank-holders/photos/asenla-sample.jpg');

  await cell.getByLabel('Upload a photo').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(cell.getByRole('alert')).toHaveText('“certificate.pdf” is not a photo the site can show: choose a JPG, PNG or WebP file.');
  await cell.getByLabel('Upload a photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await expect(cell.getByRole('alert')).toHaveText('“photo.jpg” cannot be read as a photo (it may be damaged): choose a JPG, PNG or WebP file.');
  await expect(cell.getByRole('combobox')).toHaveValue('rank-holders/photos/asenla-sample.jpg');

  const upload = await cameraPhoto('png');
  await cell.getByLabel('Upload a photo').setInputFiles(upload);
  await expect(cell.getByRole('combobox')).toHaveValue('rank-holders/photos/asenla-sample-2.png');
  await expect(cell.getByRole('alert')).toHaveCount(0);
  // Its preview is the photo chosen (the page's policy lets the editor show a file it holds).
  await expect.poll(() => cell.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await publish(page);

  const written = inContent('rank-holders/photos/asenla-sample-2.png');
  await whenWritten(() => expect(existsSync(written) && readFileSync(written).equals(upload.buffer)).toBe(true));
  // The old photo stays; the row now names the new one, and no other line changed.
  expect(existsSync(inContent('rank-holders/photos/asenla-sample.jpg'))).toBe(true);
  expect(changedLines(scratch, 'rank-holders.csv')).toEqual([
    '-Ms. Asenla Sample,B.A. History Honours,2003,1st Rank,rank-holders/photos/asenla-sample.jpg',
    '+Ms. Asenla Sample,B.A. History Honours,2003,1st Rank,rank-holders/photos/asenla-sample-2.png',
  ]);
  expect(problems).toEqual([]);
});

test('add a teacher with a photo: one added line naming the photo, the photo in staff/photos/, and the content check passes', async ({ editorTab: page }) => {
  const problems = await openEditor(page, backend.config, '#/collections/spreadsheets/entries/staff-teaching');
  const rows = parse(readFileSync(inContent('staff/teaching.csv'), 'utf8'), { bom: true }) as string[][];
  // The new row comes after the fixture's rows (the first names the columns).
  const added = rows.length;
  await page.getByRole('button', { name: 'Add a row at the bottom' }).click();
  const cell = page.getByRole('group', { name: `Photo, row ${added}`, exact: true });
  await expect(cell).toContainText('No photo');
  const upload = await cameraPhoto('jpeg');
  // A photo is named after its person: before the name is typed, it is not taken.
  await cell.getByLabel('Upload a photo').setInputFiles(upload);
  await expect(cell.getByRole('alert')).toHaveText('Type the name first: the photo is named after the person.');
  await expect(cell.getByRole('combobox')).toHaveValue('');
  await page.getByLabel(`Department, row ${added}`, { exact: true }).selectOption({ label: 'History' });
  await page.getByLabel(`Name, row ${added}`, { exact: true }).fill('Dr. Temsu Imchen');
  await page.getByLabel(`Designation, row ${added}`, { exact: true }).fill('Assistant Professor');
  await cell.getByLabel('Upload a photo').setInputFiles(upload);
  await expect(cell.getByRole('combobox')).toHaveValue('staff/photos/temsu-imchen.jpg');
  await expect(cell.getByRole('alert')).toHaveCount(0);
  await page
    .getByRole('row')
    .filter({ has: cell })
    .screenshot({ path: `${screenshots}/photo-in-row.png` });
  await publish(page);

  const written = inContent('staff/photos/temsu-imchen.jpg');
  await whenWritten(() => expect(existsSync(written) && readFileSync(written).equals(upload.buffer)).toBe(true));
  // The sheet as the table writes it (the fixture's, saved by a spreadsheet program, made clean on its first save) with one
  // line more, naming the photo.
  expect(readFileSync(inContent('staff/teaching.csv'), 'utf8')).toBe(
    [...TEACHING_CSV_CLEAN, 'history,Dr. Temsu Imchen,Assistant Professor,staff/photos/temsu-imchen.jpg', ''].join('\n'),
  );

  // The compiler on that folder: no problem, the new teacher on the history page with the photo measured, and the
  // responsive copies the build makes of every photo made of it.
  const result = await compileContent({ root: process.cwd(), contentDir: scratch.contentDir, check: true });
  expect(result.problems).toEqual([]);
  const history = (result.store.staff as StaffData).teaching.find((section) => section.key === 'history')!;
  const teacher = history.members.find((member) => member.name === 'Dr. Temsu Imchen')!;
  expect(teacher.photo).toMatchObject({ url: '/files/staff/photos/temsu-imchen.jpg', width: 600, height: 504 });
  const filesDir = mkdtempSync(path.join(tmpdir(), 'photo-copies-'));
  try {
    await writeImageVariants([teacher.photo!], scratch.contentDir, filesDir, path.join(filesDir, '.cache'));
    // A copy at each width up to the photo's own 600 px, in AVIF and in WebP.
    for (const copy of [
      'staff/photos/temsu-imchen.480w.avif',
      'staff/photos/temsu-imchen.600w.avif',
      'staff/photos/temsu-imchen.480w.webp',
      'staff/photos/temsu-imchen.600w.webp',
    ])
      expect(existsSync(path.join(filesDir, copy)), copy).toBe(true);
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
  expect(problems).toEqual([]);
});
