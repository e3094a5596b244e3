/**
 * The names the editor's media window gives an upload (editor/decap/backends/uploadNames.ts), against what Decap's
 * media window stores: for each of 40 names Decap changes (curly quotes, dashes, accented letters, Devanagari, brackets,
 * spaces …), the name Decap 3.8's media window stored it under, recorded here with the options Decap gives config.yml's
 * `slug` when it names none (as the editor's config does), and with ASCII options. An upload names its file as Decap will
 * store it, so a Decap whose rule changes fails here first; and a file Decap stored under that name makes the editor
 * upload the same name beside it, under a name Decap keeps as it is and no file has.
 */
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadNames } from '../../editor/decap/backends/uploadNames.ts';
import { asInTheBrowser, leaveTheBrowser } from './editorGitHubApi.ts';

/** Each name as chosen, as Decap stores it by default (unicode, accents kept, "-"), and with ascii, accents cleaned, "_". */
const RECORDED: [chosen: string, stored: string, storedAscii: string][] = [
  ['Principal’s message.pdf', 'principal’s-message.pdf', 'principal_s_message.pdf'],
  ['Fees 2026–27.pdf', 'fees-2026–27.pdf', 'fees_2026_27.pdf'],
  ['Fees 2026—27.pdf', 'fees-2026—27.pdf', 'fees_2026_27.pdf'],
  ['“Admission” notice.pdf', '“admission”-notice.pdf', 'admission_notice.pdf'],
  ['‘Quoted’ list.pdf', '‘quoted’-list.pdf', 'quoted_list.pdf'],
  ["Don't miss it.pdf", 'don-t-miss-it.pdf', 'don_t_miss_it.pdf'],
  ['Merit list (B.A.).pdf', 'merit-list-b.a.-.pdf', 'merit_list_b.a._.pdf'],
  ['ENG-MJ-3 British Poetry [FYUGP Major].pdf', 'eng-mj-3-british-poetry-fyugp-major-.pdf', 'eng-mj-3_british_poetry_fyugp_major_.pdf'],
  ['Rules {draft}.pdf', 'rules-draft-.pdf', 'rules_draft_.pdf'],
  ['Café menu.pdf', 'café-menu.pdf', 'cafe_menu.pdf'],
  ['Résumé of Ms. Ngullie.pdf', 'résumé-of-ms.-ngullie.pdf', 'resume_of_ms._ngullie.pdf'],
  ['Crèche timings.pdf', 'crèche-timings.pdf', 'creche_timings.pdf'],
  ['Noël programme.pdf', 'noël-programme.pdf', 'noel_programme.pdf'],
  ['Ångström lab.pdf', 'ångström-lab.pdf', 'angstrom_lab.pdf'],
  ['हिंदी सूचना.pdf', 'हिंदी-सूचना.pdf', '.pdf'],
  ['परीक्षा समय-सारणी 2026.pdf', 'परीक्षा-समय-सारणी-2026.pdf', '-_2026.pdf'],
  ['নোটিশ বোর্ড.pdf', 'নোটিশ-বোর্ড.pdf', '.pdf'],
  ['Two  spaces.pdf', 'two-spaces.pdf', 'two_spaces.pdf'],
  [' Leading and trailing .pdf', 'leading-and-trailing-.pdf', 'leading_and_trailing_.pdf'],
  ['Tab\tseparated.pdf', 'tab-separated.pdf', 'tab_separated.pdf'],
  ['Fees & dues.pdf', 'fees-dues.pdf', 'fees_dues.pdf'],
  ['Fees + dues.pdf', 'fees-dues.pdf', 'fees_dues.pdf'],
  ['50% off.pdf', '50-off.pdf', '50_off.pdf'],
  ['Q#1 answers.pdf', 'q-1-answers.pdf', 'q_1_answers.pdf'],
  ['What? Why!.pdf', 'what-why-.pdf', 'what_why_.pdf'],
  ['a/b slash.pdf', 'a-b-slash.pdf', 'a_b_slash.pdf'],
  ['back\\slash.pdf', 'back-slash.pdf', 'back_slash.pdf'],
  ['Colon: notice.pdf', 'colon-notice.pdf', 'colon_notice.pdf'],
  ['Semi;colon.pdf', 'semi-colon.pdf', 'semi_colon.pdf'],
  ['Star*.pdf', 'star-.pdf', 'star_.pdf'],
  ['Pipe|name.pdf', 'pipe-name.pdf', 'pipe_name.pdf'],
  ['Angle <brackets>.pdf', 'angle-brackets-.pdf', 'angle_brackets_.pdf'],
  ['Comma, list.pdf', 'comma-list.pdf', 'comma_list.pdf'],
  ['At @college.pdf', 'at-college.pdf', 'at_college.pdf'],
  ['Equals = sign.pdf', 'equals-sign.pdf', 'equals_sign.pdf'],
  ['UPPER CASE.PDF', 'upper-case.pdf', 'upper_case.pdf'],
  ['Photo 1.JPG', 'photo-1.jpg', 'photo_1.jpg'],
  ['Tilde~and_dots..pdf', 'tilde~and_dots..pdf', 'tilde~and_dots..pdf'],
  ['Emoji 🎓 day.pdf', 'emoji-🎓-day.pdf', 'emoji_day.pdf'],
  ['Non\u00a0breaking.pdf', 'non\u00a0breaking.pdf', 'non_breaking.pdf'],
];
/** Decap's defaults for config.yml's `slug` (its applyDefaults), which the editor's config leaves as they are. */
const DECAP_DEFAULTS = { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' } as const;
const ASCII = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '_' } as const;

