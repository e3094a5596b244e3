import fg from 'fast-glob';

/**
 * The static routes that have a page: every pages/<route>/+Page.tsx. Folders with a parameter
 * (@year), Vike's special folders (_error) and folders with their own +route.ts are left out; the collections that feed them add their routes.
 */
export function pageRoutes(root: string): { route: string; folder: string }[] {
  const files = fg.sync('pages/**/+Page.tsx', { cwd: root });
  // A folder with its own +route.ts (the Markdown pages' catch-all) does not live at its folder's address.
  const routed = new Set(fg.sync('pages/**/+route.ts', { cwd: root }).map((file) => file.replace(/\/\+route\.ts$/, '')));
  return files
    .filter((file) => !routed.has(file.replace(/\/\+Page\.tsx$/, '')))
    .map((file) => file.slice('pages'.length, -'/+Page.tsx'.length))
    .filter((route) => !route.split('/').some((segment) => segment.startsWith('@') || segment.startsWith('_')))
    .map((route) => ({ route: route === '/index' || route === '' ? '/' : route.replace(/\/index$/, ''), folder: `pages${route}` }));
}
