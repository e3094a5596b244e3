import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_TO_DRAW, documentPagesCache, drawDocuments, documentsToDraw } from '../../scripts/content/facts/documentPages.ts';
import { compileContent } from '../../scripts/content/compile.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { withTempFolder } from './tempProject.ts';
import { examinationRoutinePdf, pdfOfPages, placedPage, textPdf } from '../../scripts/bench/samplePdf.ts';
import { calender2023 } from '../fixtures/documents.ts';
import { compileFixture } from './fixture.ts';
import { SCANS_TO_READ } from '../../scripts/content/facts/pdfText.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentEmbed } from '../../renderer/components/DocumentEmbed.tsx';
import { pages } from '../../scripts/content/collections/pages.ts';
import type { ContentPage } from '../../common/contentTypes.ts';
import type { PdfRecord } from '../../scripts/content/derive/pdfRecords.ts';

/** A page claiming to be 200 inches (5.1 m) square: the largest a PDF may say. */
const ENORMOUS = pdfOfPages([placedPage([{ x: 56, y: 14000, size: 12, text: 'A poster five metres wide' }])], { size: [14400, 14400] });
/** A page that draws a picture ten times, each drawing the next ten times, nine deep: a billion strokes, never done. */
const ENDLESS = pdfOfPages(['/X0 Do'], {
  forms: Array.from({ length: 9 }, (_, level) => (level < 8 ? Array.from({ length: 10 }, () => `/X${level + 1} Do`).join(' ') : '0 0 m 1 1 l S')),
});

