/** The stylesheet link Vike writes at the top of <head>. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="([^"]+)">\s*/g;

/**
 * Makes the site's stylesheet stop competing with the first paint: the first screen's CSS is already inline
 * (lib/criticalCss.ts). The link moves to the end of <head>, after the inline CSS so the cascade keeps its
 * order, inside <noscript>: visitors without JavaScript get it as before, and the browser does not fetch it early
 * for anyone else. renderer/shell/deferredStyles.ts reads data-deferred-style and loads it after the first paint.
 * The file is the same on every page, so it is fetched once and cached. Applied to each page's HTML in memory.
 */
export function deferStylesheet(html: string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map(([, href]) => href);
  if (hrefs.length === 0) return html;
  const deferred = hrefs.map((href) => `<noscript data-deferred-style="${href}"><link rel="stylesheet" href="${href}"></noscript>`).join('');
  return html.replace(STYLESHEET, '').replace('</head>', `${deferred}\n</head>`);
}
