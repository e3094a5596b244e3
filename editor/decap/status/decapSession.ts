/**
 * The signed-in user's GitHub token, which Decap keeps and documents no way to ask for: the one place the editor reads
 * it. Decap stores the user its backend signed in (GitHub's: the user's fields and `token`) as JSON under the
 * localStorage key `decap-cms-user`, with the name of the backend it belongs to (`backendName`), and restores the
 * sign-in from it when the editor is opened again (decap-cms-core's LocalStorageAuthStore and its backend's
 * currentUser). An internal: tests/unit/editor-decap-session.test.ts runs Decap's own store and fails when it moves.
 */

/** Where Decap keeps the signed-in user. */
const DECAP_USER_KEY = 'decap-cms-user';

/** What Decap stores for a user signed in to a backend (the fields read or written here). */
interface StoredUser {
  token?: unknown;
  backendName?: unknown;
}

/** The token of the user signed in to `backend`, or undefined (signed out, another backend, nothing readable). */
export function signedInToken(storage: Pick<Storage, 'getItem'>, backend: string): string | undefined {
  try {
    const user = JSON.parse(storage.getItem(DECAP_USER_KEY) ?? 'null') as StoredUser | null;
    return user?.backendName === backend && typeof user.token === 'string' && user.token ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A user signed in to `backend` with `token`, stored as Decap stores one, so that Decap restores the sign-in when the
 * editor is opened (its documented behaviour: a signed-in user stays signed in). The browser tests sign in this way.
 */
export function storeSignedInUser(storage: Pick<Storage, 'setItem'>, backend: string, token: string, login: string): void {
  storage.setItem(DECAP_USER_KEY, JSON.stringify({ login, token, backendName: backend }));
}
