/**
 * What the service worker leaves to the network alone, never answering it from a cache nor saving it: build.json at the
 * site's root, which says what the site was built from (common/buildInfo.ts). The editor reads it to tell the office
 * whether its change is live; a saved copy would go on naming the build before it.
 */
import { BUILD_INFO_FILE } from '../../common/buildInfoFile.ts';

/** Whether an address is build.json at the root of the worker's scope (the site's base path), whatever its query. */
export const networkOnly = (url: URL, scope: URL) => url.origin === scope.origin && url.pathname === `${scope.pathname}${BUILD_INFO_FILE}`;

/**
 * The request as the worker sends it on: past the browser's own HTTP cache too, which a host that ignores _headers
 * (GitHub Pages keeps every file ten minutes) would otherwise answer from. A navigation cannot be copied with options,
 * and a browser does not keep what it navigated to for a fetch, so it goes as it came.
 */
export const uncached = (request: Request) => (request.mode === 'navigate' ? request : new Request(request, { cache: 'no-store' }));
