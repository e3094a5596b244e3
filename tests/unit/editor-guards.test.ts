/**
 * The editor's guards as decisions (editor/decap/backends/guards.ts) over a port answered from memory: no part of Decap
 * is loaded here. What a deletion, a write, a publishing, a new entry and a batch of question papers may do, the words
 * each refusal is said in (refusals.ts), and that one operation reads each thing once, the waiting entries' files a
 * few at a time.
 */
import { describe, expect, it } from 'vitest';
import { inParallel, oncePerOperation, type ContentNow, type GuardFacts, type GuardPort, type WaitingEntry } from '../../editor/decap/backends/guardPort.ts';
import { mayCreate, mayDelete, mayPublish, mayWritePapers, whereWritten } from '../../editor/decap/backends/guards.ts';
import { Refusal, refusalText } from '../../editor/decap/backends/refusals.ts';

const FACTS: GuardFacts = {
  contentPath: 'content',
  workflow: true,
  collections: [{ name: 'notices', label: 'Notices', label_singular: 'Notice', folder: 'content/notices', slug: '{{year}}-{{month}}-{{day}}-{{slug}}' }],
};

/** The repository in memory: the published files (path → text), and the entries waiting in the editorial workflow. */
interface Repository {
  files: Record<string, string>;
  waiting: (WaitingEntry & { texts: Record<string, string> })[];
}

const REPOSITORY = (): Repository => ({
  files: {
    'content/notices/2026/2026-11-18-merit-list.md': '---\ntitle: Merit list\nattachments:\n  - attachments/merit-list.pdf\n---\n',
    'content/site.yaml': 'name: College\n',
    'content/attachments/merit-list.pdf': '%PDF',
    'content/attachments/timetable.pdf': '%PDF',
    'content/attachments/left-over.pdf': '%PDF',
    'content/question-papers/MA/2025/SOC-101 Theory.pdf': '%PDF',
  },
  waiting: [
    {
      collection: 'notices',
      slug: '2026/2026-11-26-timetable',
      files: [
        { path: 'content/notices/2026/2026-11-26-timetable.md', id: 'w1' },
        { path: 'content/attachments/timetable-new.pdf', id: 'w2' },
      ],
      texts: { 'content/notices/2026/2026-11-26-timetable.md': '---\ntitle: Timetable\nattachments:\n  - attachments/timetable.pdf\n---\n' },
    },
  ],
});

/** A port over `repository`, counting each reading, for an editor `starting` (its config not read) or that knows `known`; `failing` names a reading that fails. */
function memoryPort(repository: Repository, known: GuardFacts | 'starting' = FACTS, failing?: 'content' | 'waiting') {
  const facts = known === 'starting' ? undefined : known;
  const reads = { folders: 0, content: 0, waitingEntries: 0, waitingTexts: 0 };
  const port: GuardPort = {
    facts: () => facts,
    filesIn: (folder) => {
      reads.folders++;
      return Promise.resolve(Object.keys(repository.files).filter((path) => path.slice(0, path.lastIndexOf('/')) === folder));
    },
    publishedContent: () => {
      reads.content++;
      if (failing === 'content') return Promise.reject(new Error('502 Bad Gateway'));
      const content = Object.entries(repository.files).filter(([path]) => /\.(md|ya?ml|csv)$/.test(path));
      return Promise.resolve(content.map(([path, text]): ContentNow => ({ file: path.slice('content/'.length), text })));
    },
    waitingEntries: () => {
      reads.waitingEntries++;
      return Promise.resolve(facts?.workflow ? repository.waiting : []);
    },
    waitingText: (entry, { path }) => {
      reads.waitingTexts++;
      if (failing === 'waiting') return Promise.reject(new Error('502 Bad Gateway'));
      return Promise.resolve(repository.waiting.find(({ slug }) => slug === entry.slug)!.texts[path]);
    },
    entryText: (path) => Promise.resolve(repository.files[path]),
  };
  return { port: oncePerOperation(port), reads };
}

