/**
 * The editor's media rules (editor/decap/backends/mediaGuard.ts, fileUsers.ts, contentOnBranch.ts, officeNames.ts,
 * uploadNames.ts, sameName.ts, localProxy.ts): the files a window offers, each known by its path; who names a file,
 * read from the content files as the backend has them now (the entries waiting in the editorial workflow included);
 * a refusal in the office's words, never a path; an upload never given a name taken; a new entry never numbered beside
 * another of its name; on this machine the editor saves through the local proxy with the same rules.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { usersOf, type ContentText } from '../../editor/decap/backends/fileUsers.ts';
import { contentNow } from '../../editor/decap/backends/contentOnBranch.ts';
import { deletionRefusal, GITHUB_BACKEND, offeredMedia, PROXY_BACKEND } from '../../editor/decap/backends/mediaGuard.ts';
import { refusalLine } from '../../editor/decap/backends/refusals.ts';
import { officeName, type NamingCollection } from '../../editor/helpers/officeNames.ts';
import { UploadNames } from '../../editor/decap/backends/uploadNames.ts';
import { numberedFrom } from '../../editor/decap/backends/sameName.ts';
import { withBackendChosen } from '../../editor/decap/backends/localProxy.ts';
import { FIXTURE_DIR } from '../e2e/fixtureSite.ts';

const texts = (files: Record<string, string>): ContentText[] => Object.entries(files).map(([file, text]) => ({ file, text }));

describe('who names a file', () => {
  const content = texts({
    'notices/2026/2026-11-20-hostel.md': '---\ntitle: Hostel rules\nattachments:\n  - attachments/hostel-rules.pdf\n  - attachments/gone.pdf\n---\n',
    'notices/2026/2026-11-21-hostel-again.md': '---\ntitle: Hostel rules, again\nattachments: [attachments/hostel-rules.pdf]\n---\n',
    'notices/2026/2026-11-22-linked.md': '---\ntitle: Timetable\n---\nSee [the timetable](/files/attachments/time%20table.pdf).\n',
    'notices/2026/2026-11-23-broken.md': '---\ntitle: [unclosed\nattachments:\n  - attachments/merit-list.pdf\n---\n',
    'pages/resources/prospectus.md': '---\ntitle: Prospectus\ndocuments:\n  - label: Prospectus\n    file: documents/prospectus.pdf\n---\n',
    'staff/teaching.csv': 'department,name,photo\nenglish,Dr. Aren,staff/photos/aren.jpg\n',
    'galleries/sports/captions.yaml': '01-relay.jpg: The relay race\n',
    'navigation.yaml': 'footer:\n  - label: Prospectus\n    link: /files/documents/prospectus.pdf\n',
  });

  it('finds the notices, pages, sheets and settings naming a file, wherever the name stands in them, with their titles', () => {
    expect(usersOf('attachments/hostel-rules.pdf', content)).toEqual([
      { file: 'notices/2026/2026-11-20-hostel.md', title: 'Hostel rules' },
      { file: 'notices/2026/2026-11-21-hostel-again.md', title: 'Hostel rules, again' },
    ]);
    expect(usersOf('documents/prospectus.pdf', content)).toEqual([{ file: 'pages/resources/prospectus.md', title: 'Prospectus' }, { file: 'navigation.yaml' }]);
    expect(usersOf('staff/photos/aren.jpg', content)).toEqual([{ file: 'staff/teaching.csv' }]);
  });

  it('counts a link in a notice’s text, a photo a gallery’s captions name, and a notice it cannot read that holds the name', () => {
    expect(usersOf('attachments/time table.pdf', content)).toEqual([{ file: 'notices/2026/2026-11-22-linked.md', title: 'Timetable' }]);
    expect(usersOf('galleries/sports/01-relay.jpg', content)).toEqual([{ file: 'galleries/sports/captions.yaml' }]);
    expect(usersOf('attachments/merit-list.pdf', content)).toEqual([{ file: 'notices/2026/2026-11-23-broken.md' }]);
  });

  it('counts a link whose address has a space or brackets, written as typed or URI-encoded', () => {
    const linked = texts({
      'pages/forms.md': '---\ntitle: Forms\n---\nThe [form](/files/documents/form%20(1).pdf) and <a href="/files/documents/fee form.pdf">the fee form</a>.\n',
    });
    expect(usersOf('documents/form (1).pdf', linked)).toEqual([{ file: 'pages/forms.md', title: 'Forms' }]);
    expect(usersOf('documents/fee form.pdf', linked)).toEqual([{ file: 'pages/forms.md', title: 'Forms' }]);
    expect(usersOf('documents/form.pdf', linked)).toEqual([]);
  });

  it('finds no one for a file nothing names, or a photo beside captions that do not name it', () => {
    expect(usersOf('attachments/left-over.pdf', content)).toEqual([]);
    expect(usersOf('galleries/sports/02-unnamed.jpg', content)).toEqual([]);
  });

  it('finds the fixture site’s merit list named by its notice and its prospectus by its page', () => {
    const fixture = fg.sync('**/*.{md,yaml,yml,csv}', { cwd: FIXTURE_DIR }).map((file) => ({ file, text: readFileSync(path.join(FIXTURE_DIR, file), 'utf8') }));
    expect(usersOf('attachments/merit-list-ba-semester-1.pdf', fixture).map(({ title }) => title)).toContain('Merit list, B.A. first semester');
    expect(usersOf('documents/prospectus.pdf', fixture).map(({ title }) => title)).toContain('Prospectus');
  });
});

