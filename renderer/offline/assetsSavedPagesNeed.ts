/**
 * The hashed files (/assets/…) the service worker holds on to: those a saved page needs. A new build renames the scripts and
 * the stylesheet it changes and removes the old ones from the host, but a page saved before it still names the old
 * ones: offline, it must find them here. So when a new worker takes over, every cached file that no saved page names
 * (in its markup, or in a cached script it loads, at any depth) is dropped, and the rest stay, however old.
 */

/** The hashed file names a page or script names: `renderer_client.Cm_2ot_X.js`, `chunk-7y9sWmk5.js`, `style.BXYY0axn.css`. */
const namedFiles = (text: string) => new Set(text.match(/[\w-]+(?:\.[\w-]+)*\.(?:js|css)\b/g) ?? []);

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** Drops from the cache `assets` every file that none of `pages` (their markup) needs; answers with the names still cached. */
export async function dropAssetsNoSavedPageNeeds(assets: Cache, pages: readonly string[]): Promise<Set<string>> {
  const cached = new Map((await assets.keys()).map((key) => [fileName(key.url), key]));
  const needed = new Set<string>();
  const toRead = [...pages];
  for (let text = toRead.pop(); text !== undefined; text = toRead.pop()) {
    for (const name of namedFiles(text)) {
      const key = cached.get(name);
      if (!key || needed.has(name)) continue;
      needed.add(name);
      if (name.endsWith('.js')) toRead.push((await (await assets.match(key))?.text()) ?? '');
    }
  }
  await Promise.all([...cached].filter(([name]) => !needed.has(name)).map(([, key]) => assets.delete(key)));
  return needed;
}
