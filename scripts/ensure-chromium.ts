/**
 * Browser tests need Chromium: $CHROME_PATH, else /usr/bin/chromium. On a Debian machine where we are
 * root it installs Debian's package; otherwise it says in one line how to get it.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(wanted)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROME_PATH;
  if (!canInstall) {
    console.error(`Chromium not found at ${wanted}: install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
