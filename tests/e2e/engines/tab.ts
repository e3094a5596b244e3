/**
 * What a test of the visitor's promises needs of a browser, in any engine: a tab it opens pages in, reads with
 * JavaScript, clicks, types into and resizes. Firefox is driven through WebDriver BiDi (firefox.ts), WebKit through W3C
 * WebDriver (webkit.ts); both answer to this interface, so one list of cases (visits.ts) runs in each.
 */
export interface Tab {
  /** The engine's name, as a test names it: 'firefox' or 'webkit'. */
  engine: string;
  /** Opens `url` in the tab and answers once its `load` event has fired. */
  goto(url: string): Promise<void>;
  /** The tab's address now. */
  url(): Promise<string>;
  /**
   * Runs `script` in the page, the body of an async function given `args`, and answers with what it returns (as JSON):
   * `tab.run('return document.title')`.
   */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  /** Clicks the first element `selector` finds, as a pointer does, once it is in view and has stopped moving. */
  click(selector: string): Promise<void>;
  /**
   * Clicks as `click` does what leads to another page (a link, a button whose script reloads the page), and answers
   * once that page's document is parsed, within `ms` of the click. What is read after it is read in the new page: a
   * script run while the old one unloads fails in both engines.
   */
  clickToNewPage(selector: string, ms?: number): Promise<void>;
  /** Types `text` into the first element `selector` finds, as a keyboard does. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in the page as a keyboard does: 'Escape', 'ArrowRight', 'Enter'. */
  press(key: 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'Enter'): Promise<void>;
  /** Picks `file` (a path) in the file input `selector` finds. */
  upload(selector: string, file: string): Promise<void>;
  /**
   * Resizes the page's viewport (CSS pixels) and answers with its width: MiniBrowser's window is never narrower than
   * its toolbar (447 px), so a narrower width gives that.
   */
  resize(width: number, height: number): Promise<number>;
  /** Accepts the alert the page shows next (within `ms`) and answers with its message. */
  acceptAlert(ms?: number): Promise<string>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** What an engine is started with: the proxy its HTTPS requests go through (stubProvider.ts). */
export interface EngineOptions {
  httpsProxy: { host: string; port: number };
}

/** An engine started for a test worker: each tab it opens is a phone that has never seen the site. */
export interface Engine {
  open: () => Promise<Tab>;
  quit: () => Promise<void>;
}

/**
 * A script (run with the element's selector as `args[0]`) that answers once the element has stopped moving: its box the
 * same over three frames in a row, as a visitor waits for a panel to finish opening before tapping what it moved.
 */
export const UNTIL_STEADY = `const element = document.querySelector(args[0]);
if (!element) throw new Error('no ' + args[0]);
element.scrollIntoView({ block: 'center', behavior: 'instant' });
const box = () => JSON.stringify(element.getBoundingClientRect());
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
for (let last = box(), same = 0; same < 3; ) {
  await frame();
  const now = box();
  same = now === last ? same + 1 : 0;
  last = now;
}`;