/** The collections of config.yml this needs, as editor/config/decapConfig.ts writes them. */
const collections: NamingCollection[] = [
  { label: 'Settings', files: [{ file: 'content/navigation.yaml', label: 'Menu and footer links' }] },
  { label: 'Notices', label_singular: 'Notice', folder: 'content/notices' },
  { label: 'Galleries', label_singular: 'Gallery', folder: 'content/galleries' },
  { label: 'Spreadsheets', label_singular: 'Spreadsheet', files: [{ file: 'content/staff/teaching.csv', label: 'Staff: teaching (staff/teaching.csv)' }] },
  { label: 'Spreadsheets: Results', label_singular: 'Results year', folder: 'content/results' },
  { label: 'Documents', label_singular: 'Page with documents', files: [{ file: 'content/pages/resources/prospectus.md', label: 'Prospectus: 1 document' }] },
  {
    label: 'Pages: /resources',
    label_singular: 'Page',
    files: [{ file: 'content/pages/resources/prospectus.md', label: 'Prospectus (/resources/prospectus)' }],
  },
];

describe('a content file in the office’s words', () => {
  it('is a notice or a page by its title, a form by its label, an entry of a folder by its name, never by its path', () => {
    expect(officeName(collections, 'content/notices/2026/2026-11-18-merit-list.md', 'Merit list')).toBe('the notice “Merit list”');
    expect(officeName(collections, 'content/pages/resources/prospectus.md', 'Prospectus')).toBe('the page “Prospectus”');
    expect(officeName(collections, 'content/navigation.yaml', undefined)).toBe('“Menu and footer links” in Settings');
    expect(officeName(collections, 'content/staff/teaching.csv', undefined)).toBe('the spreadsheet “Staff: teaching”');
    expect(officeName(collections, 'content/galleries/sports/captions.yaml', undefined)).toBe('the gallery “sports”');
    expect(officeName(collections, 'content/results/2023.csv', undefined)).toBe('the results year “2023”');
    expect(officeName(collections, 'content/people.yaml', undefined)).toBe('“people.yaml” (a file the editor does not show)');
    expect(officeName(collections, 'content/notices/2026/2026-11-26-hostel.md', 'Hostel', true)).toBe('the notice “Hostel” (waiting to be published)');
  });
});

