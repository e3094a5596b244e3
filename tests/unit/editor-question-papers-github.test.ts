/**
 * The question papers' writes on GitHub, which no browser test can drive: the editor's guarded GitHub backend, made and
 * signed in as Decap makes it (Decap's own decap-cms-backend-github, its API and its requests), with only `fetch`
 * answered, as GitHub's REST API answers (editorGitHubApi.ts). A batch is one commit straight to the branch (no pull
 * request), each paper byte for byte under the name given in its folder; a name taken since the form listed the
 * folder, a folder that cannot be read, or a name that would leave its folder writes nothing.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asInTheBrowser, githubRepository } from './editorGitHubApi.ts';
import type { RefusalText } from '../../editor/helpers/refusalDialog.ts';

/** The refusals the office would see (an alert dialog in the page; Node has none). */
const shown = vi.hoisted(() => [] as RefusalText[]);
vi.mock('../../editor/helpers/refusalDialog.ts', () => ({ showRefusal: (refusal: RefusalText) => shown.push(refusal) }));

type PapersBackend = DecapContentBackend & {
  persistPapers(papers: { folder: string[]; name: string; base64: string; replacing: boolean }[]): Promise<void>;
  deletePaper(folder: string[], name: string): Promise<void>;
};
let GitHubGuarded: new (config: unknown, options: unknown) => PapersBackend;
let backends: import('../../editor/decap/backends/guardedBackends.ts').EditorBackends;
let GitHubApi: typeof import('decap-cms-backend-github').API;

beforeAll(async () => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await asInTheBrowser();
  const guarded = await import('../../editor/decap/backends/guardedBackends.ts');
  backends = new guarded.EditorBackends();
  backends.register((name, backend) => {
    if (name === 'github-guarded') GitHubGuarded = backend as unknown as typeof GitHubGuarded;
  });
  GitHubApi = (await import('decap-cms-backend-github')).API;
  quiet.mockRestore();
});

