import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parseContentRead } from '../../lib/contentReads.ts';

/** A cached page: its file, what its render read (each read with its hash), and where its markup is in the cache file. */
interface CachedPage {
  file: string;
  reads: Record<string, string>;
  at: number;
  length: number;
}

/** The cache file's index, written after the pages' markup: the code it was made by, and every page by address. */
interface Index {
  code: string;
  pages: Record<string, CachedPage>;
}

/** The last bytes of the cache file: the index's length in bytes, as decimal digits padded with spaces. */
const LENGTH_DIGITS = 16;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** What an entry read is compared by from one build to the next: a hash of its JSON (an entry that is not there, of nothing). */
const entryHash = (entry: unknown) => sha256(JSON.stringify(entry) ?? '');

/**
 * The compiled content as it is now, hashed as the pages read it (renderer/content.ts): a whole JSON file by its bytes,
 * one entry of a keyed file by its JSON. Each hash is computed once per build; a keyed file is parsed only to check
 * cached pages (a page just rendered hands over the entry it read).
 */
class ContentHashes {
  private readonly known = new Map<string, string>();
  private readonly parsed = new Map<string, Record<string, unknown>>();

  constructor(private readonly generatedDir: string) {}

  of(read: string): string {
    let hash = this.known.get(read);
    if (hash === undefined) {
      const { name, key } = parseContentRead(read);
      const file = path.join(this.generatedDir, `${name}.json`);
      if (!existsSync(file)) hash = 'missing';
      else if (key === undefined) hash = sha256(readFileSync(file));
      else {
        let entries = this.parsed.get(name);
        if (!entries) this.parsed.set(name, (entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>));
        hash = entryHash(entries[key]);
      }
      this.known.set(read, hash);
    }
    return hash;
  }
}

/**
 * The build's cache of prerendered pages (issue 14: a rebuild after one content file changed). Each page is kept with
 * what its render read of the compiled content (lib/contentReads.ts: a whole file, or one page's entry), hashed, and
 * with the hash of the code that rendered it (scripts/lib/codeKey.ts). A page is taken from the cache only if the code
 * is the same and every read hashes the same now: then rendering it again would give the same markup. Any other page is
 * rendered. The cache is one file, written anew by every build (a temporary file renamed into place, so a build that
 * stops, or another build beside it, never leaves half a cache): the markup of every page, then its index.
 */
export class PrerenderCache {
  private readonly hashes: ContentHashes;
  private readonly previous: { index: Index; fd: number } | undefined;
  private readonly next: Index;
  private readonly temporary: string;
  private fd: number | undefined;
  private written = 0;
  /** How many pages were rendered and how many taken from the cache, for the build's log. */
  readonly counts = { rendered: 0, reused: 0 };

  constructor(
    private readonly cacheFile: string,
    code: string,
    generatedDir: string,
  ) {
    this.hashes = new ContentHashes(generatedDir);
    this.previous = readCache(cacheFile, code);
    this.next = { code, pages: {} };
    this.temporary = `${cacheFile}.${process.pid}.tmp`;
  }

  /** The page's cached file and markup, if the code and everything its render read are unchanged; kept for the next build. */
  reuse(url: string): { file: string; html: string } | undefined {
    const cached = this.previous?.index.pages[url];
    if (!cached || !Object.entries(cached.reads).every(([read, hash]) => this.hashes.of(read) === hash)) return undefined;
    const bytes = Buffer.alloc(cached.length);
    try {
      if (readSync(this.previous!.fd, bytes, 0, cached.length, cached.at) !== cached.length) return undefined;
    } catch {
      return undefined; // The cache file changed under the build: the page is rendered.
    }
    this.keep(url, cached.file, cached.reads, bytes);
    this.counts.reused++;
    return { file: cached.file, html: bytes.toString('utf8') };
  }

  /**
   * A page just rendered, with what its render read (lib/contentReads.ts). A page that recorded no read is not kept:
   * every page reads at least the shell's site and menu, so none recorded means its reads went unseen.
   */
  record(url: string, file: string, html: string, reads: ReadonlyMap<string, unknown> | undefined): void {
    this.counts.rendered++;
    if (!reads || reads.size === 0) return;
    const hashed = [...reads.keys()].sort().map((read) => [read, parseContentRead(read).key === undefined ? this.hashes.of(read) : entryHash(reads.get(read))]);
    this.keep(url, file, Object.fromEntries(hashed), Buffer.from(html, 'utf8'));
  }

  /**
   * Writes the index after the pages and puts the new cache in place of the old one. A cache that could not be written
   * (here, or as the pages came) is removed, and the failure thrown, for the build to warn of (cacheStep).
   */
  save(): void {
    this.closePrevious();
    try {
      const index = Buffer.from(JSON.stringify(this.next), 'utf8');
      this.append(index);
      this.append(Buffer.from(String(index.length).padStart(LENGTH_DIGITS), 'utf8'));
      if (this.failure) throw this.failure;
      closeSync(this.fd!);
      this.fd = undefined;
      renameSync(this.temporary, this.cacheFile);
    } catch (error) {
      this.discard();
      throw error;
    }
  }

  /** Removes the unfinished cache file (a build that stopped); the previous cache stays. */
  discard(): void {
    this.closePrevious();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.temporary, { force: true });
  }

  private previousClosed = false;

  /** Closes the previous cache file (once: a save that fails discards). */
  private closePrevious(): void {
    if (this.previous && !this.previousClosed) closeSync(this.previous.fd);
    this.previousClosed = true;
  }

  private keep(url: string, file: string, reads: Record<string, string>, markup: Buffer): void {
    this.next.pages[url] = { file, reads, at: this.written, length: markup.length };
    this.append(markup);
  }

  /** Why the new cache could not be written: the first failure; the prerender goes on, writing nothing more. */
  private failure: unknown;

  private append(bytes: Buffer): void {
    if (this.failure) return;
    try {
      if (this.fd === undefined) {
        mkdirSync(path.dirname(this.cacheFile), { recursive: true });
        this.fd = openSync(this.temporary, 'w');
      }
      for (let at = 0; at < bytes.length;) at += writeSync(this.fd, bytes, at);
      this.written += bytes.length;
    } catch (error) {
      this.failure = error;
    }
  }
}

/**
 * The previous build's cache, if it was made by the same code: its index, and the file open for reading pages from
 * (not read whole: at thousands of pages it is as large as the site's HTML). Anything unreadable counts as no cache.
 */
function readCache(cacheFile: string, code: string): { index: Index; fd: number } | undefined {
  if (!existsSync(cacheFile)) return undefined;
  const fd = openSync(cacheFile, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = (at: number, length: number) => {
      const bytes = Buffer.alloc(length);
      readSync(fd, bytes, 0, length, at);
      return bytes.toString('utf8');
    };
    const indexLength = Number(read(size - LENGTH_DIGITS, LENGTH_DIGITS).trim());
    const index = JSON.parse(read(size - LENGTH_DIGITS - indexLength, indexLength)) as Index;
    if (index.code === code) return { index, fd };
  } catch {
    // Cut short or not a cache: rendered anew.
  }
  closeSync(fd);
  return undefined;
}
