import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Tab } from './tab.ts';

/** Debian's Firefox ESR (`firefox-esr`), or $FIREFOX_PATH. */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox, headless, driven by puppeteer-core over WebDriver BiDi, the W3C protocol Firefox speaks itself (no
 * geckodriver). One browser serves a test worker; each tab opens in a browser context of its own, a phone that has never
 * seen the site (its own cookies, caches and service workers).
 */
export async function launchFirefox(): Promise<{ open: () => Promise<Tab>; quit: () => Promise<void> }> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, protocol: 'webDriverBiDi', headless: true });
  return {
    open: async () => {
      const context = await browser.createBrowserContext();
      return firefoxTab(await context.newPage(), () => context.close());
    },
    quit: () => browser.close(),
  };
}

function firefoxTab(page: Page, close: () => Promise<void>): Tab {
  // Each alert is accepted as it opens (an alert left open would hold the page), its message kept for acceptAlert.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    url: async () => page.url(),
    run: (script, ...args) => page.evaluate(`(async (...args) => { ${script} })(...${JSON.stringify(args)})`),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    async acceptAlert(ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!alerts.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!alerts.length) throw new Error(`no alert within ${ms} ms`);
      return alerts.shift()!;
    },
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    close,
  };
}
