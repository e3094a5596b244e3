/**
 * The browser the tests drive: Chromium's headless shell, the build of Chromium made for automation that Playwright
 * itself runs headless (Debian's chromium-headless-shell, the same version as its chromium). Full Chromium in headless
 * mode also runs the browser's own interface: the accessibility and every-page walks took 151 s in it against 89 s in
 * the shell. The shell has no PDF viewer (a PDF opened in a tab is saved). $CHROME_PATH picks another binary.
 * Lighthouse (scripts/audit.ts) measures in full Chromium, as a visitor's browser.
 */
export const TEST_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
