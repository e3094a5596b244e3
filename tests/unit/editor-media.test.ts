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
  it('lists the notices, pages and other files naming a file that exists, wherever the name stands', async () => {
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

  it('refuses a file in use, naming each notice, page or file that names it', () => {
    expect(deletionRefusal(['site/content/attachments/merit-list.pdf'], users, 'site/content')).toBe(
      'content/attachments/merit-list.pdf is in use and was not deleted: the notice “Merit list” (content/notices/2026/2026-11-18-merit-list.md) names it. Take it out there first.',
    );
    expect(deletionRefusal(['content/documents/prospectus.pdf'], users, 'content')).toBe(
      'content/documents/prospectus.pdf is in use and was not deleted: the page “Prospectus” (content/pages/resources/prospectus.md); content/site.yaml name it. Take it out there first.',
    );
  });

  it('lets a file no one names go, and refuses every file while the list of users is unknown', () => {
    expect(deletionRefusal(['content/attachments/left-over.pdf'], users, 'content')).toBeUndefined();
    expect(deletionRefusal(['content/attachments/left-over.pdf'], undefined, 'content')).toMatch(/could not be read/);
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
