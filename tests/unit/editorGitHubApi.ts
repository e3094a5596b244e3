/**
 * GitHub's REST API as Decap's GitHub backend calls it, answered from a repository held in memory: only `fetch` is
 * replaced, at the network's edge, and every answer has the shape GitHub's REST documentation gives it (the user, the
 * repository with its permissions, a branch, a tree listed recursively or a 404 for a folder not there, a blob, a tree
 * and a commit made, a ref moved, a commit read with the files it changed, a commit's combined status, the editorial
 * workflow's pull requests and two commits compared). Each commit made
 * is kept, with the files of its tree, so a test can say what a save wrote and in how many commits; a test sets a
 * commit's statuses (`setStatus`) as a workflow posts them.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Prepares Node to load Decap's packages, bundles for the browser: they look for `window` when loaded, and
 * decap-cms-lib-util's bundle for Node lacks asyncLock, which the GitHub backend's constructor calls, and
 * getAllResponses, with which it lists the editorial workflow's pull requests: each is given lib-util's own, from the
 * package's ES modules, so that Decap's GitHub backend can be constructed and list the waiting entries here. The `window`
 * stays for the file's tests: a file that calls this runs in a worker of its own (vitest.config.ts finds it by its
 * mention of globalThis here), so no file run after it meets a `window` (pdf.js draws no scanned page with one about).
 */
export async function asInTheBrowser(): Promise<void> {
  Object.assign(globalThis, { window: globalThis });
  const libUtil = createRequire(import.meta.url)('decap-cms-lib-util') as Record<string, unknown>;
  libUtil.asyncLock ??= (await import('decap-cms-lib-util/dist/esm/asyncLock.js')).asyncLock;
  libUtil.getAllResponses ??= (await import('decap-cms-lib-util/dist/esm/backendUtil.js')).getAllResponses;
}

/** One commit: its message, its parent and the files of its tree (path in the repository, content as base64). */
interface Commit {
  sha: string;
  message: string;
  parents: string[];
  files: Map<string, { sha: string; base64: string }>;
}

/** A commit status as GitHub lists it (the fields a workflow sets, and when). */
interface CommitStatus {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error';
  description: string;
  target_url: string;
  created_at: string;
  updated_at: string;
}

const shaOf = (text: string) => createHash('sha1').update(text).digest('hex');
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
const NOT_FOUND = () => json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });

/**
 * A repository `owner/name` whose branch holds `files` (path → text), served at https://api.github.com. `failing`
 * answers a tree listing under that folder with GitHub's 500, as a connection that drops.
 */
