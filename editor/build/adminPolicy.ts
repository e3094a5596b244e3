import { existsSync } from 'node:fs';
import path from 'node:path';

/** The editor's folder in the built site, served at /admin/. */
export const ADMIN_FOLDER = 'admin';

/**
 * The Content-Security-Policy of /admin/ only. Decap CMS compiles its config's validator with `new Function`
 * (ajv; so 'unsafe-eval', which the browser test found), injects its styles at run time (so inline styles),
 * talks to GitHub's API and shows avatars from GitHub, reads and shows uploads as blob: and data: addresses, and on a
 * developer's machine talks to its local proxy (decap-server on localhost). Script files still come only
 * from the site itself (no inline scripts, no other host). The rest of the site keeps its own, stricter policy (securityHeaders.ts).
 */
export function adminContentSecurityPolicy({ forMetaTag = false } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data: https://api.github.com http://localhost:* http://127.0.0.1:*",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMetaTag ? [] : ["frame-ancestors 'self'"]),
  ].join('; ');
}

/**
 * The `_headers` block for /admin/ when the build has the editor: its own policy, never cached, and never
 * indexed. It comes after the site's `/*` block, so hosts that let the later, more specific rule win
 * (Netlify) send this policy there.
 */
export function adminHeaderLines(clientDir: string, basePath: string): string[] {
  if (!existsSync(path.join(clientDir, ADMIN_FOLDER, 'index.html'))) return [];
  return [
    `${basePath}/${ADMIN_FOLDER}/*`,
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    '  X-Robots-Tag: noindex',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '',
  ];
}