// Drawing starts processes and draws pages for real: on a machine busy with other work, a test takes several times as long.
describe('drawing the pages of the PDFs a page shows', { timeout: 90_000 }, () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'document-pages-'));
  const cacheDir = path.join(folder, 'cache');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const pdf = (name: string, bytes: Buffer) => {
    writeFileSync(path.join(folder, name), bytes);
    return { source: name, file: path.join(folder, name) };
  };

  it('draws a typed PDF with a table, each page as light pictures, and keeps its table’s rows as rows', async () => {
    const drawings = await drawDocuments([pdf('calender.pdf', calender2023())], cacheDir);
    const drawing = drawings.get('calender.pdf')!;
    if ('undrawn' in drawing) throw new Error(drawing.undrawn);
    expect(drawing.total).toBe(2);
    expect(drawing.heights).toEqual([1698, 1698]);
    const pictures = readdirSync(drawing.folder).filter((name) => name.endsWith('.webp'));
    expect(pictures.sort()).toEqual(['1.1200.webp', '1.480.webp', '1.800.webp', '2.1200.webp', '2.480.webp', '2.800.webp']);
    for (const name of pictures.filter((picture) => !picture.includes('1200')))
      expect(statSync(path.join(drawing.folder, name)).size).toBeLessThanOrEqual(120 * 1024);
    // Each picture shows what its page draws, not a white sheet: the title's dark letters in the top of page 1, and ink
    // on page 2 (its table), at every width.
    for (const width of [480, 800, 1200]) {
      const top = await sharp(path.join(drawing.folder, `1.${width}.webp`))
        .extract({ left: 0, top: 0, width, height: Math.round(width / 4) })
        .greyscale()
        .stats();
      expect(top.channels[0].min, `page 1 at ${width} px`).toBeLessThan(100);
      expect(
        (
          await sharp(path.join(drawing.folder, `2.${width}.webp`))
            .greyscale()
            .stats()
        ).channels[0].min,
        `page 2 at ${width} px`,
      ).toBeLessThan(100);
    }
    const [first] = drawing.text;
    expect(first.blocks[0]).toEqual({ paragraph: 'Academic Calender 2023' });
    expect(first.blocks.find((block) => 'rows' in block)).toMatchObject({
      rows: expect.arrayContaining([
        ['Month', 'Dates', 'What happens'],
        ['April', '14', 'Annual sports meet at the district ground'],
      ]),
    });
  });

  // Each limit as the case needs it, so that how busy the machine is decides nothing: a minute for every step where the
  // test waits for the drawing's own answer, half a second for the endless page, which never finishes.
  it('refuses a page that claims an absurd size, naming why, keeps that answer, and goes on with the next PDF', async () => {
    const drawings = await drawDocuments([pdf('enormous.pdf', ENORMOUS), pdf('after.pdf', textPdf([['Drawn after the others']]))], cacheDir, {
      seconds: 60,
    });
    expect(drawings.get('enormous.pdf')).toEqual({ undrawn: 'page 1 claims to be 5.1 m wide and 5.1 m tall' });
    expect(drawings.get('after.pdf')).toMatchObject({ total: 1, heights: [1698] });
    expect(documentsToDraw([pdf('enormous.pdf', ENORMOUS)], cacheDir)).toEqual([]);
  });

  it('ends a page that never finishes, naming why, keeps nothing of it, and goes on with the next PDF in a new process', async () => {
    const documents = [pdf('endless.pdf', ENDLESS), pdf('damaged.pdf', Buffer.from('%PDF-1.4\nnot a PDF after all\n'))];
    const drawings = await drawDocuments(documents, cacheDir, { seconds: 0.5, openingSeconds: 60 });
    expect(drawings.get('endless.pdf')).toEqual({ undrawn: 'drawing page 1 took longer than 0.5 seconds' });
    expect(drawings.get('damaged.pdf')).toEqual({ undrawn: 'it is damaged or not a PDF pdf.js can open' });
    // The endless page's drawing was cut short: not kept, drawn again by the next build; the damaged file's answer is kept.
    expect(documentsToDraw(documents, cacheDir).map(({ source }) => source)).toEqual(['endless.pdf']);
  });

  it('draws a page three times as tall as it is wide within the pixel cap, and refuses a longer one that would take more pixels', async () => {
    // Both within the largest size a page may claim (2 m): a page 0.6 m by 1.8 m takes 1,200 by 3,600 pixels, the cap
    // itself (pageDrawer.ts); a banner 0.5 m by 1.8 m would take 1,200 by 4,321, a fifth over it.
    const tall = pdf('tall.pdf', pdfOfPages([placedPage([{ x: 56, y: 5000, size: 48, text: 'Sports day' }])], { size: [1700, 5100] }));
    const banner = pdf('banner.pdf', pdfOfPages([placedPage([{ x: 56, y: 5000, size: 48, text: 'Welcome' }])], { size: [1417, 5102] }));
    const drawings = await drawDocuments([tall, banner], cacheDir);
    expect(drawings.get('banner.pdf')).toEqual({ undrawn: 'page 1 is too long and narrow to draw (0.5 m by 1.8 m)' });
    const drawing = drawings.get('tall.pdf')!;
    if ('undrawn' in drawing) throw new Error(drawing.undrawn);
    expect(drawing.heights).toEqual([3600]);
    const { width, height } = await sharp(path.join(drawing.folder, '1.1200.webp')).metadata();
    expect([width, height]).toEqual([1200, 3600]);
  });

  it('draws a real-sized page of typed matter in four greys, light enough for a first view on 2G', async () => {
    const drawings = await drawDocuments([pdf('routine.pdf', examinationRoutinePdf())], cacheDir);
    const drawing = drawings.get('routine.pdf')!;
    if ('undrawn' in drawing) throw new Error(drawing.undrawn);
    const first = path.join(drawing.folder, '1.800.webp');
    const { width } = await sharp(first).metadata();
    const greys = new Set((await sharp(first).greyscale().raw().toBuffer()).values());
    expect({ width, greys: greys.size }).toEqual({ width: 800, greys: 4 });
    // The page's HTML and its first picture within about 35 KB: three round trips of a 2G link already cost 2.4 s of 3.5.
    expect(statSync(first).size).toBeLessThan(20 * 1024);
  });

  it('draws the first 12 pages of a long PDF, and its page says how many more the PDF holds', async () => {
    const long = pdf('long.pdf', textPdf(Array.from({ length: 14 }, (_, page) => [`Page ${page + 1} of the annual report`])));
    const drawing = (await drawDocuments([long], cacheDir)).get('long.pdf')!;
    if ('undrawn' in drawing) throw new Error(drawing.undrawn);
    expect([drawing.total, drawing.heights.length]).toEqual([14, 12]);
    const file = {
      source: 'documents/long.pdf',
      url: '/files/documents/long.pdf',
      bytes: 4000,
      format: 'PDF',
      drawn: { total: drawing.total, heights: drawing.heights },
    };
    const html = renderToStaticMarkup(createElement(DocumentEmbed, { document: { title: 'Annual report', kind: 'file', file, anchor: 'page' } }));
    expect(html.match(/<img /g)).toHaveLength(12);
    expect(html).toContain('alt="Page 12 of 14, Annual report"');
    expect(html).toContain('id="page-12"');
    expect(html).toContain('The first 12 pages are shown here; the PDF holds 2 more.');
    expect(html).not.toContain('<iframe');
  });

  it('draws nothing again for PDFs it drew before, and says so before drawing', async () => {
    const documents = [pdf('calender.pdf', calender2023()), pdf('enormous.pdf', ENORMOUS), pdf('new.pdf', textPdf([['A new notice']]))];
    expect(documentsToDraw(documents, cacheDir).map(({ source }) => source)).toEqual(['new.pdf']);
    const drawn: string[] = [];
    await drawDocuments(documents, cacheDir, { onDrawn: (source) => drawn.push(source) });
    expect(drawn).toEqual(['new.pdf']);
    expect(documentsToDraw(documents, cacheDir)).toEqual([]);
  });
});

