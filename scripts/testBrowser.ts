/**
 * The browser the tests drive: Chromium's headless shell, the build of Chromium made for automation that Playwright
 * itself runs headless (Debian's chromium-headless-shell, the same version as its chromium). Full Chromium in headless
 * mode also runs the browser's own interface: the accessibility and every-page walks took 151 s in it against 89 s in
 * the shell. The shell has no PDF viewer (a PDF opened in a tab is saved). $CHROME_PATH picks another headless shell.
 */
export const TEST_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Full Chromium, the browser a visitor has, with its PDF viewer: the tests of a document's frame and of a phone whose
 * viewer is turned off (tests/e2e/documents-phone.spec.ts), and Lighthouse (`npm run audit`). Debian's `chromium`;
 * $CHROMIUM_PATH picks another full Chromium or Chrome (GitHub's runners have Google Chrome), never a headless shell.
 */
export const VIEWER_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The switches every Chromium the tests and benches launch is given: no sandbox (root in a container), no GPU, and none
 * of the browser's own traffic (QUIC, background requests, component updates, sync, the first-run pages), which on this
 * network only waits for addresses it cannot reach. Full Chromium without them took 1.3 s to start, 0.26 s with them.
 */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The other two engines of the cross-engine tests (tests/e2e/engines/), from Debian's packages: Firefox ESR
 * (`firefox-esr`), and WebKitGTK's driver with its MiniBrowser (`webkit2gtk-driver`) on a virtual display (`xvfb`).
 * $FIREFOX_PATH, $WEBKIT_DRIVER_PATH and $MINIBROWSER_PATH pick others.
 */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

/**
 * Each engine's files, with the Debian package that installs them and the variable that picks another: every engine a
 * test needs (and poppler's pdftoppm), named once. `.ci/run` and `npm run test:e2e` install them through scripts/ensure-engines.ts, and the check
 * workflow gives each its variable (tests/unit/check-workflow.test.ts). `npm run test:content` needs the first alone.
 */
export const ENGINES = [
  { name: "Chromium's headless shell", file: TEST_BROWSER, debianPackage: 'chromium-headless-shell', variable: 'CHROME_PATH' },
  { name: 'Chromium with its PDF viewer', file: VIEWER_BROWSER, debianPackage: 'chromium', variable: 'CHROMIUM_PATH' },
  { name: 'Firefox ESR', file: FIREFOX, debianPackage: 'firefox-esr', variable: 'FIREFOX_PATH' },
  { name: "WebKitGTK's WebDriver", file: WEBKIT_DRIVER, debianPackage: 'webkit2gtk-driver', variable: 'WEBKIT_DRIVER_PATH' },
  { name: 'MiniBrowser', file: MINIBROWSER, debianPackage: 'webkit2gtk-driver', variable: 'MINIBROWSER_PATH' },
  { name: 'Xvfb', file: XVFB, debianPackage: 'xvfb', variable: undefined },
  // Not an engine: another reader of PDFs, whose drawing of a page the unit tests hold the build's against.
  { name: "poppler's pdftoppm", file: '/usr/bin/pdftoppm', debianPackage: 'poppler-utils', variable: undefined },
] as const;
