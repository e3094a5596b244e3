/**
 * The editor's backends: Decap's GitHub backend and its local proxy's, registered under names of their own
 * (mediaGuard.ts says why), with the media they list keyed by path and offered only when the site publishes them, and
 * deletion refused for a file in use. Decap shows a refusal in the media window ("Failed to delete media: …").
 */
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { deletionRefusal, GITHUB_BACKEND, keyedByPath, offeredMedia, PROXY_BACKEND, type FileUsers } from './mediaGuard.ts';

/** Who names each file, once the editor has read its lists; until then every deletion is refused. */
let known: { users: FileUsers; contentPath: string } | undefined;

export function knowFileUsers(users: FileUsers, contentPath: string): void {
  known = { users, contentPath };
}

function keptFiles<B extends DecapBackendClass>(Base: B) {
  return class extends Base {
    override async getMedia(mediaFolder?: string) {
      return offeredMedia(await super.getMedia(mediaFolder));
    }

    override async persistMedia(...args: unknown[]) {
      return keyedByPath(await super.persistMedia(...args));
    }

    override async unpublishedEntryMediaFile(...args: unknown[]) {
      return keyedByPath(await super.unpublishedEntryMediaFile(...args));
    }

    override async deleteFiles(paths: string[], commitMessage: string) {
      const read = (file: string) =>
        this.getEntry(file).then(
          ({ data }) => data,
          () => undefined,
        );
      const refusal = await deletionRefusal(paths, known?.users, known?.contentPath ?? '', read);
      if (refusal) throw new Error(refusal);
      return super.deleteFiles(paths, commitMessage);
    }
  };
}

/** Registers both backends with Decap (CMS.registerBackend). */
export function registerKeptFileBackends(register: (name: string, backend: DecapBackendClass) => void): void {
  register(GITHUB_BACKEND, keptFiles(GitHubBackend));
  register(PROXY_BACKEND, keptFiles(ProxyBackend));
}
