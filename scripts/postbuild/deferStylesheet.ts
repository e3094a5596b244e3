/** The stylesheet link Vike writes at the top of <head>. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="([^"]+)">\s*/g;

/**
 * Makes the site's stylesheet stop blocking the first paint: the first screen's CSS is already inline
 * (lib/criticalCss.ts). The link moves to the end of <head>, after the inline CSS so the cascade keeps its
 * order, with media="print" so it loads at low priority without blocking; renderer/+client.ts switches it to all
 * media once it has loaded. <noscript> keeps the same stylesheet, blocking as before, for visitors without JavaScript.
 * The file is the same on every page, so it is fetched once and cached. Applied to each page's HTML in memory.
 */
export function deferStylesheet(html: string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map(([, href]) => href);
  if (hrefs.length === 0) return html;
  const deferred = hrefs
    .map((href) => `<link rel="stylesheet" href="${href}" media="print" data-deferred-style><noscript><link rel="stylesheet" href="${href}"></noscript>`)
    .join('');
  return html.replace(STYLESHEET, '').replace('</head>', `${deferred}\n</head>`);
}