describe('the compile, with a page showing PDFs', () => {
  const prospectus = (documents: string) =>
    `---\ntitle: Prospectus\ndescription: The prospectus.\ntemplate: document\ndocuments:\n${documents}---\n\nThe prospectus.\n`;

  it('gives a drawn PDF its pages and their addresses, publishes its pictures, and warns of one it cannot draw, naming it, with its link alone', async () => {
    const result = await compileFixture(
      {
        'content/pages/resources/prospectus.md': prospectus(
          '  - { title: Calender, file: documents/calender.pdf }\n  - { title: Poster, file: documents/poster.pdf }\n',
        ),
        'content/documents/calender.pdf': calender2023(),
        'content/documents/poster.pdf': ENORMOUS,
      },
      [pages],
    );
    expect(result.problems).toEqual([]);
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ file: 'content/documents/poster.pdf', message: expect.stringContaining('page 1 claims to be 5.1 m wide and 5.1 m tall') }),
    );
    const shown = (result.outputs.pages as Record<string, Extract<ContentPage, { template: 'document' }>>)['/resources/prospectus'].documents;
    expect(shown.map((document) => document.kind === 'file' && [document.anchor, document.file.drawn])).toEqual([
      ['page', { total: 2, heights: [1698, 1698] }],
      ['document-2', undefined],
    ]);
    expect(Object.keys(result.outputs).filter((name) => name.startsWith('public/files/'))).toEqual([
      'public/files/documents/calender.page-1.480w.webp',
      'public/files/documents/calender.page-1.800w.webp',
      'public/files/documents/calender.page-1.1200w.webp',
      'public/files/documents/calender.page-2.480w.webp',
      'public/files/documents/calender.page-2.800w.webp',
      'public/files/documents/calender.page-2.1200w.webp',
    ]);
    const record = (result.outputs.pdfSearch as PdfRecord[]).find((known) => known.source === 'documents/calender.pdf')!;
    expect(record).toMatchObject({ shownAt: { route: '/resources/prospectus', anchor: 'page', pages: 2 }, textRoute: '/text-version/documents-calender' });
    // The outputs are new objects: what the collections published, and the store they published from, are unchanged.
    expect(JSON.stringify(result.store)).not.toMatch(/"anchor"|"drawn"|"text":"\/text-version/);
  }, 30_000);
});

describe("the build's plan, asked before the compile", () => {
  const prospectus =
    '---\ntitle: Prospectus\ndescription: The prospectus.\ntemplate: document\ndocuments:\n  - { title: Calender, file: documents/calender.pdf }\n---\n\nThe prospectus.\n';
  const notice = '---\ntitle: Merit list\ncategory: Results\nattachments:\n  - attachments/merit-list.pdf\n---\n\nThe merit list is attached.\n';

  it(
    'counts a PDF not drawn or read yet as heavy work, and, once compiled, neither the drawn one, nor one a notice only links, nor one no page names; never a question paper',
    () =>
      withTempFolder(
        {
          'content/pages/resources/prospectus.md': prospectus,
          'content/notices/categories.yaml': 'categories:\n  - Results\n',
          'content/notices/2026/2026-11-18-merit-list.md': notice,
          'content/documents/calender.pdf': calender2023(),
          'content/attachments/merit-list.pdf': textPdf([['Merit list']]),
          // Left behind when its notice was deleted: no page names it.
          'content/attachments/old-timetable.pdf': textPdf([['Timetable of 2024']]),
        },
        async (root) => {
          const paths = { root, contentDir: path.join(root, 'content') };
          expect(await DOCUMENTS_TO_DRAW.pending(paths)).toBe(true);
          expect(await SCANS_TO_READ.pending(paths)).toBe(true);
          const result = await compileContent({ root, check: true, collections: [pages, notices] });
          expect(result.problems).toEqual([]);
          expect(readdirSync(documentPagesCache(root))).toContain('linked-only.json');
          expect(await DOCUMENTS_TO_DRAW.pending(paths)).toBe(false);
          expect(await SCANS_TO_READ.pending(paths)).toBe(false);
          // A question paper is never drawn, so a new one is no heavy work; a new document (or attachment) is, until compiled.
          mkdirSync(path.join(root, 'content/question-papers/BA/2024'), { recursive: true });
          writeFileSync(path.join(root, 'content/question-papers/BA/2024/English.pdf'), textPdf([['English, paper 1']]));
          expect(await DOCUMENTS_TO_DRAW.pending(paths)).toBe(false);
          writeFileSync(path.join(root, 'content/documents/prospectus.pdf'), textPdf([['Prospectus 2026-27']]));
          expect(await DOCUMENTS_TO_DRAW.pending(paths)).toBe(true);
        },
      ),
    30_000,
  );
});
