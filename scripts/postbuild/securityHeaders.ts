import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteHtml } from './htmlFiles.ts';
import type { SiteHtml } from './htmlFiles.ts';
import { adminHeaderLines } from '../../editor/build/adminPolicy.ts';
import { BuildFailure } from '../buildSupport/buildFailure.ts';
import { ownInlineScripts, ownInlineStyles } from '../../common/inlineCode.ts';
import { BUILD_INFO_FILE } from '../../common/buildInfoFile.ts';

/** The e-mail provider the feedback form posts to. */
const EMAIL_PROVIDER = 'https://api.emailjs.com';

/**
 * The Content-Security-Policy for the built site: scripts only from the site itself plus the hash of each inline script
 * (no 'unsafe-inline'), frames only from the hosts the pages embed, connections only to the site and the e-mail
 * provider, workers only from the site (the service worker). 'wasm-unsafe-eval' lets the search index run.
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
    "worker-src 'self'", // the service worker, /sw.js
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

/** Every executable inline script of the pages that is not the project's own (content must never bring script), with its page. */
export function foreignInlineScripts(clientDir: string, html: SiteHtml = readSiteHtml(clientDir)): { page: string; script: string }[] {
  const own = new Set(ownInlineScripts);
  const found: { page: string; script: string }[] = [];
  for (const [file, markup] of html) {
    for (const [, attributes, body] of markup.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes) || body.trim() === '' || own.has(body)) continue;
      found.push({ page: file, script: body.trim().slice(0, 80) });
    }
  }
  return found;
}

/** The most rules a host reads from `_headers` (Cloudflare Pages takes 100; Netlify has no limit). */
export const MAX_HEADER_RULES = 100;

/** What every page is sent for caching: the browser asks again each time, so an edit shows at once. */
const REVALIDATE = '  Cache-Control: public, max-age=0, must-revalidate';

/**
 * What the site's build says it was built from: never from a cache, or the editor would tell the office that a change
 * already live is not yet, until a browser or a CDN let its copy go.
 */
const NEVER_CACHED = '  Cache-Control: no-store';

/** The folders and files with rules of their own (hashed assets, content files, the search index, the editor, build.json). */
const OWN_RULES = new Set(['assets', 'files', 'pagefind', 'admin', BUILD_INFO_FILE]);

/**
 * The addresses that give every page its revalidation, as wildcard rules: / and /index.html, and for each top-level
 * section of the route table its own page (if it is a route) and everything under it (`/about`, `/about/*`). The file
 * grows with the sections, not the pages. No address matches two Cache-Control rules (hosts join or pick among the
 * values of matching rules): the hashed assets under /assets/* stay outside every page rule.
 */
function pageAddresses(routes: readonly string[]): string[] {
  const sections = new Set(routes.map((route) => route.split('/')[1]).filter((section) => section && !OWN_RULES.has(section)));
  const routed = new Set(routes);
  return [
    ...(routed.has('/') ? ['/', '/index.html'] : []),
    ...[...sections].sort().flatMap((section) => [...(routed.has(`/${section}`) ? [`/${section}`] : []), `/${section}/*`]),
  ];
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the CSP and hardening headers on every address, immutable caching for
 * hashed assets, revalidation for every page (pageAddresses), the content files and the search index, no caching at all
 * for build.json. Answers with the
 * number of rules; more than the hosts' limit stops the build, naming the page rules.
 */
export function writeHeadersFile(clientDir: string, basePath: string, routes: readonly string[], html: SiteHtml = readSiteHtml(clientDir)): number {
  const admin = adminHeaderLines(clientDir, basePath).filter(Boolean);
  const pages = pageAddresses(routes);
  const rules = [
    [
      `${basePath}/*`,
      `  Content-Security-Policy: ${contentSecurityPolicy(clientDir, { html })}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    ],
    [`${basePath}/assets/*`, '  Cache-Control: public, max-age=31536000, immutable'],
    [`${basePath}/files/*`, REVALIDATE],
    [`${basePath}/pagefind/*`, REVALIDATE],
    [`${basePath}/${BUILD_INFO_FILE}`, NEVER_CACHED],
    ...(admin.length > 0 ? [admin] : []),
    ...pages.map((address) => [`${basePath}${address}`, REVALIDATE]),
  ];
  if (rules.length > MAX_HEADER_RULES) {
    throw new BuildFailure(
      `_headers would have ${rules.length} rules, and Cloudflare Pages reads at most ${MAX_HEADER_RULES}: each top-level section of the site ` +
        `(a folder under content/pages/ or pages/, or a page directly in one) takes one or two. Move some top-level pages into a section.\n  ${pages.join(' ')}`,
    );
  }
  writeFileSync(path.join(clientDir, '_headers'), rules.map((lines) => [...lines, ''].join('\n')).join('\n'));
  return rules.length;
}

/** The policy as a <meta> tag at the top of a page's <head>. */
export const withMetaPolicy = (markup: string, policy: string) =>
  markup.replace('<head>', `<head>\n<meta http-equiv="Content-Security-Policy" content="${policy}">`);
