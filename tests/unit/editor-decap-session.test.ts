/**
 * The editor reads the signed-in user's GitHub token where Decap keeps it (editor/decap/status/decapSession.ts), which
 * Decap documents nowhere. Decap's own store of the user (decap-cms-core's LocalStorageAuthStore, whose module cannot be
 * loaded in Node with the rest of Decap's core) is taken from its published module and run on a storage of the test's:
 * a user it stores is the one the editor reads, and a user the editor's browser tests store is the one it restores.
 * When Decap moves or reshapes what it keeps, this fails.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInToken, storeSignedInUser } from '../../editor/decap/status/decapSession.ts';

const require = createRequire(import.meta.url);
const decapFile = (pkg: string, file: string) => readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
const coreBackend = decapFile('decap-cms-core', 'dist/esm/backend.js');

interface AuthStore {
  retrieve(): { token?: string; backendName?: string } | null;
  store(user: object): void;
}

/** Decap's LocalStorageAuthStore, as its module defines it, on `storage`. */
function decapAuthStore(storage: Storage): AuthStore {
  const source = /export class LocalStorageAuthStore \{[\s\S]*?\n\}/.exec(coreBackend)?.[0];
  expect(source, 'decap-cms-core defines LocalStorageAuthStore in its backend module').toBeDefined();
  const Store = new Function('window', `${source!.replace(/^export /, '')}\nreturn LocalStorageAuthStore;`)({ localStorage: storage }) as new () => AuthStore;
  return new Store();
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the signed-in user’s token, where Decap keeps it', () => {
  it('is read from the user Decap’s own store keeps, for the backend it was signed in to', () => {
    const storage = memoryStorage();
    // What Decap stores after a GitHub sign-in: the user GitHub's backend answers, its token and the backend's name.
    decapAuthStore(storage).store({ login: 'office', name: 'College office', token: 'gho_office', useOpenAuthoring: false, backendName: 'github-guarded' });
    expect(signedInToken(storage, 'github-guarded')).toBe('gho_office');
    expect(signedInToken(storage, 'local-proxy-guarded')).toBeUndefined();
  });

  it('is none when no one is signed in', () => {
    expect(signedInToken(memoryStorage(), 'github-guarded')).toBeUndefined();
  });

  it('is stored by the tests as Decap’s store keeps it, which Decap restores for the same backend', () => {
    const storage = memoryStorage();
    storeSignedInUser(storage, 'github-guarded', 'gho_test', 'office');
    expect(decapAuthStore(storage).retrieve()).toMatchObject({ token: 'gho_test', backendName: 'github-guarded', login: 'office' });
    // Decap restores a stored user only for the backend it names, through the backend's restoreUser.
    expect(coreBackend).toMatch(/const stored = this\.authStore\.retrieve\(\);\s*if \(stored && stored\.backendName === this\.backendName\)/);
  });

  it('is the token Decap’s GitHub backend signs in with when it restores the user', () => {
    const github = decapFile('decap-cms-backend-github', 'dist/esm/implementation.js');
    expect(github).toMatch(/restoreUser\(user\) \{[\s\S]*?this\.authenticate\(user\)/);
    expect(github).toMatch(/async authenticate\(state\) \{\s*this\.token = state\.token;/);
  });
});
