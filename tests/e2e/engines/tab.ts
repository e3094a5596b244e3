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
  /** Clicks the first element `selector` finds, as a pointer does (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element `selector` finds, as a keyboard does. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in the page as a keyboard does: 'Escape', 'ArrowRight', 'Enter'. */
  press(key: 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'Enter'): Promise<void>;
  /** Resizes the page's viewport (CSS pixels). */
  resize(width: number, height: number): Promise<void>;
  /** Accepts the alert the page shows next (within `ms`) and answers with its message. */
  acceptAlert(ms?: number): Promise<string>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}
