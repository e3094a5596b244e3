/**
 * The editor's media rules (editor/browser/mediaGuard.ts, localProxy.ts) and the list of who names each file
 * (editor/config/fileUsers.ts): the files a window offers, each known by its path; a file in use is not deleted, and
 * the refusal names who uses it; on this machine the editor saves through the local proxy with the same rules.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileUsers } from '../../editor/config/fileUsers.ts';
import { deletionRefusal, GITHUB_BACKEND, offeredMedia, PROXY_BACKEND, type FileUsers } from '../../editor/browser/mediaGuard.ts';
import { withBackendChosen } from '../../editor/browser/localProxy.ts';
import { withTempFolder } from './tempProject.ts';

const PDF = '%PDF-1.4\n';

describe('who names each file', () => {
  it('lists the notices, pages and other files naming a file that exists, wherever the name stands, and the captioned photos', async () => {
    const users = await withTempFolder(
      {
        'content/attachments/hostel-rules.pdf': PDF,
        'content/attachments/left-over.pdf': PDF,
        'content/documents/prospectus.pdf': PDF,
        'content/staff/photos/aren.jpg': 'jpg',
        'content/notices/2026/2026-11-20-hostel.md':
          '---\ntitle: Hostel rules\nattachments:\n  - attachments/hostel-rules.pdf\n  - attachments/gone.pdf\n---\n',
        'content/notices/2026/2026-11-21-hostel-again.md': '---\ntitle: Hostel rules, again\nattachments: [attachments/hostel-rules.pdf]\n---\n',
        'content/pages/resources/prospectus.md': '---\ntitle: Prospectus\ndocuments:\n  - label: Prospectus\n    file: documents/prospectus.pdf\n---\n',
        'content/staff/teaching.csv': 'department,name,photo\nenglish,Dr. Aren,staff/photos/aren.jpg\n',
        'content/pages/broken.md': '---\ntitle: [unclosed\n---\n',
        'content/galleries/sports/01-relay.jpg': 'jpg',
        'content/galleries/sports/02-unnamed.jpg': 'jpg',
        'content/galleries/sports/captions.yaml': '01-relay.jpg: The relay race\n',
      },
      (root) => fileUsers(path.join(root, 'content')),
    );
    expect(users).toEqual({
      'attachments/hostel-rules.pdf': [
        { file: 'content/notices/2026/2026-11-20-hostel.md', kind: 'notice', title: 'Hostel rules' },
        { file: 'content/notices/2026/2026-11-21-hostel-again.md', kind: 'notice', title: 'Hostel rules, again' },
      ],
      'documents/prospectus.pdf': [{ file: 'content/pages/resources/prospectus.md', kind: 'page', title: 'Prospectus' }],
      'staff/photos/aren.jpg': [{ file: 'content/staff/teaching.csv', kind: 'file' }],
      'galleries/sports/01-relay.jpg': [{ file: 'content/galleries/sports/captions.yaml', kind: 'file' }],
    } satisfies FileUsers);
  });
});

describe('deleting a file from the editor', () => {
  const users: FileUsers = {
    'attachments/merit-list.pdf': [{ file: 'content/notices/2026/2026-11-18-merit-list.md', kind: 'notice', title: 'Merit list' }],
    'documents/prospectus.pdf': [
      { file: 'content/pages/resources/prospectus.md', kind: 'page', title: 'Prospectus' },
      { file: 'content/site.yaml', kind: 'file' },
    ],
  };

  /** The repository as it is now: each file's text by its path. */
  const repository = (files: Record<string, string>) => (file: string) => Promise.resolve(files[file]);
  const saved = {
    'site/content/notices/2026/2026-11-18-merit-list.md': '---\nattachments:\n  - attachments/merit-list.pdf\n---\n',
    'content/notices/2026/2026-11-18-merit-list.md': '---\nattachments:\n  - attachments/merit-list.pdf\n---\n',
    'content/pages/resources/prospectus.md': '---\ndocuments:\n  - file: documents/prospectus.pdf\n---\n',
    'content/site.yaml': 'prospectus: documents/prospectus.pdf\n',
  };

  it('refuses a file in use, naming each notice, page or file that names it', async () => {
    expect(await deletionRefusal(['site/content/attachments/merit-list.pdf'], users, 'site/content', repository(saved))).toBe(
      'content/attachments/merit-list.pdf is in use and was not deleted: the notice “Merit list” (content/notices/2026/2026-11-18-merit-list.md) names it. Take it out there first.',
    );
    expect(await deletionRefusal(['content/documents/prospectus.pdf'], users, 'content', repository(saved))).toBe(
      'content/documents/prospectus.pdf is in use and was not deleted: the page “Prospectus” (content/pages/resources/prospectus.md); content/site.yaml name it. Take it out there first.',
    );
  });

  it('lets a file go once no one names it: never named, taken out since the editor was built, or its notice deleted', async () => {
    expect(await deletionRefusal(['content/attachments/left-over.pdf'], users, 'content', repository(saved))).toBeUndefined();
    const takenOut = { ...saved, 'content/notices/2026/2026-11-18-merit-list.md': '---\ntitle: Merit list\n---\n' };
    expect(await deletionRefusal(['content/attachments/merit-list.pdf'], users, 'content', repository(takenOut))).toBeUndefined();
    const { 'content/site.yaml': _siteYaml, ...withoutSite } = saved;
    expect(await deletionRefusal(['content/documents/prospectus.pdf'], users, 'content', repository(withoutSite))).toMatch(
      /the page “Prospectus” \(content\/pages\/resources\/prospectus\.md\) names it\./,
    );
  });

  it('refuses every file while the list of users is unknown', async () => {
    expect(await deletionRefusal(['content/attachments/left-over.pdf'], undefined, 'content', repository(saved))).toMatch(/could not be read/);
  });

  it('offers only the files the site publishes, each known by its path even when two have the same bytes', () => {
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
