import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderDocument, type RenderedDocument } from '../../shared/markdown.ts';

/** A rendered body as the cache file holds it: the sanitiser's patterns as their source and flags. */
type Stored = Omit<RenderedDocument, 'removed'> & { removed: { what: string; source: string; flags: string }[] };

interface CacheFile {
  code: string;
  rendered: Record<string, Stored>;
}

/**
 * The Markdown bodies an earlier build rendered and sanitised (renderDocument: most of compiling thousands of pages),
 * by a hash of the body, in one file under node_modules/.cache. Made by the same code (scripts/buildSupport/codeKey.ts), a
 * body renders to the same HTML, so a build renders only the bodies that changed. Each build writes the file anew
 * with the bodies it used (a temporary file renamed into place).
 */
export class RenderedMarkdown {
  private readonly previous: Record<string, Stored>;
  private readonly used: Record<string, Stored> = {};
  /** How many bodies were rendered and how many taken from the cache (a body met again in one compile counts once). */
  readonly counts = { rendered: 0, reused: 0 };

  constructor(
    private readonly cacheFile: string,
    private readonly code: string,
  ) {
    this.previous = readCache(cacheFile, code);
  }

  readonly render = (markdown: string): RenderedDocument => {
    const key = createHash('sha256').update(markdown).digest('hex');
    let stored = this.used[key];
    if (!stored && (stored = this.previous[key])) this.counts.reused++;
    else if (!stored) {
      const { html, removed, headingIds } = renderDocument(markdown);
      stored = { html, headingIds, removed: removed.map(({ what, pattern }) => ({ what, source: pattern.source, flags: pattern.flags })) };
      this.counts.rendered++;
    }
    this.used[key] = stored;
    return { html: stored.html, headingIds: [...stored.headingIds], removed: stored.removed.map(({ what, source, flags }) => ({ what, pattern: new RegExp(source, flags) })) };
  };

  save(): void {
    mkdirSync(path.dirname(this.cacheFile), { recursive: true });
    const temporary = `${this.cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ code: this.code, rendered: this.used } satisfies CacheFile));
    renameSync(temporary, this.cacheFile);
  }
}

/** The bodies cached by the same code; anything unreadable counts as none. */
function readCache(cacheFile: string, code: string): Record<string, Stored> {
  if (!existsSync(cacheFile)) return {};
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile;
    return cached.code === code ? cached.rendered : {};
  } catch {
    return {};
  }
}
