/**
 * The names the editor's media window gives an upload (editor/decap/backends/uploadNames.ts), against Decap's own
 * cleaning of a file name: decap-cms-core's sanitizeSlug, imported from Decap's package here, with the options Decap
 * gives config.yml's `slug` when it names none (as the editor's config does). For every name Decap changes (curly quotes,
 * dashes, accented letters, Devanagari, brackets, spaces …), a file Decap stored under that name makes the editor upload
 * the same name beside it, under a name Decap keeps as it is and no file has.
 */
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js';
import { afterEach, describe, expect, it } from 'vitest';
import { knowSlugOptions, listedFolder, storedName, uploadName } from '../../editor/decap/backends/uploadNames.ts';

/** Decap's defaults for config.yml's `slug` (its applyDefaults), which the editor's config leaves as they are. */
const DECAP_DEFAULTS = { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' } as const;
/** Decap's media window's name for an uploaded file: its sanitizeSlug of the name in lower case. */
const decapName = (name: string, options: Parameters<typeof sanitizeSlug>[1] = DECAP_DEFAULTS) => sanitizeSlug(name.toLowerCase(), options);

const NAMES = [
  'Principal’s message.pdf',
  'Fees 2026–27.pdf',
  'Fees 2026—27.pdf',
  '“Admission” notice.pdf',
  '‘Quoted’ list.pdf',
  "Don't miss it.pdf",
  'Merit list (B.A.).pdf',
  'ENG-MJ-3 British Poetry [FYUGP Major].pdf',
  'Rules {draft}.pdf',
  'Café menu.pdf',
  'Résumé of Ms. Ngullie.pdf',
  'Crèche timings.pdf',
  'Noël programme.pdf',
  'Ångström lab.pdf',
  'हिंदी सूचना.pdf',
  'परीक्षा समय-सारणी 2026.pdf',
  'নোটিশ বোর্ড.pdf',
  'Two  spaces.pdf',
  ' Leading and trailing .pdf',
  'Tab\tseparated.pdf',
  'Fees & dues.pdf',
  'Fees + dues.pdf',
  '50% off.pdf',
  'Q#1 answers.pdf',
  'What? Why!.pdf',
  'a/b slash.pdf',
  'back\\slash.pdf',
  'Colon: notice.pdf',
  'Semi;colon.pdf',
  'Star*.pdf',
  'Pipe|name.pdf',
  'Angle <brackets>.pdf',
  'Comma, list.pdf',
  'At @college.pdf',
  'Equals = sign.pdf',
  'UPPER CASE.PDF',
  'Photo 1.JPG',
  'Tilde~and_dots..pdf',
  'Emoji 🎓 day.pdf',
  'Non\u00a0breaking.pdf',
];

afterEach(() => knowSlugOptions(DECAP_DEFAULTS));

describe('an uploaded file’s name as Decap stores it', () => {
  it('is Decap’s own sanitizeSlug of the name in lower case, for 40 names it changes', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of NAMES) {
      expect(decapName(name), name).not.toBe(name);
      expect(storedName(name), name).toBe(decapName(name));
    }
  });

  it('keeps the curly apostrophe and the en dash, as Decap does (a copy that made them hyphens never saw the name taken)', () => {
    expect(storedName('Principal’s message.pdf')).toBe('principal’s-message.pdf');
    expect(storedName('Fees 2026–27.pdf')).toBe('fees-2026–27.pdf');
    expect(storedName('ENG-MJ-3 British Poetry [FYUGP Major].pdf')).toBe('eng-mj-3-british-poetry-fyugp-major-.pdf');
  });

  it('follows config.yml’s own slug options when it has them', () => {
    const options = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '_' } as const;
    knowSlugOptions(options);
    for (const name of NAMES) expect(storedName(name), name).toBe(decapName(name, options));
  });
});

describe('an upload whose name Decap would store over a file already there', () => {
  it('is renamed beside it, under a name Decap keeps and no file has, for every one of the names', () => {
    for (const name of NAMES) {
      const stored = decapName(name);
      listedFolder('content/attachments', [`content/attachments/${stored}`, 'content/attachments/other.pdf']);
      const renamed = uploadName(name);
      const [, stem, extension] = /^(.*)\.([^.]+)$/.exec(stored)!;
      expect(decapName(renamed), name).toBe(renamed);
      expect(renamed, name).toBe(decapName(`${stem}-2.${extension}`));
      expect(renamed, name).not.toBe(stored);
    }
  });

  it('is left as it is when no listed folder has its name', () => {
    listedFolder('content/attachments', ['content/attachments/other.pdf']);
    for (const name of NAMES) expect(uploadName(name), name).toBe(name);
  });
});
