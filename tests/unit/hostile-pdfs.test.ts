import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../scripts/content/compile.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { PublishedFile } from '../../scripts/content/facts/shownDocuments.ts';
import type { NoticeBoard } from '../../common/noticeBoard.ts';
import { cmykJpegPdf, cutShortPdf, giantImagePdf, longPdf, rotatedPdf, undecodablePhotoPdf, xfaFormPdf } from '../fixtures/hostilePdfs.ts';
import { withTempFolder } from './tempProject.ts';

/**
 * PDFs the office may be sent, dropped into the notices of a site as the office drops them: the compile finishes,
 * every PDF past its bounds (a giant image: the PDF worker's memory ceiling) or that no reader shows as it is (a form
 * for Adobe Reader alone, a file cut short, one locked by a password, a photograph no decoder reads) is a warning naming it and its notice offers the
 * link alone, and every other is drawn with ink where poppler's pdftoppm, another reader, draws ink.
 */
const FIXTURE = path.join(import.meta.dirname, '../fixtures');

/** The share of a picture's pixels that are ink (darker than light grey), from its greyscale pixels. */
async function inkOf(image: Buffer | string): Promise<number> {
  const { data } = await sharp(image).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const value of data) if (value < 200) ink++;
  return ink / data.length;
}

/** The ink on page `page` of `file` as poppler draws it (pdftoppm, 30 dpi, greyscale PNG). */
function popplerInk(file: string, page: number): Promise<number> {
  const pgm = execFileSync('pdftoppm', ['-png', '-gray', '-r', '30', '-f', String(page), '-l', String(page), file], { maxBuffer: 64 << 20 });
  return inkOf(pgm);
}

describe('PDFs from outside, dropped in as notices', { timeout: 240_000 }, () => {
  it('publish every notice: those past their bounds or shown by no reader with a warning and their link, the others drawn with their ink', async () => {
    const dropped: Record<string, Buffer> = {
      'Giant photograph': await giantImagePdf(),
      'Printer proof in CMYK': await cmykJpegPdf(),
      'Application form': xfaFormPdf(),
      'Timetable turned': rotatedPdf(),
      'Download cut short': cutShortPdf(),
      'Minutes of the year': longPdf(),
      'Locked circular': readFileSync(path.join(FIXTURE, 'pdf/password-protected.pdf')),
      'Photograph no decoder reads': undecodablePhotoPdf(),
    };
    const files = Object.fromEntries(Object.entries(dropped).map(([title, bytes]) => [`content/notices/2026/2026-12-01 ${title}.pdf`, bytes]));
    files['content/notices/categories.yaml'] = readFileSync(path.join(FIXTURE, 'site/notices/categories.yaml'), 'utf8') as never;

    await withTempFolder(files, async (root) => {
      const result = await compileContent({ root, check: true, collections: [notices] });
      expect(result.problems).toEqual([]);
      const warned = (title: string) =>
        result.warnings.filter(({ file }) => file === `content/notices/2026/2026-12-01 ${title}.pdf`).map(({ message }) => message);
      expect(warned('Giant photograph')).toContainEqual(
        expect.stringMatching(/^its pages could not be drawn for phones \(drawing page 1 needed more than \d+ MB of memory\)/),
      );
      expect(warned('Application form')).toContainEqual(expect.stringContaining('a form made for Adobe Reader alone (XFA)'));
      expect(warned('Download cut short')).toContainEqual(expect.stringContaining('it is damaged or not a PDF pdf.js can open'));
      expect(warned('Locked circular')).toContainEqual(expect.stringContaining('it is protected by a password'));
      // Drawn white where the PDF paints a picture: refused, never shown to a phone as a blank sheet.
      expect(warned('Photograph no decoder reads')).toContainEqual(expect.stringContaining('page 1 came out blank, though it holds text or a picture'));
      for (const title of ['Printer proof in CMYK', 'Timetable turned', 'Minutes of the year']) expect(warned(title)).toEqual([]);

      const board = result.outputs.notices as NoticeBoard;
      const drawn = (title: string) => {
        const notice = board.notices.find((known) => known.title === title);
        return notice?.document?.kind === 'file' ? notice.document.file.drawn : undefined;
      };
      for (const title of ['Giant photograph', 'Application form', 'Download cut short', 'Locked circular', 'Photograph no decoder reads'])
        expect(drawn(title), title).toBeUndefined();
      expect(drawn('Printer proof in CMYK')).toEqual({ total: 1, heights: [1698] });
      // Turned a quarter: drawn landscape.
      expect(drawn('Timetable turned')).toEqual({ total: 1, heights: [848] });
      expect(drawn('Minutes of the year')).toEqual({ total: 600, heights: Array.from({ length: 12 }, () => 1698) });

      // Ink where poppler draws ink: each drawn page's picture against pdftoppm's drawing of the same page.
      mkdirSync(path.join(root, 'dropped'));
      for (const title of ['Printer proof in CMYK', 'Timetable turned', 'Minutes of the year']) {
        const file = path.join(root, 'dropped', `${title}.pdf`);
        writeFileSync(file, dropped[title]);
        const picture = Object.entries(result.outputs).find(([name]) => name.includes(title) && name.endsWith('.page-1.480w.webp'));
        expect(picture, title).toBeDefined();
        const ours = await inkOf((picture![1] as PublishedFile).from);
        const poppler = await popplerInk(file, 1);
        expect(poppler, `${title}: poppler's ink`).toBeGreaterThan(0.0005);
        expect(ours, `${title}: our ink against poppler's ${poppler.toFixed(4)}`).toBeGreaterThan(poppler / 3);
      }
    });
  });
});
