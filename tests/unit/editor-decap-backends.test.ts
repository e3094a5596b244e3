/**
 * Decap's GitHub and local-proxy backends as the editor extends them (editor/decap/backends/guardedBackends.ts), and
 * each reliance on Decap's internals the editor holds in editor/decap/decapInternals.ts: the methods of Decap's backend
 * interface the guards override or call must still be Decap's, its sanitizeSlug must still clean a name as its media
 * window does, and its GitHub backend must still hold GitHub's API object with the listing and reading the guards use. The local proxy's are driven
 * by every browser test of the editor; GitHub's cannot be without GitHub, so this is what fails first when a Decap upgrade
 * renames or drops one of them (GitHub's allEntriesByFolder above all, which only its backend has). Decap's real GitHub
 * backend is driven here with an API object in place of GitHub's (its `API` option), to show a deletion after a
 * reading with a gap refused.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefusalText } from '../../editor/helpers/refusalDialog.ts';
import { asInTheBrowser } from './editorGitHubApi.ts';
import { GITHUB_ONLY_METHODS, GUARDED_METHODS, githubReading, sanitizeSlug } from '../../editor/decap/decapInternals.ts';

/** The refusals the office would see (an alert dialog in the page; Node has none). */
const shown = vi.hoisted(() => [] as RefusalText[]);
vi.mock('../../editor/helpers/refusalDialog.ts', () => ({ showRefusal: (refusal: RefusalText) => shown.push(refusal) }));

/** Decap's backend classes, and the editor's registered under their names. */
let decap: { github: DecapBackendClass; proxy: DecapBackendClass };
const registered = new Map<string, DecapBackendClass>();
let backends: import('../../editor/decap/backends/guardedBackends.ts').EditorBackends;

beforeAll(async () => {
  // Decap's storage library says on the console that Node has none, which is of no matter here.
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await asInTheBrowser();
  try {
    const [{ GitHubBackend }, { ProxyBackend }, guardedBackends] = await Promise.all([
      import('decap-cms-backend-github'),
      import('decap-cms-backend-proxy'),
      import('../../editor/decap/backends/guardedBackends.ts'),
    ]);
    decap = { github: GitHubBackend, proxy: ProxyBackend };
    backends = new guardedBackends.EditorBackends();
    backends.register((name, backend) => registered.set(name, backend));
  } finally {
    quiet.mockRestore();
  }
});

/** What the guards override (getMedia … persistEntry) and what they call (getEntry … unpublishedEntryDataFile). */
const RELIED_ON = [
  'getMedia',
  'persistMedia',
  'unpublishedEntryMediaFile',
  'entriesByFolder',
  'deleteFiles',
  'persistEntry',
  'getEntry',
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
];