describe('deleting a file from the editor', () => {
  const content = texts({
    'notices/2026/2026-11-18-merit-list.md': '---\ntitle: Merit list\nattachments:\n  - attachments/merit-list.pdf\n---\n',
    'pages/resources/prospectus.md': '---\ntitle: Prospectus\ndocuments:\n  - file: documents/prospectus.pdf\n---\n',
    'navigation.yaml': 'footer:\n  - link: /files/documents/prospectus.pdf\n',
  });
  const name = (file: string, title: string | undefined, waiting: boolean) => officeName(collections, file, title, waiting);

  it('refuses a file in use, naming each notice, page or form that names it, and no path', () => {
    const refused = deletionRefusal(['content/documents/prospectus.pdf'], 'content', content, name)!;
    expect(refused.heading).toBe('“prospectus.pdf” is in use: not deleted');
    expect(refused.paragraphs).toContainEqual(['the page “Prospectus”', '“Menu and footer links” in Settings']);
    expect(refusalLine(refused)).not.toMatch(/content\/|\.md|\.yaml/);
  });

  it('counts an entry waiting to be published, and says it waits', () => {
    const waiting = { file: 'notices/2026/2026-11-26-hostel.md', text: '---\ntitle: Hostel\nattachments: [attachments/left-over.pdf]\n---\n', waiting: true };
    const refused = deletionRefusal(['content/attachments/left-over.pdf'], 'content', [...content, waiting], name)!;
    expect(refused.paragraphs).toContainEqual(['the notice “Hostel” (waiting to be published)']);
  });

  it('lets a file go once nothing names it, and files deleted together do not keep each other', () => {
    expect(deletionRefusal(['content/attachments/left-over.pdf'], 'content', content, name)).toBeUndefined();
    const takenOut = content.map((file) => (file.file.startsWith('notices/') ? { ...file, text: '---\ntitle: Merit list\n---\n' } : file));
    expect(deletionRefusal(['content/attachments/merit-list.pdf'], 'content', takenOut, name)).toBeUndefined();
    expect(deletionRefusal(['content/notices/2026/2026-11-18-merit-list.md', 'content/attachments/merit-list.pdf'], 'content', content, name)).toBeUndefined();
  });
});

describe('the content files as the backend has them now', () => {
  const onDisk: Record<string, string> = {
    'content/notices/2026/2026-11-18-merit-list.md': '---\ntitle: Merit list\n---\n',
    'content/site.yaml': 'name: College\n',
    'content/staff/teaching.csv': 'name\nA\n',
    'content/attachments/merit-list.pdf': '%PDF',
    'README.md': 'outside the content folder',
  };
  /** A folder's files of one extension, as Decap's backends list them (the proxy by the name's end, as decap-server does). */
  const listed = (folder: string, extension: string) =>
    Promise.resolve(
      Object.entries(onDisk)
        .filter(([file]) => file.startsWith(`${folder}/`) && file.endsWith(`.${extension}`))
        .map(([file, data]) => ({ file: { path: file }, data })),
    );
  const workflow = {
    unpublishedEntries: () => Promise.resolve(['notices/2026/2026-11-26-hostel']),
    unpublishedEntry: () =>
      Promise.resolve({
        collection: 'notices',
        slug: '2026/2026-11-26-hostel',
        diffs: [
          { path: 'content/notices/2026/2026-11-26-hostel.md', id: 'a1' },
          { path: 'content/attachments/hostel.pdf', id: 'b2' },
        ],
      }),
    unpublishedEntryDataFile: (_collection: string, _slug: string, file: string) => Promise.resolve(`---\ntitle: Hostel (${file})\n---\n`),
  };

  it('lists every Markdown, YAML and CSV file under the content folder, whole, through GitHub’s allEntriesByFolder', async () => {
    const github = { ...workflow, entriesByFolder: () => Promise.reject(new Error('20 at a time')), allEntriesByFolder: listed };
    expect((await contentNow(github, 'content', false)).map(({ file }) => file).sort()).toEqual([
      'notices/2026/2026-11-18-merit-list.md',
      'site.yaml',
      'staff/teaching.csv',
    ]);
  });

  it('and through the proxy’s entriesByFolder, with the files of each entry waiting in the editorial workflow', async () => {
    const proxy = { ...workflow, entriesByFolder: listed };
    const files = await contentNow(proxy, 'content', true);
    expect(files).toContainEqual({
      file: 'notices/2026/2026-11-26-hostel.md',
      text: '---\ntitle: Hostel (content/notices/2026/2026-11-26-hostel.md)\n---\n',
      waiting: true,
    });
    expect(files.filter(({ waiting }) => waiting)).toHaveLength(1);
    expect((await contentNow(proxy, 'content', false)).filter(({ waiting }) => waiting)).toEqual([]);
  });

  it('stops when a file listed or waiting cannot be read: a reading with a gap could let a file in use be deleted', async () => {
    const unread = (folder: string, extension: string) =>
      listed(folder, extension).then((files) => files.map((entry) => (entry.file.path.endsWith('.csv') ? { file: entry.file, data: null } : entry)));
    await expect(contentNow({ ...workflow, entriesByFolder: unread }, 'content', false)).rejects.toThrow('could not read staff/teaching.csv');
    const failing = { ...workflow, entriesByFolder: listed, unpublishedEntryDataFile: () => Promise.reject(new Error('502 from GitHub')) };
    await expect(contentNow(failing, 'content', true)).rejects.toThrow('502 from GitHub');
  });
});

