/**
 * Decap's GitHub and local-proxy backends ship without type declarations: the part of their interface the editor
 * extends (keptFileBackends.ts): the methods that list, add and delete media, and the one that reads a file's text.
 */
/** One media file as a backend lists it. */
interface DecapMediaFile {
  id: string;
  name: string;
  path: string;
}

interface DecapMediaBackend {
  getEntry(path: string): Promise<{ data: string }>;
  getMedia(mediaFolder?: string): Promise<DecapMediaFile[]>;
  persistMedia(...args: unknown[]): Promise<DecapMediaFile>;
  unpublishedEntryMediaFile(...args: unknown[]): Promise<DecapMediaFile>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

/** A backend class: its constructor takes Decap's config and options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class to extend must take any arguments
type DecapBackendClass = new (...args: any[]) => DecapMediaBackend;

declare module 'decap-cms-backend-github' {
  export const GitHubBackend: DecapBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: DecapBackendClass;
}
