import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { writeAppIcons } from '../images/appIcons.ts';
import { NOTICES_ROUTE } from '../../common/routes.ts';

/** What the worker precaches: the home page, the notices board, the not-found page (the offline page's shell), and so on. */
const PRECACHED = ['index.html', `${NOTICES_ROUTE.slice(1)}/index.html`, '404.html', 'assets/static/*.css', 'manifest.json', 'icons/*.png'];
/** Pagefind's files that keep their names from build to build: the worker keeps them by revision once a search asks. */
const SEARCH_CODE = ['pagefind/pagefind.js', 'pagefind/wasm.*.pagefind'];

/**
 * The app a phone installs and reads offline: the icons from the college's logo (images/appIcons.ts), then sw.js, the
 * worker the pages' step bundled with both lists in place of self.__SW_MANIFEST (Serwist's injectManifest), each file with
 * a revision of its bytes (none for the hashed /assets/). A new list is a new sw.js: so a phone learns of a new build.
 */
export async function writeWebApp(outDir: string, logo: string): Promise<void> {
  const [globDirectory, globPatterns] = [path.join(outDir, 'client'), [...PRECACHED, ...SEARCH_CODE]];
  await writeAppIcons(logo, globDirectory);
  const [swSrc, swDest] = [path.join(outDir, 'worker', 'sw.js'), path.join(globDirectory, 'sw.js')];
  const { warnings } = await injectManifest({ swSrc, swDest, globDirectory, globPatterns, dontCacheBustURLsMatching: /^assets\// });
  for (const warning of warnings) console.warn(`service worker: ${warning}`); // a pattern without a file, say
}