describe('Decap’s backends as the editor extends them', () => {
  it('are registered as github-guarded and local-proxy-guarded, each extending Decap’s own', () => {
    expect([...registered.keys()]).toEqual(['github-guarded', 'local-proxy-guarded']);
    expect(registered.get('github-guarded')!.prototype).toBeInstanceOf(decap.github);
    expect(registered.get('local-proxy-guarded')!.prototype).toBeInstanceOf(decap.proxy);
  });

  it('find every method they override or call on Decap’s GitHub backend, its allEntriesByFolder too, and on its proxy’s', () => {
    const missing = (backend: DecapBackendClass, names: string[]) =>
      names.filter((name) => typeof (backend.prototype as unknown as Record<string, unknown>)[name] !== 'function');
    expect(missing(decap.github, [...RELIED_ON, 'allEntriesByFolder'])).toEqual([]);
    expect(missing(decap.proxy, RELIED_ON)).toEqual([]);
    // The adapter's list holds every one of them, and each is still Decap's.
    expect(RELIED_ON.filter((name) => !(GUARDED_METHODS as readonly string[]).includes(name))).toEqual([]);
    expect(missing(decap.github, [...GUARDED_METHODS, ...GITHUB_ONLY_METHODS])).toEqual([]);
    expect(missing(decap.proxy, [...GUARDED_METHODS])).toEqual([]);
  });

  it('clean a name with Decap’s own sanitizeSlug, as its media window stores it', () => {
    const options = { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' } as const;
    expect(sanitizeSlug('merit list (2026).pdf', options)).toBe('merit-list-2026-.pdf');
    expect(sanitizeSlug('résumé.pdf', { ...options, clean_accents: true })).toBe('resume.pdf');
  });

  it('reach GitHub’s API object inside Decap’s GitHub backend, and none in its proxy’s', async () => {
    const api = githubApi();
    const reading = githubReading(new (registered.get('github-guarded')!)({ backend: { repo: 'college/site', branch: 'main' } }, { API: api }));
    expect(await reading!.listFiles('content/attachments', 1)).toContainEqual({
      path: 'content/attachments/left-over.pdf',
      id: 'sha-content/attachments/left-over.pdf',
    });
    expect(await reading!.readFile('content/site.yaml', 'sha-content/site.yaml')).toBe('name: College\n');
    expect(githubReading(new (registered.get('local-proxy-guarded')!)({ backend: { proxy_url: 'http://localhost:8081/api/v1' } }, {}))).toBeUndefined();
  });
});

/** The repository as GitHub's API answers for it: every file under content/, each read by its path. */
const REPOSITORY: Record<string, string> = {
  'content/notices/2026/2026-11-18-merit-list.md': '---\ntitle: Merit list\nattachments:\n  - attachments/merit-list.pdf\n---\n',
  'content/notices/2026/2026-11-20-hostel.md': '---\ntitle: Hostel rules\nattachments:\n  - attachments/hostel-rules.pdf\n---\n',
  'content/site.yaml': 'name: College\n',
  'content/attachments/merit-list.pdf': '%PDF',
  'content/attachments/hostel-rules.pdf': '%PDF',
  'content/attachments/left-over.pdf': '%PDF',
};

/** The part of Decap's GitHub API object its backend calls to list, read and delete; `unreadable` fails to be read. */
function githubApi(unreadable?: string) {
  return {
    originRepoURL: '/repos/college/site',
    repoURL: '/repos/college/site',
    listFiles: (folder: string, { depth = 1 }: { depth?: number } = {}) =>
      Promise.resolve(
        Object.keys(REPOSITORY)
          .filter((file) => file.startsWith(`${folder}/`) && file.slice(folder.length + 1).split('/').length <= depth)
          .map((file) => ({ type: 'blob', id: `sha-${file}`, name: file.split('/').pop()!, path: file, size: 4 })),
      ),
    readFile: (file: string) => (file === unreadable ? Promise.reject(new Error('502 Bad Gateway')) : Promise.resolve(REPOSITORY[file])),
    readFileMetadata: () => Promise.resolve({ author: '', updatedOn: '' }),
    deleteFiles: vi.fn(() => Promise.resolve()),
  };
}

/** The editor as the guarded GitHub backend knows it: the notices alone, published at once; nothing shown yet. */
function editorWithNotices(): void {
  shown.length = 0;
  backends.know({
    contentPath: 'content',
    workflow: false,
    collections: [{ name: 'notices', label: 'Notices', label_singular: 'Notice', folder: 'content/notices' }],
  });
}

describe('a deletion on Decap’s GitHub backend as the editor guards it', () => {
  beforeEach(editorWithNotices);
  const github = (api: ReturnType<typeof githubApi>) =>
    new (registered.get('github-guarded')!)({ backend: { repo: 'college/site', branch: 'main' } }, { API: api });

  it('is refused when one content file GitHub listed could not be read (its allEntriesByFolder leaves it out without a word)', async () => {
    const api = githubApi('content/notices/2026/2026-11-20-hostel.md');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(github(api).deleteFiles(['content/attachments/hostel-rules.pdf'], 'Delete')).rejects.toThrow(/could not check who uses it/);
    } finally {
      quiet.mockRestore();
    }
    expect(api.deleteFiles).not.toHaveBeenCalled();
    expect(shown.map(({ heading }) => heading)).toEqual(['Not deleted: the editor could not check who uses it']);
  });

  it('is refused, naming the notice, when every file is read and one names the file; a file nothing names is deleted', async () => {
    const api = githubApi();
    const backend = github(api);
    await expect(backend.deleteFiles(['content/attachments/hostel-rules.pdf'], 'Delete')).rejects.toThrow(/in use/);
    expect(shown[0].paragraphs).toContainEqual(['the notice “Hostel rules”']);
    expect(api.deleteFiles).not.toHaveBeenCalled();
    await backend.deleteFiles(['content/attachments/left-over.pdf'], 'Delete');
    expect(api.deleteFiles).toHaveBeenCalledWith(['content/attachments/left-over.pdf'], 'Delete');
  });
});

