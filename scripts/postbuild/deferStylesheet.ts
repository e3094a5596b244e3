import { keepPageCss } from './pageCss.ts';

/** The stylesheet link Vike writes at the top of <head>. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="([^"]+)">\s*/g;

/**
 * Takes the site's stylesheet out of the first paint: each page carries the CSS it uses inline (./pageCss.ts). The
 * link moves to the end of <head> (the cascade keeps its order) inside <noscript>: visitors without JavaScript get it
 * as before, and the editor's preview finds it there.
 */
export function deferStylesheet(html: string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map(([, href]) => href);
  if (hrefs.length === 0) return html;
  const deferred = hrefs.map((href) => `<noscript><link rel="stylesheet" href="${href}"></noscript>`).join('');
  return html.replace(STYLESHEET, '').replace('</head>', `${deferred}\n</head>`);
}

/** A prerendered page as it is published: its own CSS inline, the stylesheet only for visitors without JavaScript. */
export const firstPaintHtml = (html: string): string => deferStylesheet(keepPageCss(html));
