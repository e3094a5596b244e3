/**
 * Browser tests drive Chromium's headless shell (scripts/testBrowser.ts): $CHROME_PATH, else
 * /usr/bin/chromium-headless-shell. On a Debian machine where we are root it installs Debian's package; otherwise it
 * says in one line how to get it.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_BROWSER } from './testBrowser.ts';

if (!existsSync(TEST_BROWSER)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROME_PATH;
  if (!canInstall) {
    console.error(
      `Chromium's headless shell not found at ${TEST_BROWSER}: install it (Debian: sudo apt-get install -y chromium-headless-shell) or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
}
