/**
 * The browser tests drive three engines (scripts/testBrowser.ts): Chromium (its headless shell, and full Chromium where
 * a PDF viewer is needed), Firefox ESR, and WebKitGTK's MiniBrowser through its WebDriver on a virtual display; the unit
 * tests hold drawings against poppler's pdftoppm. Each is looked for where its variable says, else where its Debian
 * package puts it. On a Debian machine where we are root, the packages of those missing are installed (one
 * apt-get, unless a variable points elsewhere); otherwise it says in one line each how to get them, and stops.
 * `npx tsx scripts/ensure-engines.ts chromium` looks for Chromium alone (`npm run test:content` needs no other).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ENGINES, VIEWER_BROWSER } from './testBrowser.ts';

const wanted = process.argv[2] === 'chromium' ? ENGINES.slice(0, 1) : ENGINES;
// The frame tests need a browser that shows PDFs: a headless shell named as full Chromium would fail them one by one.
if (wanted.some(({ file }) => file === VIEWER_BROWSER) && /headless/i.test(path.basename(VIEWER_BROWSER))) {
  console.error(`CHROMIUM_PATH names ${VIEWER_BROWSER}, a headless shell, which has no PDF viewer: point it at full Chromium or Chrome.`);
  process.exit(1);
}
const missing = wanted.filter(({ file }) => !existsSync(file));
if (missing.length) {
  const canInstall =
    process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && missing.every(({ variable }) => variable === undefined || !process.env[variable]);
  if (!canInstall) {
    for (const { name, file, debianPackage, variable } of missing)
      console.error(
        `${name} not found at ${file}: install it (Debian: sudo apt-get install -y ${debianPackage})${variable ? ` or set ${variable} to another` : ''}.`,
      );
    process.exit(1);
  }
  const packages = [...new Set(missing.map(({ debianPackage }) => debianPackage))].join(' ');
  console.log(`${missing.map(({ name }) => name).join(', ')} missing: installing Debian's ${packages}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}
