/**
 * A page's module script names the scripts it imports only once it has arrived: a text page fetched its document, then
 * the shell's script, then the chunk that script imports, each a round trip after the last. Each module script's
 * static imports (and theirs) are named in the page's <head> as `modulepreload` links, so that the browser asks for
 * them beside the script itself. The imports are read from the built scripts by es-module-lexer (the lexer Vite uses);
 * an import made later (an island's, `import()`) is left for when it is needed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

const MODULE_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*\btype="module"[^>]*><\/script>|<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/**
 * The page rewriter: every module script of a page followed by a `modulepreload` link for each script it imports at
 * once. `clientDir` holds the built site, served under `basePath` ("" at the root).
 */
export async function modulePreloads(clientDir: string, basePath: string): Promise<(html: string) => string> {
  await init;
  const known = new Map<string, string[]>();
  /** The addresses `address` (a script's, from the site's root) imports at once, and theirs, in the order met. */
  const importsOf = (address: string, found: string[] = []): string[] => {
    const file = path.join(clientDir, address.slice(basePath.length));
    const [imports] = parse(readFileSync(file, 'utf8'));
    for (const { n: name, d: dynamic } of imports) {
      if (dynamic !== -1 || !name || !/^\.{1,2}\//.test(name)) continue;
      const imported = path.posix.join(path.posix.dirname(address), name);
      if (found.includes(imported)) continue;
      found.push(imported);
      importsOf(imported, found);
    }
    return found;
  };
  const preloads = (address: string) => {
    if (!known.has(address)) known.set(address, importsOf(address));
    return known.get(address)!;
  };
  return (html) =>
    html.replace(MODULE_SCRIPT, (script: string, first?: string, second?: string) => {
      const address = (first ?? second)!;
      if (!address.startsWith(`${basePath}/`)) return script;
      return (
        script +
        preloads(address)
          .map((imported) => `<link rel="modulepreload" href="${imported}">`)
          .join('')
      );
    });
}
