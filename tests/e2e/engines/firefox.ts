import { FIREFOX } from '../../../scripts/testBrowser.ts';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { UNTIL_STEADY, type Engine, type EngineOptions, type Tab } from './tab.ts';

/**
 * Firefox, headless, driven by puppeteer-core over WebDriver BiDi, the W3C protocol Firefox speaks itself (no
 * geckodriver). One browser serves a test worker; each tab opens in a browser context of its own, a phone that has never
 * seen the site (its own cookies, caches and service workers).
 */
export async function launchFirefox({ httpsProxy }: EngineOptions): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    // Firefox's first start in a new profile, beside two Chromium workers on two cores, once took longer than
    // puppeteer's 30 s: started once a worker, it may take what the engine's fixture allows (engineTests.ts).
    timeout: 90_000,
    acceptInsecureCerts: true,
    // HTTPS alone goes through the proxy: the site, on 127.0.0.1, is plain HTTP. No PDF viewer inside a page, as a
    // phone's browser has none: a page's documents are shown as pictures (visits.ts, DOCUMENT_SHOWN).
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.ssl': httpsProxy.host,
      'network.proxy.ssl_port': httpsProxy.port,
      'pdfjs.disabled': true,
    },
  });
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
  async function click(selector: string): Promise<void> {
    await page.evaluate(`(async (...args) => { ${UNTIL_STEADY} })(${JSON.stringify(selector)})`);
    await page.click(selector);
  }
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    url: async () => page.url(),
    run: <T>(script: string, ...args: unknown[]) => page.evaluate(`(async (...args) => { ${script} })(...${JSON.stringify(args)})`) as Promise<T>,
    click,
    async clickToNewPage(selector, ms = 10_000) {
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: ms }), click(selector)]);
    },
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    async upload(selector, file) {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector} to pick a file in`);
      await (input as unknown as { uploadFile: (file: string) => Promise<void> }).uploadFile(file);
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => innerWidth);
    },
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