beforeEach(() => {
  // Decap's notes in the console ("This 404 was expected and handled appropriately.") are not the test's.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const BA = ['BA Major, Minor and Hons', '3rd Sem', '2025', 'English'];
const inRepo = (folder: string[], name: string) => `content/question-papers/${folder.join('/')}/${name}`;
const THERE = inRepo(['BA Major, Minor and Hons', '3rd Sem', '2024', 'English'], 'ENG-MJ-3 British Poetry [FYUGP Major].pdf');
const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`).toString('base64');

/**
 * The guarded GitHub backend, made from the editor's config.yml as Decap makes it, with Decap's own API for GitHub made
 * as its sign-in makes it (given through the backend's `API` option: the sign-in would also start Decap's polling of
 * notes, which the package's bundle for Node lacks), on a repository in memory.
 */
async function signedIn() {
  const github = githubRepository('college/website', 'main', {
    'content/site.yaml': 'name: The college\n',
    [THERE]: '%PDF-1.4 the 2024 paper',
    'content/notices/2026/2026-11-20-model-answers.md': '---\ntitle: Model answers\n---\n\nSee the paper.\n',
  });
  vi.stubGlobal('fetch', github.fetch);
  backends.know({ contentPath: 'content', workflow: true, collections: [] });
  const config = {
    backend: { name: 'github-guarded', repo: 'college/website', branch: 'main' },
    publish_mode: 'editorial_workflow',
    media_folder: 'content/documents',
    slug: { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' },
  };
  const api = new GitHubApi({ token: 'a-token', branch: 'main', repo: 'college/website', originRepo: 'college/website', initialWorkflowStatus: 'draft' });
  expect(await api.hasWriteAccess()).toBe(true);
  const backend = new GitHubGuarded(config, { useWorkflow: true, initialWorkflowStatus: 'draft', API: api });
  return { backend, github };
}

describe('question papers written through Decap’s GitHub backend', () => {
  it('are one commit to the branch, not a pull request, each byte for byte under its own name in its folder', async () => {
    const { backend, github } = await signedIn();
    const batch = [
      { folder: BA, name: 'ENG-MJ-3 British Poetry [FYUGP Major].pdf', base64: pdf('poetry'), replacing: false },
      { folder: BA, name: 'ENG-MN-3 Women’s Writing [Minor] (Objective).pdf', base64: pdf('women'), replacing: false },
      { folder: ['MA', '2025'], name: 'SOC-101 Classical Sociological Theory.pdf', base64: pdf('sociology'), replacing: false },
    ];
    await backend.persistPapers(batch);
    const made = github.commitsMade();
    expect(made).toHaveLength(1);
    expect(made[0].message).toBe('Add or replace 3 question papers (in the browser)');
    for (const { folder, name, base64 } of batch) expect(github.fileNow(inRepo(folder, name)), name).toBe(base64);
    // Nothing else changed, and no pull request or workflow branch was made.
    expect(github.fileNow(THERE)).toBe(Buffer.from('%PDF-1.4 the 2024 paper').toString('base64'));
    expect([...made[0].files.keys()]).toHaveLength(6);
    expect(github.requests.filter((request) => /POST .*\/(pulls|git\/refs)$/.test(request))).toEqual([]);
  });

  it('write nothing when a name was taken meanwhile, when a folder cannot be read, or when a name would leave its folder', async () => {
    const taken = await signedIn();
    const folder2024 = ['BA Major, Minor and Hons', '3rd Sem', '2024', 'English'];
    await expect(
      taken.backend.persistPapers([{ folder: folder2024, name: 'ENG-MJ-3 British Poetry [FYUGP Major].pdf', base64: pdf('new'), replacing: false }]),
    ).rejects.toThrow('a paper named “ENG-MJ-3 British Poetry [FYUGP Major].pdf” was added there meanwhile');
    // The same name in other capitals would be written over it where names ignore case.
    await expect(
      taken.backend.persistPapers([{ folder: folder2024, name: 'eng-mj-3 british poetry [fyugp major].PDF', base64: pdf('new'), replacing: false }]),
    ).rejects.toThrow('was added there meanwhile');
    expect(taken.github.commitsMade()).toEqual([]);

    const unreadable = await signedIn();
    unreadable.github.failUnder('content/question-papers/MA');
    await expect(
      unreadable.backend.persistPapers([{ folder: ['MA', '2025'], name: 'SOC-101 Theory.pdf', base64: pdf('x'), replacing: false }]),
    ).rejects.toThrow('could not be read just now, so nothing was written');
    expect(unreadable.github.commitsMade()).toEqual([]);

    const astray = await signedIn();
    for (const name of ['ENG-MJ-3 x/../../../../notices/2026/test.pdf', 'ENG-MJ-3 Poetry 2023/24.pdf']) {
      await expect(astray.backend.persistPapers([{ folder: BA, name, base64: pdf('astray'), replacing: false }])).rejects.toThrow(
        'would put it in another folder',
      );
    }
    expect(astray.github.commitsMade()).toEqual([]);
    // Not even a blob was sent.
    expect(astray.github.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('delete a paper nothing names after one reading of the content: its tree listed once, each content file read once', async () => {
    const { backend, github } = await signedIn();
    github.requests.length = 0;
    await backend.deletePaper(['BA Major, Minor and Hons', '3rd Sem', '2024', 'English'], 'ENG-MJ-3 British Poetry [FYUGP Major].pdf');
    expect(github.fileNow(THERE)).toBeUndefined();
    expect(github.requests.filter((request) => request === 'GET /repos/college/website/git/trees/main:content')).toHaveLength(1);
    // Two content files (site.yaml, the notice), each blob read once; the paper's own bytes are never read.
    expect(github.requests.filter((request) => request.startsWith('GET /repos/college/website/git/blobs/'))).toHaveLength(2);
    expect(shown).toEqual([]);
  });

  it('refuse to delete a paper that only an entry waiting in the editorial workflow names, reading the content once', async () => {
    const { backend, github } = await signedIn();
    github.waitingEntry('notices/2026/2026-11-26-answers', {
      'content/notices/2026/2026-11-26-answers.md': `---\ntitle: Answers\nattachments:\n  - "${THERE.slice('content/'.length)}"\n---\n`,
    });
    github.requests.length = 0;
    shown.length = 0;
    await expect(backend.deletePaper(['BA Major, Minor and Hons', '3rd Sem', '2024', 'English'], 'ENG-MJ-3 British Poetry [FYUGP Major].pdf')).rejects.toThrow(
      'is in use: not deleted',
    );
    expect(github.fileNow(THERE)).toBe(Buffer.from('%PDF-1.4 the 2024 paper').toString('base64'));
    expect(shown[0].paragraphs[1]).toEqual(['“2026-11-26-answers.md” (a file the editor does not show) (waiting to be published)']);
    // The content's tree listed once; the pull requests listed as Decap lists them to find the waiting entries (twice)
    // and then reads the one (once), its comparison read once: nothing is read again for a second check.
    const count = (pattern: RegExp) => github.requests.filter((request) => pattern.test(request)).length;
    expect(count(/^GET \/repos\/college\/website\/git\/trees\/main:content$/)).toBe(1);
    expect(count(/^GET \/repos\/college\/website\/pulls$/)).toBe(3);
    expect(count(/^GET \/repos\/college\/website\/compare\//)).toBe(1);
    expect(github.requests.filter((request) => request.startsWith('POST') || request.startsWith('PATCH'))).toEqual([]);
  });
});
