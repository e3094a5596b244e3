import { describe, expect, it } from 'vitest';
import { contentType } from '../../scripts/contentType.ts';

describe('the Content-Type a file is served with', () => {
  it('is the one a browser needs to use it: a stylesheet as text/css, a script as JavaScript', () => {
    // The editor's own stylesheet, as `npm run edit` serves it: a browser drops a stylesheet of any other type.
    expect(contentType('/tmp/admin-dev/cms-BBvGm3ja.css')).toBe('text/css; charset=utf-8');
    expect(contentType('cms-Dq8x1.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('config.yml')).toBe('text/yaml; charset=utf-8');
  });

  it('names the files the office publishes by their kind, and anything else as bytes', () => {
    expect(contentType('attachments/merit-list.PDF')).toBe('application/pdf');
    expect(contentType('staff/photos/aren-sample.avif')).toBe('image/avif');
    expect(contentType('data/notices.json')).toBe('application/json');
    expect(contentType('notices/2026.ics')).toBe('text/calendar; charset=utf-8');
    expect(contentType('README')).toBe('application/octet-stream');
  });
});
