/**
 * Decap's GitHub and local-proxy backends as the editor extends them (editor/decap/backends/guardedBackends.ts): the
 * methods of Decap's backend interface the guards override or call must still be Decap's. The local proxy's are driven
 * by every browser test of the editor; GitHub's cannot be without GitHub, so this is what fails first when a Decap upgrade
 * renames or drops one of them (GitHub's allEntriesByFolder above all, which only its backend has).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** Decap's backend classes, and the editor's registered under their names. */
let decap: { github: DecapBackendClass; proxy: DecapBackendClass };
const registered = new Map<string, DecapBackendClass>();

beforeAll(async () => {
  // Decap's packages are bundles for the browser: they look for `window` when loaded, and its storage library says on
  // the console that Node has none, which is of no matter here.
  Object.assign(globalThis, { window: globalThis });
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const [{ GitHubBackend }, { ProxyBackend }, { registerGuardedBackends }] = await Promise.all([
      import('decap-cms-backend-github'),
      import('decap-cms-backend-proxy'),
      import('../../editor/decap/backends/guardedBackends.ts'),
    ]);
    decap = { github: GitHubBackend, proxy: ProxyBackend };
    registerGuardedBackends((name, backend) => registered.set(name, backend));
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
  });
});