/** The refusal an operation throws (failing the test when it throws none, or another error). */
async function refusalOf(operation: Promise<unknown>): Promise<Refusal> {
  const error: unknown = await operation.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

describe('a deletion, decided over the port', () => {
  it('is refused when a published notice names the file, naming the notice; a file nothing names may go', async () => {
    const refusal = await refusalOf(mayDelete(memoryPort(REPOSITORY()).port, ['content/attachments/merit-list.pdf']));
    expect(refusalText(refusal.facts)).toEqual({
      heading: '“merit-list.pdf” is in use: not deleted',
      paragraphs: [
        '“merit-list.pdf” is named by this:',
        ['the notice “Merit list”'],
        'Take it out there first (or choose another file there), then delete it here.',
      ],
    });
    await expect(mayDelete(memoryPort(REPOSITORY()).port, ['content/attachments/left-over.pdf'])).resolves.toBeUndefined();
  });

  it('is refused when only an entry waiting in the editorial workflow names the file, which the refusal says waits', async () => {
    const refusal = await refusalOf(mayDelete(memoryPort(REPOSITORY()).port, ['content/attachments/timetable.pdf']));
    expect(refusalText(refusal.facts).paragraphs).toContainEqual(['the notice “Timetable” (waiting to be published)']);
    // Without the workflow, nothing waits: the same file may go.
    await expect(mayDelete(memoryPort(REPOSITORY(), { ...FACTS, workflow: false }).port, ['content/attachments/timetable.pdf'])).resolves.toBeUndefined();
  });

  it('is refused when the content or a waiting entry’s file cannot be read, and before the editor has read its config', async () => {
    for (const failing of ['content', 'waiting'] as const) {
      const refusal = await refusalOf(mayDelete(memoryPort(REPOSITORY(), FACTS, failing).port, ['content/attachments/left-over.pdf']));
      expect(refusal.message).toBe('Not deleted: the editor could not check who uses it The files could not be read just now. Try again in a moment.');
      expect(refusal.shown).toBe(true);
    }
    const starting = await refusalOf(mayDelete(memoryPort(REPOSITORY(), 'starting').port, ['content/attachments/left-over.pdf']));
    expect(refusalText(starting.facts)).toEqual({ heading: 'Not deleted yet', paragraphs: ['The editor is still starting: try again in a moment.'] });
  });

  it('reads the content once and each waiting entry’s file once, however many files are deleted together', async () => {
    const { port, reads } = memoryPort(REPOSITORY());
    await refusalOf(mayDelete(port, ['content/attachments/merit-list.pdf', 'content/attachments/timetable.pdf', 'content/attachments/left-over.pdf']));
    expect(reads).toEqual({ folders: 0, content: 1, waitingEntries: 1, waitingTexts: 1 });
  });
});

describe('a write, decided over the port', () => {
  it('puts an upload over a file content names beside it, and counts a name a waiting entry uploaded as taken', async () => {
    const { port, reads } = memoryPort(REPOSITORY());
    const paths = await whereWritten(port, ['content/attachments/merit-list.pdf', 'content/attachments/left-over.pdf'], []);
    expect(paths).toEqual(['content/attachments/merit-list-2.pdf', 'content/attachments/left-over.pdf']);
    // One folder listed once, the waiting entries read once for their names and their texts alike.
    expect(reads).toEqual({ folders: 1, content: 1, waitingEntries: 1, waitingTexts: 1 });
  });

  it('refuses a name outside the content folder, and writes nothing when the files cannot be read', async () => {
    const outside = await refusalOf(whereWritten(memoryPort(REPOSITORY()).port, ['content/attachments/../../README.md'], []));
    expect(refusalText(outside.facts).heading).toBe('Not saved: a file’s name would put it outside the site’s files');
    const unread = await refusalOf(whereWritten(memoryPort(REPOSITORY(), FACTS, 'content').port, ['content/attachments/merit-list.pdf'], []));
    expect(refusalText(unread.facts)).toEqual({
      heading: 'Not saved: the editor could not check the files already there',
      paragraphs: ['The files could not be read just now. Nothing was changed: try again in a moment.'],
    });
  });
});

describe('a publishing, decided over the port', () => {
  it('is refused when the waiting entry’s file would replace one a published notice names', async () => {
    const repository = REPOSITORY();
    const entry: WaitingEntry = { collection: 'notices', slug: '2026/2026-11-27-merit', files: [{ path: 'content/attachments/merit-list.pdf', id: 'm1' }] };
    const refusal = await refusalOf(mayPublish(memoryPort(repository).port, () => Promise.resolve(entry)));
    expect(refusalText(refusal.facts)).toEqual({
      heading: 'Not published: it would replace a file in use',
      paragraphs: [
        '“merit-list.pdf” is named by this:',
        ['the notice “Merit list”'],
        'Upload the file again under another name in this entry, then publish it.',
      ],
    });
    await expect(mayPublish(memoryPort(repository).port, () => Promise.resolve(repository.waiting[0]))).resolves.toBeUndefined();
  });
});

describe('a new entry, decided over the port', () => {
  it('is refused under a numbered name beside a notice of that name on that day, naming it', async () => {
    const file = { path: 'content/notices/2026/2026-11-18-merit-list-1.md', slug: '2026/2026-11-18-merit-list-1', raw: '---\ntitle: Merit list\n---\n' };
    const noWaiting = () => Promise.reject(new Error('not waiting'));
    const refusal = await refusalOf(mayCreate(memoryPort(REPOSITORY()).port, file, 'notices', noWaiting));
    expect(refusalText(refusal.facts).paragraphs[0]).toBe('Another of that day has this title already: the notice “Merit list”.');
    const own = { ...file, path: 'content/notices/2026/2026-11-18-semester-2.md', slug: '2026/2026-11-18-semester-2', raw: '---\ntitle: Semester 2\n---\n' };
    await expect(mayCreate(memoryPort(REPOSITORY()).port, own, 'notices', noWaiting)).resolves.toBeUndefined();
  });
});

describe('a batch of question papers, decided over the port', () => {
  const paper = (name: string, replacing = false) => ({ folder: ['MA', '2025'], name, base64: '', replacing });

  it('is written at its folder under question-papers/, and refused when a name is taken there or leaves its folder', async () => {
    expect(await mayWritePapers(memoryPort(REPOSITORY()).port, [paper('SOC-102 Methods.pdf')])).toEqual([
      'content/question-papers/MA/2025/SOC-102 Methods.pdf',
    ]);
    const taken = await refusalOf(mayWritePapers(memoryPort(REPOSITORY()).port, [paper('soc-101 theory.PDF')]));
    expect(taken.message).toBe('a paper named “soc-101 theory.PDF” was added there meanwhile, perhaps by a colleague. Remove its row, or replace that paper.');
    expect(taken.shown).toBe(false);
    const astray = await refusalOf(mayWritePapers(memoryPort(REPOSITORY()).port, [paper('SOC 2023/24.pdf')]));
    expect(astray.message).toBe('the name “SOC 2023/24.pdf” would put it in another folder. Correct the name in its row.');
    expect((await refusalOf(mayWritePapers(memoryPort(REPOSITORY(), 'starting').port, [paper('x.pdf')]))).message).toBe(
      'The editor is still starting: try again in a moment.',
    );
  });
});

describe('the reading of many files', () => {
  it('keeps at most the limit in flight, the results in the order asked', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      most = Math.max(most, ++inFlight);
      await Promise.resolve();
      inFlight--;
      return item * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });
});
