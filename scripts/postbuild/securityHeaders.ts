import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteHtml } from './htmlFiles.ts';
import type { SiteHtml } from './htmlFiles.ts';
import { adminHeaderLines } from '../admin/adminPolicy.ts';
import { ownInlineScripts, ownInlineStyles } from '../../lib/inlineCode.ts';

/** The e-mail provider the feedback form posts to. */
const EMAIL_PROVIDER = 'https://api.emailjs.com';

/**
 * The Content-Security-Policy for the built site: scripts only from the site itself plus the hash of
 * each inline script (no 'unsafe-inline'), frames only from the hosts the pages actually embed,
 * connections only to the site and the e-mail provider. 'wasm-unsafe-eval' lets the search index run.
 */
export function contentSecurityPolicy(
  clientDir: string,
  { forMetaTag = false, html = readSiteHtml(clientDir) }: { forMetaTag?: boolean; html?: SiteHtml } = {},
): string {
  // Hashes of the project's own inline scripts only: never of whatever the output happens to contain.
  const scriptHashes = new Set(ownInlineScripts.map(sha256Source));
  const frameOrigins = new Set<string>();
  for (const markup of html.values()) {
    for (const [, src] of markup.matchAll(/<iframe[^>]*\ssrc="(https?:\/\/[^"/]+)/g)) frameOrigins.add(src);
  }
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().join(' ')} 'wasm-unsafe-eval'`,
    // Inline <style> only by hash (the first screen's CSS). Style attributes (react-slick positions its slides with
    // them in the prerendered HTML) are allowed by style-src-attr, which browsers without CSP 3 ignore.
    `style-src 'self' ${[...new Set(ownInlineStyles.map(sha256Source))].sort().join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${EMAIL_PROVIDER}`,
    `frame-src 'self' ${[...frameOrigins].sort().join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // frame-ancestors is ignored in a <meta> tag; hosts that read _headers get it.
    ...(forMetaTag ? [] : ["frame-ancestors 'self'"]),
  ];
  return directives.join('; ');
}

const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** An inline script in the output that the project's own code did not write, with the page it is on. */
interface ForeignScript {
  page: string;
  script: string;
}

/**
 * Every executable inline script in the built pages that is not one of the project's own: content must never
 * bring script onto the site, so the build fails on any of these (the policy would block them anyway).
 */
export function foreignInlineScripts(clientDir: string, html: SiteHtml = readSiteHtml(clientDir)): ForeignScript[] {
  const own = new Set(ownInlineScripts);
  const found: ForeignScript[] = [];
  for (const [file, markup] of html) {
    for (const [, attributes, body] of markup.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes) || body.trim() === '' || own.has(body)) continue;
      found.push({ page: file, script: body.trim().slice(0, 80) });
    }
  }
  return found;
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the CSP and hardening headers on every address,
 * immutable caching for hashed assets, and revalidation for every page's HTML (each route of the route table).
 */
export function writeHeadersFile(clientDir: string, basePath: string, routes: readonly string[], html: SiteHtml = readSiteHtml(clientDir)): void {
  const page = (route: string) => `${basePath}${route}`;
  const lines = [
    `${page('/*')}`,
    `  Content-Security-Policy: ${contentSecurityPolicy(clientDir, { html })}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '',
    `${page('/assets/*')}`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `${page('/files/*')}`,
    '  Cache-Control: public, max-age=0, must-revalidate',
    '',
    `${page('/pagefind/*')}`,
    '  Cache-Control: public, max-age=0, must-revalidate',
    '',
    ...adminHeaderLines(clientDir, basePath),
  ];
  for (const route of routes) {
    for (const address of new Set([page(route), page(route === '/' ? '/index.html' : `${route}/`)])) {
      lines.push(address, '  Cache-Control: public, max-age=0, must-revalidate', '');
    }
  }
  writeFileSync(path.join(clientDir, '_headers'), lines.join('\n'));
}

/** The policy as a <meta> tag at the top of a page's <head>. */
export const withMetaPolicy = (markup: string, policy: string) =>
  markup.replace('<head>', `<head>\n<meta http-equiv="Content-Security-Policy" content="${policy}">`);

/** For hosts without _headers (GitHub Pages): the same policy as a <meta> tag at the top of every page. */
export function addMetaPolicy(clientDir: string): void {
  const html = readSiteHtml(clientDir);
  const policy = contentSecurityPolicy(clientDir, { forMetaTag: true, html });
  for (const [file, markup] of html) writeFileSync(path.join(clientDir, file), withMetaPolicy(markup, policy));
}
