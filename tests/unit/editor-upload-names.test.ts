/**
 * The names the editor's media window gives an upload (editor/decap/backends/uploadNames.ts), against what Decap's
 * media window stores: for each of 40 names Decap changes (curly quotes, dashes, accented letters, Devanagari, brackets,
 * spaces …), the name Decap 3.8's media window stored it under, recorded here with the options Decap gives config.yml's
 * `slug` when it names none (as the editor's config does), and with ASCII options; and the name the upload is given
 * when a file already has that name, written out. An upload names its file as Decap will store it, so a Decap whose
 * rule changes fails here first.
 *
 * The media window itself is Decap's React component and needs a browser: tests/e2e/editor-uploads.spec.ts drives it,
 * for two of these names. Here the same path runs without the window: the guarded GitHub backend Decap makes lists the
 * folder as the window has it listed (getMedia, through Decap's own GitHub API on a repository in memory), and the
 * names are asked of what the editor's page hands the window's listener (EditorBackends.uploadNames, main.ts).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorBackends } from '../../editor/decap/backends/guardedBackends.ts';
import { UploadNames } from '../../editor/decap/backends/uploadNames.ts';
import { asInTheBrowser, githubRepository } from './editorGitHubApi.ts';

/**
 * Each name as chosen, as Decap stores it by default (unicode, accents kept, "-"), and with ascii, accents cleaned, "_";
 * and the name it is uploaded under when a file has that stored name (by default): "-2" before the extension, where a
 * stored name ending in "-" keeps one hyphen, as Decap stores the name.
 */
const RECORDED: [chosen: string, stored: string, storedAscii: string, beside: string][] = [
  ['Principal’s message.pdf', 'principal’s-message.pdf', 'principal_s_message.pdf', 'principal’s-message-2.pdf'],
  ['Fees 2026–27.pdf', 'fees-2026–27.pdf', 'fees_2026_27.pdf', 'fees-2026–27-2.pdf'],
  ['Fees 2026—27.pdf', 'fees-2026—27.pdf', 'fees_2026_27.pdf', 'fees-2026—27-2.pdf'],
  ['“Admission” notice.pdf', '“admission”-notice.pdf', 'admission_notice.pdf', '“admission”-notice-2.pdf'],
  ['‘Quoted’ list.pdf', '‘quoted’-list.pdf', 'quoted_list.pdf', '‘quoted’-list-2.pdf'],
  ["Don't miss it.pdf", 'don-t-miss-it.pdf', 'don_t_miss_it.pdf', 'don-t-miss-it-2.pdf'],
  ['Merit list (B.A.).pdf', 'merit-list-b.a.-.pdf', 'merit_list_b.a._.pdf', 'merit-list-b.a.-2.pdf'],
  [
    'ENG-MJ-3 British Poetry [FYUGP Major].pdf',
    'eng-mj-3-british-poetry-fyugp-major-.pdf',
    'eng-mj-3_british_poetry_fyugp_major_.pdf',
    'eng-mj-3-british-poetry-fyugp-major-2.pdf',
  ],
  ['Rules {draft}.pdf', 'rules-draft-.pdf', 'rules_draft_.pdf', 'rules-draft-2.pdf'],
  ['Café menu.pdf', 'café-menu.pdf', 'cafe_menu.pdf', 'café-menu-2.pdf'],
  ['Résumé of Ms. Ngullie.pdf', 'résumé-of-ms.-ngullie.pdf', 'resume_of_ms._ngullie.pdf', 'résumé-of-ms.-ngullie-2.pdf'],
  ['Crèche timings.pdf', 'crèche-timings.pdf', 'creche_timings.pdf', 'crèche-timings-2.pdf'],
  ['Noël programme.pdf', 'noël-programme.pdf', 'noel_programme.pdf', 'noël-programme-2.pdf'],
  ['Ångström lab.pdf', 'ångström-lab.pdf', 'angstrom_lab.pdf', 'ångström-lab-2.pdf'],
  ['हिंदी सूचना.pdf', 'हिंदी-सूचना.pdf', '.pdf', 'हिंदी-सूचना-2.pdf'],
  ['परीक्षा समय-सारणी 2026.pdf', 'परीक्षा-समय-सारणी-2026.pdf', '-_2026.pdf', 'परीक्षा-समय-सारणी-2026-2.pdf'],
  ['নোটিশ বোর্ড.pdf', 'নোটিশ-বোর্ড.pdf', '.pdf', 'নোটিশ-বোর্ড-2.pdf'],
  ['Two  spaces.pdf', 'two-spaces.pdf', 'two_spaces.pdf', 'two-spaces-2.pdf'],
  [' Leading and trailing .pdf', 'leading-and-trailing-.pdf', 'leading_and_trailing_.pdf', 'leading-and-trailing-2.pdf'],
  ['Tab\tseparated.pdf', 'tab-separated.pdf', 'tab_separated.pdf', 'tab-separated-2.pdf'],
  ['Fees & dues.pdf', 'fees-dues.pdf', 'fees_dues.pdf', 'fees-dues-2.pdf'],
  ['Fees + dues.pdf', 'fees-dues.pdf', 'fees_dues.pdf', 'fees-dues-2.pdf'],
  ['50% off.pdf', '50-off.pdf', '50_off.pdf', '50-off-2.pdf'],
  ['Q#1 answers.pdf', 'q-1-answers.pdf', 'q_1_answers.pdf', 'q-1-answers-2.pdf'],
  ['What? Why!.pdf', 'what-why-.pdf', 'what_why_.pdf', 'what-why-2.pdf'],
  ['a/b slash.pdf', 'a-b-slash.pdf', 'a_b_slash.pdf', 'a-b-slash-2.pdf'],
  ['back\\slash.pdf', 'back-slash.pdf', 'back_slash.pdf', 'back-slash-2.pdf'],
  ['Colon: notice.pdf', 'colon-notice.pdf', 'colon_notice.pdf', 'colon-notice-2.pdf'],
  ['Semi;colon.pdf', 'semi-colon.pdf', 'semi_colon.pdf', 'semi-colon-2.pdf'],
  ['Star*.pdf', 'star-.pdf', 'star_.pdf', 'star-2.pdf'],
  ['Pipe|name.pdf', 'pipe-name.pdf', 'pipe_name.pdf', 'pipe-name-2.pdf'],
  ['Angle <brackets>.pdf', 'angle-brackets-.pdf', 'angle_brackets_.pdf', 'angle-brackets-2.pdf'],
  ['Comma, list.pdf', 'comma-list.pdf', 'comma_list.pdf', 'comma-list-2.pdf'],
  ['At @college.pdf', 'at-college.pdf', 'at_college.pdf', 'at-college-2.pdf'],
  ['Equals = sign.pdf', 'equals-sign.pdf', 'equals_sign.pdf', 'equals-sign-2.pdf'],
  ['UPPER CASE.PDF', 'upper-case.pdf', 'upper_case.pdf', 'upper-case-2.pdf'],
  ['Photo 1.JPG', 'photo-1.jpg', 'photo_1.jpg', 'photo-1-2.jpg'],
  ['Tilde~and_dots..pdf', 'tilde~and_dots..pdf', 'tilde~and_dots..pdf', 'tilde~and_dots.-2.pdf'],
  ['Emoji 🎓 day.pdf', 'emoji-🎓-day.pdf', 'emoji_day.pdf', 'emoji-🎓-day-2.pdf'],
  ['Non\u00a0breaking.pdf', 'non\u00a0breaking.pdf', 'non_breaking.pdf', 'non\u00a0breaking-2.pdf'],
];
const ASCII = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '_' } as const;

