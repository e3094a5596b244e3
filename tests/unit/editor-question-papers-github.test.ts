/**
 * The question papers' writes on GitHub, which no browser test can drive: the editor's guarded GitHub backend (Decap's
 * own, with only its API answered here) writes a batch as one commit straight to the branch (Decap's persistFiles
 * without the workflow), under the names given; a name taken since the form listed the folder, or a folder that cannot
 * be read, writes nothing.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

type PapersBackend = DecapContentBackend & {
  api: unknown;
  persistPapers(papers: { folder: string[]; name: string; base64: string; replacing: boolean }[]): Promise<void>;
};
let GitHubGuarded: { prototype: PapersBackend };

beforeAll(async () => {
  // Decap's packages are bundles for the browser: they look for `window` when loaded.
  Object.assign(globalThis, { window: globalThis });
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const { knowEditor, registerGuardedBackends } = await import('../../editor/decap/backends/guardedBackends.ts');
    registerGuardedBackends((name, backend) => {
      if (name === 'github-guarded') GitHubGuarded = backend as unknown as typeof GitHubGuarded;
    });
    knowEditor({ contentPath: 'content', workflow: true, collections: [] });
  } finally {
    quiet.mockRestore();
  }
});

/** The guarded GitHub backend with an API answering a listing of each folder (or failing) and recording each commit. */
function github(listing: Record<string, string[]> | 'fails') {
  // Made without its constructor, whose lock library does not load outside a browser bundle; the lock is one that is free.
  const backend = Object.assign(Object.create(GitHubGuarded.prototype) as PapersBackend, { lock: { acquire: async () => true, release: () => undefined } });
  const commits: { dataFiles: unknown[]; files: { path: string; content: string }[]; options: Record<string, unknown> }[] = [];
  backend.api = {
    listFiles: async (folder: string) => {
      if (listing === 'fails') throw Object.assign(new Error('API_ERROR'), { status: 500 });
      return (listing[folder] ?? []).map((name) => ({ id: name, name, size: 1, path: `${folder}/${name}` }));
    },
    persistFiles: async (dataFiles: unknown[], mediaFiles: { path: string; toBase64(): Promise<string> }[], options: Record<string, unknown>) => {
      const files = await Promise.all(mediaFiles.map(async ({ path, toBase64 }) => ({ path, content: await toBase64() })));
      commits.push({ dataFiles, files, options });
    },
  };
  return { backend, commits };
}

const folder = ['BA Major, Minor and Hons', '3rd Sem', '2025', 'English'];
const inRepo = `content/question-papers/${folder.join('/')}`;
const batch = [
  { folder, name: 'ENG-MJ-3 British Poetry [FYUGP Major].pdf', base64: 'JVBERi0x', replacing: false },
  { folder: ['MA', '2025'], name: 'SOC-101 Classical Sociological Theory.pdf', base64: 'JVBERi0y', replacing: false },
];

describe('question papers written through the guarded GitHub backend', () => {
  it('are one commit to the branch, not a pull request, each under its own name in its folder', async () => {
    const { backend, commits } = github({});
    await backend.persistPapers(batch);
    expect(commits).toHaveLength(1);
    expect(commits[0].dataFiles).toEqual([]);
    expect(commits[0].options).toMatchObject({ useWorkflow: false, commitMessage: 'Add or replace 2 question papers (in the browser)' });
    expect(commits[0].files).toEqual([
      { path: `${inRepo}/ENG-MJ-3 British Poetry [FYUGP Major].pdf`, content: 'JVBERi0x' },
      { path: 'content/question-papers/MA/2025/SOC-101 Classical Sociological Theory.pdf', content: 'JVBERi0y' },
    ]);
  });

  it('write nothing when a name was taken meanwhile, or when a folder cannot be read', async () => {
    const taken = github({ [inRepo]: ['ENG-MJ-3 British Poetry [FYUGP Major].pdf'] });
    await expect(taken.backend.persistPapers(batch)).rejects.toThrow('a paper named “ENG-MJ-3 British Poetry [FYUGP Major].pdf” was added there meanwhile');
    expect(taken.commits).toEqual([]);
    const unreadable = github('fails');
    await expect(unreadable.backend.persistPapers(batch)).rejects.toThrow('could not be read just now, so nothing was written');
    expect(unreadable.commits).toEqual([]);
  });

  it('write nothing when a name would leave its folder', async () => {
    const { backend, commits } = github({});
    const escaping = { folder, name: 'ENG-MJ-3 x/../../../../notices/2026/test.pdf', base64: 'JVBERi0z', replacing: false };
    await expect(backend.persistPapers([batch[0], escaping])).rejects.toThrow('would put it in another folder');
    expect(commits).toEqual([]);
  });
});