export function githubRepository(repo: string, branch: string, files: Record<string, string>) {
  const blobs = new Map<string, string>();
  const trees = new Map<string, Map<string, { sha: string; base64: string }>>();
  const commits: Commit[] = [];
  const refs = new Map<string, string>();
  const failing = new Set<string>();
  const requests: string[] = [];
  /** The open pull requests of the editorial workflow, as GitHub lists them. */
  const pulls: {
    number: number;
    state: 'open';
    labels: { name: string }[];
    head: { ref: string; sha: string; repo: { fork: boolean } };
    user: { login: string };
    updated_at: string;
  }[] = [];
  /** Each commit's statuses, the latest of each context, as GitHub's combined status lists them. */
  const statuses = new Map<string, Map<string, CommitStatus>>();

  const blob = (base64: string) => {
    const sha = shaOf(`blob ${base64}`);
    blobs.set(sha, base64);
    return sha;
  };
  const treeOf = (entries: Map<string, { sha: string; base64: string }>) => {
    const sha = shaOf(`tree ${[...entries].map(([path, { sha: file }]) => `${path} ${file}`).join('\n')}`);
    trees.set(sha, entries);
    return sha;
  };
  const commit = (message: string, tree: string, parents: string[]) => {
    const sha = shaOf(`commit ${tree} ${parents.join(' ')} ${message}`);
    commits.push({ sha, message, parents, files: trees.get(tree)! });
    return { sha, tree };
  };
  const first = new Map(Object.entries(files).map(([path, text]) => [path, { sha: '', base64: Buffer.from(text).toString('base64') }]));
  for (const entry of first.values()) entry.sha = blob(entry.base64);
  refs.set(branch, commit('Fixture content', treeOf(first), []).sha);

  const head = () => commits.find(({ sha }) => sha === refs.get(branch))!;
  const base = `/repos/${repo}`;

  async function answer(url: URL, method: string, body: unknown): Promise<Response> {
    const path = decodeURIComponent(url.pathname);
    requests.push(`${method} ${path}`);
    if (method === 'GET' && path === '/user') return json(200, { login: 'office', id: 1, name: 'College office', email: 'office@example.org', type: 'User' });
    if (method === 'GET' && path === base)
      return json(200, {
        full_name: repo,
        owner: { login: repo.split('/')[0] },
        default_branch: branch,
        permissions: { admin: false, push: true, pull: true },
      });
    if (method === 'GET' && path === `${base}/branches/${branch}`) return json(200, { name: branch, commit: { sha: head().sha }, protected: false });
    const listing = path.startsWith(`${base}/git/trees/${branch}:`) ? path.slice(`${base}/git/trees/${branch}:`.length) : undefined;
    if (method === 'GET' && listing !== undefined) {
      if ([...failing].some((folder) => listing.startsWith(folder))) return json(500, { message: 'Server Error' });
      const recursive = url.searchParams.get('recursive') === '1';
      const under = [...head().files]
        .filter(([file]) => file.startsWith(`${listing}/`))
        .map(([file, { sha, base64 }]) => ({ path: file.slice(listing.length + 1), sha, size: base64.length }));
      if (under.length === 0) return NOT_FOUND();
      const tree = under
        .filter(({ path: file }) => recursive || !file.includes('/'))
        .map(({ path: file, sha, size }) => ({ path: file, mode: '100644', type: 'blob', sha, size, url: `https://api.github.com${base}/git/blobs/${sha}` }));
      return json(200, { sha: shaOf(listing), url: url.href, tree, truncated: false });
    }
    const blobSha = path.startsWith(`${base}/git/blobs/`) ? path.slice(`${base}/git/blobs/`.length) : undefined;
    if (method === 'GET' && blobSha) {
      const content = blobs.get(blobSha);
      return content === undefined ? NOT_FOUND() : json(200, { sha: blobSha, size: content.length, content, encoding: 'base64' });
    }
    if (method === 'POST' && path === `${base}/git/blobs`) {
      const { content } = body as { content: string };
      const sha = blob(content);
      return json(201, { sha, url: `https://api.github.com${base}/git/blobs/${sha}` });
    }
    if (method === 'POST' && path === `${base}/git/trees`) {
      const { base_tree: from, tree } = body as { base_tree: string; tree: { path: string; sha: string | null }[] };
      const baseTree = commits.find(({ sha }) => sha === from)?.files ?? trees.get(from) ?? new Map();
      const entries = new Map(baseTree);
      for (const { path: file, sha } of tree) {
        if (sha === null) entries.delete(file);
        else entries.set(file, { sha, base64: blobs.get(sha)! });
      }
      const sha = treeOf(entries);
      return json(201, { sha, url: `https://api.github.com${base}/git/trees/${sha}`, tree: [], truncated: false });
    }
    if (method === 'POST' && path === `${base}/git/commits`) {
      const { message, tree, parents } = body as { message: string; tree: string; parents: string[] };
      const made = commit(message, tree, parents);
      return json(201, { sha: made.sha, message, tree: { sha: tree }, parents: parents.map((sha) => ({ sha })) });
    }
    if (method === 'PATCH' && path === `${base}/git/refs/heads/${branch}`) {
      const { sha } = body as { sha: string };
      refs.set(branch, sha);
      return json(200, { ref: `refs/heads/${branch}`, object: { type: 'commit', sha } });
    }
    // A commit (by its sha or a branch's name) with the files it changed from its first parent.
    const commitRef = /^\/commits\/([^/]+)(\/status)?$/.exec(path.slice(base.length));
    if (method === 'GET' && path.startsWith(`${base}/`) && commitRef) {
      const [, ref, status] = commitRef;
      const found = commits.find(({ sha }) => sha === (refs.get(ref) ?? ref));
      if (!found) return json(422, { message: `No commit found for SHA: ${ref}`, documentation_url: 'https://docs.github.com/rest', status: '422' });
      if (status) {
        const list = [...(statuses.get(found.sha)?.values() ?? [])];
        const states = list.map(({ state }) => state);
        const state = states.some((one) => one === 'failure' || one === 'error')
          ? 'failure'
          : states.length > 0 && states.every((one) => one === 'success')
            ? 'success'
            : 'pending';
        return json(200, { state, sha: found.sha, total_count: list.length, statuses: list });
      }
      const parent = commits.find(({ sha }) => sha === found.parents[0])?.files ?? new Map();
      const files = [...new Set([...found.files.keys(), ...parent.keys()])]
        .filter((file) => found.files.get(file)?.sha !== parent.get(file)?.sha)
        .map((file) => ({
          filename: file,
          status: !parent.has(file) ? 'added' : !found.files.has(file) ? 'removed' : 'modified',
          sha: found.files.get(file)?.sha ?? null,
        }));
      return json(200, { sha: found.sha, commit: { message: found.message }, parents: found.parents.map((sha) => ({ sha })), files });
    }
    // The editorial workflow's open pull requests (each a waiting entry's), those of one head when it is named.
    if (method === 'GET' && path === `${base}/pulls`) {
      const head = url.searchParams.get('head');
      return json(
        200,
        pulls.filter((pull) => !head || head === `${repo.split('/')[0]}:${pull.head.ref}`),
      );
    }
    if (method === 'GET' && path.startsWith(`${base}/git/refs/heads/cms`)) return json(200, []);
    if (method === 'GET' && path.startsWith('/users/')) return json(200, { login: path.slice('/users/'.length), name: 'College office' });
    // Two commits compared (a branch's name or a sha each): the files that differ, as GitHub's compare lists them.
    const compared = /^\/compare\/(.+)\.\.\.(.+)$/.exec(path.slice(base.length));
    if (method === 'GET' && path.startsWith(`${base}/`) && compared) {
      const [from, to] = compared.slice(1).map((ref) => commits.find(({ sha }) => sha === (refs.get(ref) ?? ref)));
      if (!from || !to) return NOT_FOUND();
      const files = [...new Set([...from.files.keys(), ...to.files.keys()])]
        .filter((file) => from.files.get(file)?.sha !== to.files.get(file)?.sha)
        .map((file) => ({ filename: file, status: from.files.has(file) ? 'modified' : 'added', sha: to.files.get(file)?.sha ?? null }));
      return json(200, { status: 'ahead', ahead_by: 1, behind_by: 0, files });
    }
    return NOT_FOUND();
  }

  /** What replaces `fetch`: GitHub's answer to the request. */
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    return answer(new URL(request.url), request.method, text ? JSON.parse(text) : undefined);
  };

  return {
    fetch,
    requests,
    /** The commits on the branch after the first, oldest first. */
    commitsMade: () => commits.slice(1).filter(({ sha }) => isOnBranch(sha)),
    /** A file's bytes on the branch now (base64), or undefined. */
    fileNow: (path: string) => head().files.get(path)?.base64,
    /** Tree listings under `folder` answer with GitHub's 500. */
    failUnder: (folder: string) => failing.add(folder),
    /**
     * An entry waiting in the editorial workflow, as Decap saves one: its branch (cms/<collection>/<slug>) from the
     * branch's head with `changed` (path → text) written, and its pull request, labelled as Decap labels a draft.
     */
    waitingEntry: (collectionAndSlug: string, changed: Record<string, string>) => {
      const entries = new Map(head().files);
      for (const [file, text] of Object.entries(changed)) {
        const base64 = Buffer.from(text).toString('base64');
        entries.set(file, { sha: blob(base64), base64 });
      }
      const made = commit(`Create ${collectionAndSlug}`, treeOf(entries), [head().sha]);
      const ref = `cms/${collectionAndSlug}`;
      refs.set(ref, made.sha);
      pulls.push({
        number: pulls.length + 1,
        state: 'open',
        labels: [{ name: 'decap-cms/draft' }],
        head: { ref, sha: made.sha, repo: { fork: false } },
        user: { login: 'office' },
        updated_at: '2026-11-26T10:00:00Z',
      });
    },
    /** The branch's head commit now. */
    head: () => head().sha,
    /** Posts a commit status (POST /repos/{o}/{r}/statuses/{sha}): the latest of its context is the one listed. */
    setStatus: (sha: string, status: Omit<CommitStatus, 'created_at' | 'updated_at'>, at: string) => {
      const list = statuses.get(sha) ?? new Map<string, CommitStatus>();
      list.set(status.context, { ...status, created_at: at, updated_at: at });
      statuses.set(sha, list);
    },
  };

  function isOnBranch(sha: string): boolean {
    for (let at = head(); at; at = commits.find(({ sha: parent }) => parent === at.parents[0])!) if (at.sha === sha) return true;
    return false;
  }
}
