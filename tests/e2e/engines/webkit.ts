import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { MINIBROWSER, WEBKIT_DRIVER, XVFB } from '../../../scripts/testBrowser.ts';
import { Builder, By, error, Key, until, type WebDriver } from 'selenium-webdriver';
import { UNTIL_STEADY, type Engine, type EngineOptions, type Tab } from './tab.ts';

/** A free port on this machine, as the system gives one out. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts `command`, and answers with what it printed once its output matches `ready`, or fails if it exits first. */
async function started(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; printed: string }> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  let said = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (ready.test(printed)) resolve({ child, printed });
    });
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready: ${said}`)));
  });
}

/** How long a new MiniBrowser may take to give its session (under 1 s on this machine, with both cores busy). */
const SESSION_SECONDS = 20;
/**
 * How long the worker's first MiniBrowser may take: the first start after a while loads WebKitGTK and builds what it
 * keeps between starts, and beside two Chromium workers on two cores it once gave no session in 20 s (a fresh-clone
 * run), as Firefox's first start once took over 30 s. It is started while the worker sets the engine up, within the
 * engine fixture's 120 s, not within a test's 30.
 */
const FIRST_SESSION_SECONDS = 90;

/** Starts WebKitWebDriver on a free port of the display's, and answers once its status endpoint does. */
async function startDriver(display: string): Promise<{ port: number; process: ChildProcess; said: () => string }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  driver.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  // WebKitWebDriver says nothing once listening: its status endpoint answers when it is.
  for (let tries = 0; ; tries++) {
    const status = await fetch(`http://127.0.0.1:${port}/status`).catch(() => undefined);
    if (status?.ok) return { port, process: driver, said: () => said };
    if (tries > 100) {
      driver.kill();
      throw new Error(`WebKitWebDriver (${WEBKIT_DRIVER}) did not answer in 10 s: ${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKit: WebKitGTK's MiniBrowser driven by selenium-webdriver over W3C WebDriver, through WebKitWebDriver, on a
 * virtual display of its own (Xvfb: MiniBrowser has no headless mode). selenium-webdriver rather than webdriverio:
 * a client of the W3C protocol alone, with four dependencies, that talks to a driver the test starts and never fetches
 * one. Each tab is a session of its own, a new MiniBrowser with its own data (a phone that has never seen the site),
 * through a WebKitWebDriver of its own, ended with it: no tab meets a driver still closing the last one's browser.
 */
export async function launchWebKit({ httpsProxy }: EngineOptions): Promise<Engine> {
  // -displayfd: Xvfb picks a free display and writes its number, so that two runs never share one.
  const xvfb = await started(XVFB, ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], process.env, /^\d+\n/);
  const display = `:${xvfb.printed.trim()}`;
  const drivers = new Set<ChildProcess>();
  // Ended with the process too, should it stop without quitting (a test worker that crashed): never left running.
  const end = () => {
    for (const driver of drivers) driver.kill();
    xvfb.child.kill();
  };
  process.once('exit', end);
  const open = async (seconds = SESSION_SECONDS): Promise<Tab> => {
    const driver = await startDriver(display);
    drivers.add(driver.process);
    const building = new Builder()
      .usingServer(`http://127.0.0.1:${driver.port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Its requests go through the proxy, but for the site's own on 127.0.0.1 (MiniBrowser's options: WebKitWebDriver
        // does not pass on W3C's proxy capability); the proxy's certificate is accepted.
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', `--proxy=http://${httpsProxy.host}:${httpsProxy.port}`, '--ignore-host=127.0.0.1', '--ignore-tls-errors'],
        },
      })
      .build();
    // A session that does not start fails here, saying what the driver said, not as the test's timeout with nothing.
    let timer: NodeJS.Timeout | undefined;
    const session = await Promise.race([
      building,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          driver.process.kill();
          reject(new Error(`MiniBrowser gave no session in ${seconds} s; WebKitWebDriver said: ${driver.said() || 'nothing'}`));
        }, seconds * 1000);
      }),
    ]).finally(() => clearTimeout(timer));
    return webkitTab(session, async () => {
      await session.quit();
      driver.process.kill();
      drivers.delete(driver.process);
    });
  };
  // The worker's first MiniBrowser, started and closed here, within the engine's setup (FIRST_SESSION_SECONDS).
  await (await open(FIRST_SESSION_SECONDS)).close();
  return {
    open: () => open(),
    quit: async () => {
      process.off('exit', end);
      end();
    },
  };
}

const KEYS = { Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, Enter: Key.ENTER };

/** Asks whether the tab holds another document than the one begun at `before` (its time origin), parsed. */
const NEW_DOCUMENT = 'return performance.timeOrigin !== arguments[0] && document.readyState !== "loading"';

function webkitTab(driver: WebDriver, close: () => Promise<void>): Tab {
  async function click(selector: string): Promise<void> {
    // Scrolled into view first, at once (UNTIL_STEADY): WebKitWebDriver scrolls with the page's own smooth scrolling
    // (the site sets it), then finds the element not yet in view and refuses the click ("element not interactable").
    await driver.executeScript(`return (async (...args) => { ${UNTIL_STEADY} })(...arguments)`, selector);
    await driver.findElement(By.css(selector)).click();
  }
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    run: (script, ...args) => driver.executeScript(`return (async (...args) => { ${script} })(...arguments)`, ...args),
    click,
    async clickToNewPage(selector, ms = 10_000) {
      const before = await driver.executeScript<number>('return performance.timeOrigin');
      await click(selector);
      const newDocument = async () => {
        try {
          return await driver.executeScript<boolean>(NEW_DOCUMENT, before);
        } catch (failure) {
          // The old document unloaded while the question ran ("Callback was not called before the unload event").
          if (failure instanceof error.NoSuchFrameError) return false;
          throw failure;
        }
      };
      await driver.wait(newDocument, ms, `no new page within ${ms} ms of clicking ${selector}`);
    },
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    upload: async (selector, file) => driver.findElement(By.css(selector)).sendKeys(file),
    async resize(width, height) {
      // The window's size includes whatever MiniBrowser draws around the page: sized once, then by the difference, no
      // narrower than its toolbar lets it be.
      await driver.manage().window().setRect({ width, height });
      const [innerWidth, innerHeight] = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
      if (innerWidth > width || innerHeight !== height) {
        const { width: outerWidth, height: outerHeight } = await driver.manage().window().getRect();
        await driver
          .manage()
          .window()
          .setRect({ width: Math.max(outerWidth - (innerWidth - width), 1), height: outerHeight - (innerHeight - height) });
      }
      return driver.executeScript<number>('return innerWidth');
    },
    async acceptAlert(ms = 10_000) {
      const alert = await driver.wait(until.alertIsPresent(), ms);
      const message = await alert.getText();
      await alert.accept();
      return message;
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close,
  };
}
