/**
 * The editor's guard where files are written (editor/decap/backends/writeGuard.ts): a file about to be written over
 * one that content names goes beside it, and the entry saved names it by its new name. The backends' reading is given
 * here as the files of a folder and the content files now, as Decap's backends answer them.
 */
import { describe, expect, it } from 'vitest';
import { pathsToWrite, withFileRenamed } from '../../editor/decap/backends/writeGuard.ts';
import type { ContentNow } from '../../editor/decap/backends/guardPort.ts';

const FOLDERS: Record<string, string[]> = {
  'content/attachments': [
    'content/attachments/merit-list.pdf',
    'content/attachments/merit-list-2.pdf',
    'content/attachments/Old Scan.pdf',
    'content/attachments/unused.pdf',
  ],
  'content/galleries/sports': ['content/galleries/sports/01-relay.jpg', 'content/galleries/sports/captions.yaml'],
};
const CONTENT: ContentNow[] = [
  { file: 'notices/2026/2026-11-18-merit-list.md', text: '---\ntitle: Merit list\nattachments:\n  - attachments/merit-list.pdf\n---\n' },
  { file: 'notices/2026/2026-11-19-scan.md', text: '---\ntitle: Scan\nattachments:\n  - attachments/Old Scan.pdf\n---\n' },
  { file: 'galleries/sports/captions.yaml', text: '01-relay.jpg: The relay race\n' },
  { file: 'notices/2026/2026-11-26-waiting.md', text: '---\ntitle: Waiting\nattachments:\n  - attachments/merit-list-2.pdf\n---\n', waiting: true },
];

/** The guard's reading, counting the times the content was read. */
function reading(content: ContentNow[] | Error = CONTENT) {
  const reads = { content: 0 };
  return {
    reads,
    filesIn: (folder: string) => Promise.resolve(FOLDERS[folder] ?? []),
    contentNow: () => {
      reads.content++;
      return content instanceof Error ? Promise.reject(content) : Promise.resolve(content);
    },
  };
}

describe('where an upload is written', () => {
  it('beside a file content names, under a name no file of the folder has, a waiting entry’s file counted', async () => {
    expect(await pathsToWrite(['content/attachments/merit-list.pdf'], [], 'content', reading())).toEqual(['content/attachments/merit-list-3.pdf']);
    expect(await pathsToWrite(['content/attachments/merit-list-2.pdf'], [], 'content', reading())).toEqual(['content/attachments/merit-list-2-2.pdf']);
  });

  it('beside a file whose name differs only in case, as a file system that ignores case would write over it', async () => {
    expect(await pathsToWrite(['content/attachments/old scan.pdf'], [], 'content', reading())).toEqual(['content/attachments/old scan-2.pdf']);
  });

  it('two uploads of one name in one save each get a name of their own', async () => {
    const paths = ['/content/attachments/merit-list.pdf', '/content/galleries/sports/01-relay.jpg', '/content/attachments/merit-list.pdf'];
    expect(await pathsToWrite(paths, [], 'content', reading())).toEqual([
      '/content/attachments/merit-list-3.pdf',
      '/content/galleries/sports/01-relay-2.jpg',
      '/content/attachments/merit-list-4.pdf',
    ]);
  });

  it('where asked when no file has the name (without reading the content), or when nothing but the entry saved names it', async () => {
    const fresh = reading();
    expect(await pathsToWrite(['content/attachments/new.pdf', 'content/galleries/new/photo.jpg'], [], 'content', fresh)).toEqual([
      'content/attachments/new.pdf',
      'content/galleries/new/photo.jpg',
    ]);
    expect(fresh.reads.content).toBe(0);
    expect(await pathsToWrite(['content/attachments/unused.pdf'], [], 'content', reading())).toEqual(['content/attachments/unused.pdf']);
    // The merit list notice, saved with a new upload of its own file: it replaces it.
    expect(await pathsToWrite(['content/attachments/merit-list.pdf'], ['content/notices/2026/2026-11-18-merit-list.md'], 'content', reading())).toEqual([
      'content/attachments/merit-list.pdf',
    ]);
  });

  it('is not decided when the content cannot be read: the error goes on, and nothing is written', async () => {
    await expect(pathsToWrite(['content/attachments/merit-list.pdf'], [], 'content', reading(new Error('could not read notices/a.md')))).rejects.toThrow(
      'could not read',
    );
  });
});

describe('the entry saved names the file written beside', () => {
  it('as a path, an address, a link as typed or URI-encoded, and a gallery caption’s key, and leaves longer names alone', () => {
    const text = [
      '---',
      'attachments:',
      '  - attachments/principal’s-message.pdf',
      '  - attachments/old-principal’s-message.pdf',
      'link: "/files/attachments/principal’s-message.pdf"',
      '---',
      'See [it](/files/attachments/principal%E2%80%99s-message.pdf) and [the old](/files/attachments/principal’s-message.pdf.bak).',
      'principal’s-message.pdf: The message',
    ].join('\n');
    expect(withFileRenamed(text, 'principal’s-message.pdf', 'principal’s-message-2.pdf')).toBe(
      [
        '---',
        'attachments:',
        '  - attachments/principal’s-message-2.pdf',
        '  - attachments/old-principal’s-message.pdf',
        'link: "/files/attachments/principal’s-message-2.pdf"',
        '---',
        'See [it](/files/attachments/principal%E2%80%99s-message-2.pdf) and [the old](/files/attachments/principal’s-message.pdf.bak).',
        'principal’s-message-2.pdf: The message',
      ].join('\n'),
    );
  });
});