/** A guarded backend as Decap makes it from config.yml, with the `slug` options given (or none). */
let guardedWith: (slug?: typeof ASCII) => { uploads: UploadNames };

afterAll(leaveTheBrowser);
beforeAll(async () => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await asInTheBrowser();
  const { EditorBackends } = await import('../../editor/decap/backends/guardedBackends.ts');
  const registered = new Map<string, DecapBackendClass>();
  new EditorBackends().register((name, backend) => registered.set(name, backend));
  const Guarded = registered.get('local-proxy-guarded') as unknown as new (config: unknown) => { uploads: UploadNames };
  guardedWith = (slug) => new Guarded({ backend: { name: 'local-proxy-guarded', proxy_url: 'http://localhost:8081/api/v1' }, ...(slug && { slug }) });
  quiet.mockRestore();
});

describe('an uploaded file’s name as Decap stores it', () => {
  it('is the name Decap’s media window stored, for 40 names it changes', () => {
    expect(RECORDED).toHaveLength(40);
    const names = new UploadNames();
    for (const [chosen, stored] of RECORDED) {
      expect(stored, chosen).not.toBe(chosen);
      expect(names.storedName(chosen), chosen).toBe(stored);
    }
  });

  it('keeps the curly apostrophe and the en dash, as Decap does (a copy that made them hyphens never saw the name taken)', () => {
    const names = new UploadNames();
    expect(names.storedName('Principal’s message.pdf')).toBe('principal’s-message.pdf');
    expect(names.storedName('Fees 2026–27.pdf')).toBe('fees-2026–27.pdf');
  });

  it('follows the slug options Decap made the backend with, each backend its own', () => {
    const ascii = guardedWith(ASCII);
    const plain = guardedWith();
    for (const [chosen, stored, storedAscii] of RECORDED) {
      expect(ascii.uploads.storedName(chosen), chosen).toBe(storedAscii);
      expect(plain.uploads.storedName(chosen), chosen).toBe(stored);
    }
  });
});

describe('an upload whose name Decap would store over a file already there', () => {
  it('is renamed beside it, under a name Decap keeps and no file has, for every one of the names', () => {
    for (const [chosen, stored] of RECORDED) {
      const names = new UploadNames();
      names.listedFolder('content/attachments', [`content/attachments/${stored}`, 'content/attachments/other.pdf']);
      const renamed = names.uploadName(chosen);
      const [, stem, extension] = /^(.*)\.([^.]+)$/.exec(stored)!;
      // Decap's own rule keeps the new name as it is: the window stores it under that name.
      expect(sanitizeSlug(renamed.toLowerCase(), DECAP_DEFAULTS), chosen).toBe(renamed);
      expect(renamed, chosen).toBe(names.storedName(`${stem}-2.${extension}`));
      expect(renamed, chosen).not.toBe(stored);
    }
  });

  it('is left as it is when no listed folder has its name, and one backend’s listing is not another’s', () => {
    const names = new UploadNames();
    names.listedFolder('content/attachments', ['content/attachments/other.pdf']);
    for (const [chosen] of RECORDED) expect(names.uploadName(chosen), chosen).toBe(chosen);
    const first = guardedWith();
    const second = guardedWith();
    first.uploads.listedFolder('content/attachments', ['content/attachments/merit-list.pdf']);
    expect(first.uploads.uploadName('merit-list.pdf')).toBe('merit-list-2.pdf');
    expect(second.uploads.uploadName('merit-list.pdf')).toBe('merit-list.pdf');
  });
});
