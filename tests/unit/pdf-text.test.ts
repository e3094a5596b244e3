import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdfTexts } from '../../scripts/content/facts/pdfText.ts';
import { pdfRecords } from '../../scripts/content/derive/pdfRecords.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { textPdf } from '../../scripts/bench/samplePdf.ts';
import type { Asset } from '../../scripts/content/context.ts';
import { compileFixture } from './fixture.ts';

const TIMETABLE = textPdf([
  ['Examination timetable, semester 3', 'Monday: ENG-MJ-3 in room 12'],
  ['Tuesday: HIS-MJ-3 in the Zeliang hall', 'Wednesday: no examination'],
]);
const SCAN = textPdf([[], []]);

describe('the text of the PDFs the site serves', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const asset = (source: string, bytes: Buffer): Asset => {
    writeFileSync(path.join(folder, source), bytes);
    return { source, url: `/files/${source}`, bytes: bytes.length, format: 'PDF' };
  };

  it('reads each page apart, says which cannot be read (damaged, or protected by a password), and reads an unchanged file from its cache', async () => {
    const assets = [
      asset('timetable.pdf', TIMETABLE),
      asset('scan.pdf', SCAN),
      asset('damaged.pdf', TIMETABLE.subarray(0, 200)),
      // Made with qpdf --encrypt (a user password, AES-256), as an office's "protect with password" makes one.
      asset('protected.pdf', readFileSync(path.join(import.meta.dirname, '../fixtures/pdf/password-protected.pdf'))),
      { source: 'photo.jpg', url: '/files/photo.jpg', bytes: 1, format: 'JPG' },
    ];
    const cache = path.join(folder, 'cache');
    const first = await readPdfTexts(assets, (source) => path.join(folder, source), cache);
    expect(first.get('timetable.pdf')).toEqual({
      pages: ['Examination timetable, semester 3 Monday: ENG-MJ-3 in room 12', 'Tuesday: HIS-MJ-3 in the Zeliang hall Wednesday: no examination'],
    });
    // Pages without text that hold a picture are read by machine (scan-reading.test.ts); these hold nothing at all.
    expect(first.get('scan.pdf')).toEqual({ pages: ['', ''] });
    expect(first.get('damaged.pdf')).toEqual({ unreadable: expect.stringContaining('damaged') });
    expect(first.get('protected.pdf')).toEqual({ unreadable: 'it is protected by a password' });
    expect(first.has('photo.jpg')).toBe(false);

    // The cache holds one entry per PDF by its content: an entry changed by hand is what a new process reads.
    const entries = readdirSync(cache);
    expect(entries).toHaveLength(4);
    for (const entry of entries) writeFileSync(path.join(cache, entry), JSON.stringify({ pages: ['from the cache'] }));
    const second = await readPdfTexts(assets, (source) => path.join(folder, source), cache, { memo: new Map() });
    expect(second.get('timetable.pdf')).toEqual({ pages: ['from the cache'] });
    // A caller that compiles again and again keeps what it read (CompileCache.pdfReadings); no module keeps it for it.
    const kept = new Map();
    await readPdfTexts(assets, (source) => path.join(folder, source), cache, { memo: kept });
    for (const entry of readdirSync(cache)) writeFileSync(path.join(cache, entry), JSON.stringify({ pages: ['changed again'] }));
    const fromItsMemo = await readPdfTexts(assets, (source) => path.join(folder, source), cache, { memo: kept });
    expect(fromItsMemo.get('timetable.pdf')).toEqual({ pages: ['from the cache'] });
    const withoutOne = await readPdfTexts(assets, (source) => path.join(folder, source), cache);
    expect(withoutOne.get('timetable.pdf')).toEqual({ pages: ['changed again'] });
  });
});