/** A guarded backend as Decap makes it from config.yml, with the `slug` options given (or none). */
let guardedWith: (slug?: typeof ASCII) => { uploads: UploadNames };
/** The editor page's backends, as main.ts makes them, and the GitHub backend Decap would make from them. */
let backends: EditorBackends;
let GitHubGuarded: new (config: unknown, options: unknown) => DecapContentBackend;
let GitHubApi: typeof import('decap-cms-backend-github').API;

beforeAll(async () => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await asInTheBrowser();
  const guarded = await import('../../editor/decap/backends/guardedBackends.ts');
  const registered = new Map<string, DecapBackendClass>();
  new guarded.EditorBackends().register((name, backend) => registered.set(name, backend));
  const Guarded = registered.get('local-proxy-guarded') as unknown as new (config: unknown) => { uploads: UploadNames };
  guardedWith = (slug) => new Guarded({ backend: { name: 'local-proxy-guarded', proxy_url: 'http://localhost:8081/api/v1' }, ...(slug && { slug }) });
  backends = new guarded.EditorBackends();
  backends.register((name, backend) => {
    if (name === 'github-guarded') GitHubGuarded = backend as unknown as typeof GitHubGuarded;
  });
  GitHubApi = (await import('decap-cms-backend-github')).API;
  quiet.mockRestore();
});

/**
 * A media window's folder as Decap lists it: the guarded GitHub backend, made from a config.yml that names no `slug`
 * options, signed in on a repository in memory whose `folder` holds `files`, lists it (getMedia) as the window does when
 * it opens. Returns the names the editor's page hands the window's listener (main.ts), as it asks them.
 */
async function mediaWindowListing(folder: string, files: string[]) {
  const github = githubRepository('college/website', 'main', Object.fromEntries(files.map((file) => [`${folder}/${file}`, '%PDF-1.4 a file'])));
  vi.stubGlobal('fetch', github.fetch);
  backends.know({ contentPath: 'content', workflow: false, collections: [] });
  const config = { backend: { name: 'github-guarded', repo: 'college/website', branch: 'main' }, media_folder: folder };
  const api = new GitHubApi({ token: 'a-token', branch: 'main', repo: 'college/website', originRepo: 'college/website' });
  const backend = new GitHubGuarded(config, { useWorkflow: false, API: api });
  expect((await backend.getMedia(folder)).map(({ name }) => name).sort()).toEqual([...files].sort());
  return backends.uploadNames()!;
}

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
  it('is renamed beside it, under a name Decap keeps and no file has, for every one of the names', async () => {
    const stored = [...new Set(RECORDED.map(([, name]) => name))];
    const names = await mediaWindowListing('content/attachments', [...stored, 'other.pdf']);
    for (const [chosen, , , beside] of RECORDED) expect(names.uploadName(chosen), chosen).toBe(beside);
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