describe('a write on Decap’s GitHub backend as the editor guards it', () => {
  beforeEach(editorWithNotices);
  /** The API object, recording each write: the data files' paths and texts, the media files' paths. */
  function recordingApi() {
    const written: { dataFiles: { path: string; raw: string }[]; mediaFiles: { path: string }[] }[] = [];
    const api = Object.assign(githubApi(), {
      persistFiles: (dataFiles: { path: string; raw: string }[], mediaFiles: { path: string }[]) => {
        written.push({ dataFiles: dataFiles.map(({ path, raw }) => ({ path, raw })), mediaFiles: mediaFiles.map(({ path }) => ({ path })) });
        return Promise.resolve();
      },
    });
    return { api, written, backend: new (registered.get('github-guarded')!)({ backend: { repo: 'college/site', branch: 'main' } }, { API: api }) };
  }
  const upload = (path: string) => ({ path, fileObj: new File(['%PDF new'], path.split('/').pop()!, { type: 'application/pdf' }) });

  it('puts an upload of a name a notice names beside it (the Media page), and writes a name nothing names where asked', async () => {
    const { backend, written } = recordingApi();
    const file = await backend.persistMedia(upload('content/attachments/hostel-rules.pdf'), { commitMessage: 'Upload' });
    expect(file).toMatchObject({ name: 'hostel-rules-2.pdf', path: 'content/attachments/hostel-rules-2.pdf' });
    await backend.persistMedia(upload('content/attachments/left-over.pdf'), { commitMessage: 'Upload' });
    expect(written.map(({ mediaFiles }) => mediaFiles)).toEqual([
      [{ path: 'content/attachments/hostel-rules-2.pdf' }],
      [{ path: 'content/attachments/left-over.pdf' }],
    ]);
  });

  it('puts a new notice’s attachment of a name another notice names beside it, the new notice naming it; a notice replaces its own', async () => {
    const { backend, written } = recordingApi();
    const notice = '---\ntitle: Merit list, corrected\nattachments:\n  - attachments/merit-list.pdf\n---\nSee [it](/files/attachments/merit-list.pdf).\n';
    const path = 'content/notices/2026/2026-11-26-merit-list-corrected.md';
    await backend.persistEntry(
      { dataFiles: [{ path, slug: '2026/2026-11-26-merit-list-corrected', raw: notice }], assets: [upload('content/attachments/merit-list.pdf')] },
      {},
    );
    expect(written[0]).toEqual({
      dataFiles: [{ path, raw: notice.replaceAll('attachments/merit-list.pdf', 'attachments/merit-list-2.pdf') }],
      mediaFiles: [{ path: 'content/attachments/merit-list-2.pdf' }],
    });
    // The hostel notice, the only one naming hostel-rules.pdf, saved with a new upload of it: its own file replaced.
    const own = 'content/notices/2026/2026-11-20-hostel.md';
    await backend.persistEntry(
      { dataFiles: [{ path: own, slug: '2026/2026-11-20-hostel', raw: REPOSITORY[own] }], assets: [upload('content/attachments/hostel-rules.pdf')] },
      {},
    );
    expect(written[1].mediaFiles).toEqual([{ path: 'content/attachments/hostel-rules.pdf' }]);
  });

  it('writes nothing when a content file cannot be read to tell whether the name is in use', async () => {
    const { api, backend, written } = recordingApi();
    api.readFile = (file: string) => (file.endsWith('.md') ? Promise.reject(new Error('502 Bad Gateway')) : Promise.resolve(REPOSITORY[file]));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(backend.persistMedia(upload('content/attachments/hostel-rules.pdf'), { commitMessage: 'Upload' })).rejects.toThrow(/could not check/);
    } finally {
      quiet.mockRestore();
    }
    expect(written).toEqual([]);
  });
});