describe('an upload in the media window', () => {
  it('keeps its name when no folder listed has it, and is given the first free one when one has', () => {
    const names = new UploadNames();
    const uploadName = (name: string) => names.uploadName(name);
    names.listedFolder('content/attachments', ['content/attachments/merit-list.pdf', 'content/attachments/merit-list-2.pdf', 'content/attachments/notes.pdf']);
    expect(uploadName('hostel-rules.pdf')).toBe('hostel-rules.pdf');
    expect(uploadName('merit-list.pdf')).toBe('merit-list-3.pdf');
    // Decap stores "Merit List.PDF" as merit-list.pdf: that name is taken too.
    expect(uploadName('Merit List.PDF')).toBe('merit-list-3.pdf');
    names.filesChanged({ added: ['content/attachments/hostel-rules.pdf'], deleted: ['content/attachments/notes.pdf'] });
    expect(uploadName('hostel-rules.pdf')).toBe('hostel-rules-2.pdf');
    expect(uploadName('notes.pdf')).toBe('notes.pdf');
  });
});

describe('a new entry Decap numbered', () => {
  it('is told apart from a title that ends in a number of its own', () => {
    expect(numberedFrom('2026/2026-11-26-library-closed-1', 'Library closed')).toBe('2026/2026-11-26-library-closed');
    expect(numberedFrom('2026/2026-11-26-semester-2', 'Semester 2')).toBeUndefined();
    expect(numberedFrom('2026/2026-11-26-semester-2-1', 'Semester 2')).toBe('2026/2026-11-26-semester-2');
    // The date is no number of the title's: the caller finds no file named 2026-11-26.md.
    expect(numberedFrom('2026/2026-11-26-2026', '2026')).toBe('2026/2026-11-26');
    expect(numberedFrom('2026/2026-11-26-library-closed', 'Library closed')).toBeUndefined();
    expect(numberedFrom('2024-1', undefined)).toBe('2024');
  });
});

describe('the files a media window offers', () => {
  it('are only those the site publishes, each known by its path even when two have the same bytes', () => {
    const sha = 'f00d';
    const listed = [
      { id: sha, name: 'merit-list.pdf', path: 'content/attachments/merit-list.pdf' },
      { id: sha, name: 'merit-list-copy.pdf', path: 'content/attachments/merit-list-copy.pdf' },
      { id: 'beef', name: 'minutes.docx', path: 'content/attachments/minutes.docx' },
      { id: 'cafe', name: 'Scan.JPG', path: 'content/attachments/Scan.JPG' },
    ];
    expect(offeredMedia(listed).map(({ id }) => id)).toEqual([
      'content/attachments/merit-list.pdf',
      'content/attachments/merit-list-copy.pdf',
      'content/attachments/Scan.JPG',
    ]);
  });
});

describe('the backend the editor saves through', () => {
  const config = {
    backend: { name: GITHUB_BACKEND, repo: 'college/website' },
    publish_mode: 'editorial_workflow',
    local_backend: { url: '' },
  };

  it('is the local proxy, with the same rules and a publish mode it supports, when one answers on this machine', async () => {
    const proxy = createServer((_, response) => response.end(JSON.stringify({ repo: 'website', publish_modes: ['simple'], type: 'local_fs' })));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as { port: number }).port}/api/v1`;
    try {
      expect(await withBackendChosen({ ...config, local_backend: { url } }, 'localhost')).toEqual({
        backend: { name: PROXY_BACKEND, repo: 'college/website', proxy_url: url },
        publish_mode: 'simple',
      });
      // Opened from elsewhere, the editor saves to GitHub even if a proxy answers.
      expect(await withBackendChosen({ ...config, local_backend: { url } }, 'college.example.org')).toEqual({
        backend: config.backend,
        publish_mode: 'editorial_workflow',
      });
    } finally {
      proxy.close();
    }
  });

  it('is the configured one when no proxy answers', async () => {
    expect(await withBackendChosen({ ...config, local_backend: { url: 'http://127.0.0.1:9/api/v1' } }, 'localhost')).toEqual({
      backend: config.backend,
      publish_mode: 'editorial_workflow',
    });
  });
});
