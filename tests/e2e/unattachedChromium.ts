import * as chromeLauncher from 'chrome-launcher';
import { BROWSER_ARGS, TEST_BROWSER } from '../../scripts/testBrowser.ts';

/** A tab as DevTools' HTTP endpoints list it: its title is the page's own once its document has arrived. */
export interface Tab {
  id: string;
  title: string;
  url: string;
}

interface UnattachedChromium {
  /** Opens `url` in a new tab. */
  open: (url: string) => Promise<Tab>;
  /** The open tabs (pages only, not workers). */
  tabs: () => Promise<Tab[]>;
  close: (tab: Tab) => Promise<void>;
  quit: () => void;
}

/**
 * Chromium started by the test itself (chrome-launcher, as the Lighthouse audit starts it), driven only through
 * DevTools' HTTP endpoints (`/json/new`, `/json/list`, `/json/close`), which attach no DevTools session to anything.
 * Playwright attaches one to every service worker of its browser, and Chromium stops a worker a session is attached to
 * whenever a newer worker waits to take over, even with a page's request just given to it, which it never does in a
 * visitor's browser (docs/offline.md). What a visitor meets when a new worker takes over is seen only in a browser like
 * this one.
 */
export async function unattachedChromium(): Promise<UnattachedChromium> {
  const chrome = await chromeLauncher.launch({ chromePath: TEST_BROWSER, chromeFlags: BROWSER_ARGS });
  const endpoint = async (action: string, method = 'GET') => {
    const answer = await fetch(`http://127.0.0.1:${chrome.port}/json/${action}`, { method });
    if (!answer.ok) throw new Error(`DevTools' /json/${action} answered ${answer.status}: ${await answer.text()}`);
    return answer;
  };
  return {
    // PUT: Chromium refuses /json/new by GET.
    open: async (url) => (await endpoint(`new?${url}`, 'PUT')).json() as Promise<Tab>,
    tabs: async () => ((await (await endpoint('list')).json()) as (Tab & { type: string })[]).filter((target) => target.type === 'page'),
    close: async (tab) => void (await endpoint(`close/${tab.id}`)),
    quit: () => chrome.kill(),
  };
}