describe('the search records of the PDFs', () => {
  const pdf = (source: string, bytes = 1000): Asset => ({ source, url: `/files/${source.split('/').map(encodeURIComponent).join('/')}`, bytes, format: 'PDF' });

  it('titles each PDF as the site shows it, with its kind, year and the pages offering it', () => {
    const timetable = pdf('notices/attachments/timetable.pdf');
    const paper = pdf('question-papers/BA/3rd Sem/2024/English/ENG-MJ-3 Poetry.pdf');
    const report = pdf('documents/naac/aqar-2019-2020.pdf');
    const linked = pdf('documents/prospectus.pdf');
    const unused = pdf('documents/old.pdf');
    const texts = new Map([[timetable.source, { pages: ['Monday', 'Tuesday'] }]]);
    const records = pdfRecords([timetable, paper, report, linked, unused], texts, {
      notices: {
        notices: [{ title: 'Examination timetable', date: '2026-11-20', route: '/notices/2026-11-20-timetable', attachments: [timetable] }],
      } as never,
      paperTrees: [
        {
          name: 'BA',
          papers: 1,
          files: [],
          folders: [
            {
              name: '3rd Sem',
              papers: 1,
              files: [],
              folders: [
                {
                  name: '2024',
                  papers: 1,
                  files: [],
                  folders: [{ name: 'English', papers: 1, folders: [], files: [{ name: 'ENG-MJ-3 Poetry', url: paper.url, format: 'PDF', bytes: 1000 }] }],
                },
              ],
            },
          ],
        },
      ],
      pages: {
        '/NAAC/AQAR': { title: 'AQAR', cards: [{ title: 'AQAR 2019-20', links: [{ label: 'View', kind: 'file', file: report }] }] } as never,
        '/admissions': { title: 'Admissions', html: '<p>Read the <a href="/files/documents/prospectus.pdf">prospectus for 2026</a>.</p>' },
      },
    });
    expect(records.map(({ title, kind, year, offeredOn, pages }) => ({ title, kind, year, offeredOn, pages }))).toEqual([
      { title: 'Examination timetable', kind: 'Notices', year: '2026', offeredOn: ['/notices/2026-11-20-timetable'], pages: ['Monday', 'Tuesday'] },
      { title: 'ENG-MJ-3 Poetry (BA, 3rd Sem, 2024, English)', kind: 'Question papers', year: '2024', offeredOn: ['/library/questionBank'], pages: [] },
      { title: 'AQAR 2019-20', kind: 'Documents', year: '2019', offeredOn: ['/NAAC/AQAR'], pages: [] },
      { title: 'prospectus for 2026', kind: 'Documents', year: '2026', offeredOn: ['/admissions'], pages: [] },
      { title: 'old', kind: 'Documents', year: undefined, offeredOn: [], pages: [] },
    ]);
  });
});

describe('content:check and PDFs without text', () => {
  it('warns for a scan and for a damaged PDF, naming the file and the notice offering it, and fails nothing', async () => {
    const { problems, warnings } = await compileFixture(
      {
        'content/notices/categories.yaml': 'categories: [Examinations]\n',
        'content/notices/2026/2026-11-20-timetable.md': '---\ntitle: Timetable\nattachments: [notices/2026/timetable-scan.pdf]\n---\nSee the attachment.\n',
        'content/notices/2026/timetable-scan.pdf': SCAN,
        'content/notices/2026/2026-11-21 Seating plan.pdf': TIMETABLE.subarray(0, 300),
        'content/notices/2026/2026-11-22 Timetable.pdf': TIMETABLE,
      },
      [notices],
    );
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      {
        file: 'content/notices/2026/timetable-scan.pdf',
        message: expect.stringMatching(/^a PDF without text \(a scan\?\): search cannot find .*; offered on \/notices\/2026-11-20-timetable$/),
      },
      {
        file: 'content/notices/2026/2026-11-21 Seating plan.pdf',
        message: expect.stringMatching(/^a PDF that cannot be read \(it is damaged.*offered on \/notices\/2026-11-21-seating-plan$/),
      },
    ]);
  });
});
