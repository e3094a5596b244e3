/**
 * The pages as the service worker (serviceWorker.ts) saves and shows them. A page is saved with the date it was saved
 * and its title; a saved copy shown says why in a line at its top (offline, or the network slow with the newest on its
 * way, newerCopy.ts then offering it once it arrives); a page never saved is answered with the
 * offline page: the not-found page's shell (404.html, precached) saying the visitor is offline and listing, as links,
 * the pages saved on this phone, the notices board first. Plain functions of markup and responses, without the worker.
 */
import { longDate } from '../../common/noticeDates.ts';

/** The headers a saved page carries: when it was saved (ISO 8601), and its <title> as written (URI-encoded). */
const SAVED_ON = 'x-saved-on';
const SAVED_TITLE = 'x-saved-title';

const html = (markup: string) => new Response(markup, { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** The <title> of a page's markup, as written (its entities kept: it goes back into markup as it came). */
export const titleOf = (markup: string) => /<title>([^<]*)<\/title>/i.exec(markup)?.[1].trim() ?? '';

/** A page's response as it is saved, or null for one not to save (an error page, or something other than a page). */
export async function pageToSave(response: Response, now = new Date()): Promise<Response | null> {
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return null;
  const markup = await response.text();
  const saved = html(markup);
  saved.headers.set(SAVED_ON, now.toISOString());
  saved.headers.set(SAVED_TITLE, encodeURIComponent(titleOf(markup)));
  return saved;
}

/** The title a saved page was saved with. */
export const savedTitle = (saved: Response) => decodeURIComponent(saved.headers.get(SAVED_TITLE) ?? '');

/** Why a saved copy is shown: the network failed (or the phone is offline), or it has not answered in time. */
export type WhySaved = 'offline' | 'slow';

/** The day a copy was saved, in the phone's own time zone: "26 November 2026". */
const dayOf = (savedOn: Date) => longDate(`${savedOn.getFullYear()}-${savedOn.getMonth() + 1}-${savedOn.getDate()}`);

/** "You are offline. This copy was saved on 26 November 2026.", in the phone's own time zone. */
export const offlineLine = (savedOn: Date) => `You are offline. This copy was saved on ${dayOf(savedOn)}.`;

/** What a copy shown because the network is slow says: never "offline", since the phone is not. */
export const slowLine = (savedOn: Date) => `The network is slow: this is the copy saved on ${dayOf(savedOn)}. The newest is on its way.`;

/**
 * What became of the newest page, asked for while a copy shown because the network was slow: it arrived and differs
 * (newerCopy.ts offers it), it arrived the same as the copy shown, the network failed, or the host answered with an error.
 */
export type LateAnswer = 'newer' | 'same' | 'offline' | 'failed';

/** The line the copy `shown` on a slow link says once the newest page has arrived the same, or has not come at all. */
export function lateLine(answer: Exclude<LateAnswer, 'newer'>, shown: Response): string {
  const savedOn = savedOnOf(shown);
  if (answer === 'same') return `Checked just now: this copy, saved on ${dayOf(savedOn)}, is the newest.`;
  if (answer === 'offline') return offlineLine(savedOn);
  return `The newest could not be loaded: this is the copy saved on ${dayOf(savedOn)}.`;
}

/** When a saved copy was saved. A page precached with the worker has no date of its own: the date its response was sent on stands for it. */
const savedOnOf = (saved: Response) => new Date(saved.headers.get(SAVED_ON) ?? saved.headers.get('date') ?? Date.now());

/** A saved copy as shown: the line at the top of the page saying why (`data-saved-copy` tells newerCopy.ts). */
export async function savedCopy(saved: Response, why: WhySaved): Promise<Response> {
  const savedOn = savedOnOf(saved);
  const text = why === 'offline' ? offlineLine(savedOn) : slowLine(savedOn);
  const line = `<p role="status" data-saved-copy="${why}" style="${LINE_STYLE}">${text}</p>`;
  return html((await saved.text()).replace(/<body[^>]*>/i, (body) => `${body}${line}`));
}

/** Dark text on pale yellow, in either theme (a style attribute: the policy allows those, and no stylesheet is needed). */
const LINE_STYLE = 'margin:0;padding:0.5rem 1rem;background:#fff4c2;color:#1b1f24;text-align:center;font-weight:600';

/** The offline page: the shell of the not-found page, its <main> saying the visitor is offline and listing the pages. */
export function offlinePage(shell: string, saved: readonly { url: string; title: string }[]): Response {
  // A page's title without the site's name after it ("Results | Sample College"); the home page's is the name alone.
  const list = saved.map(({ url, title }) => `<li><a href="${url}">${title.replace(/ \| [^|]*$/, '') || url}</a></li>`).join('');
  const main =
    '<div class="not-found"><h1>You are offline</h1>' +
    '<p>This page has not been saved on this phone. The pages below have been, and open without a connection.</p>' +
    `<ul class="plain-list">${list}</ul></div>`;
  const markup = /<main\b[^>]*>[\s\S]*<\/main>/i.test(shell)
    ? shell
    : '<!DOCTYPE html><html lang="en-IN"><head><title></title></head><body><main></main></body></html>';
  return html(
    markup
      .replace(/<title>[^<]*<\/title>/i, '<title>You are offline</title>')
      .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/i, (_, open: string) => `${open}${main}</main>`),
  );
}
