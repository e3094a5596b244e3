import path from 'node:path';

/**
 * The content folder the compiler, the build and the dev server read: content/ unless CONTENT_DIR names
 * another (relative to the project root), e.g. the test suite's fixture site in tests/fixtures/site.
 */
export function contentDirOf(root: string): string {
  return path.resolve(root, process.env.CONTENT_DIR || 'content');
}
