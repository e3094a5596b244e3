import { test as base, type Page } from '@playwright/test';

/**
 * The editor's tests, each in the one tab its worker keeps open (`editorTab`) instead of a tab in a browser of its own.
 * Decap is a 4 MB script: started in a new browser context it took about 1.6 s of the processor, loaded again in the same
 * tab about 1.1 s (the tab keeps its compiled code and its cache). Each test still starts as a new visitor would:
 * - before it, the tab is sized as the test asks (its `viewport`, 1280 × 720 unless the file says otherwise);
 * - after it, the tab leaves the editor (accepting "leave the page?" if a form was left unsaved), then forgets what
 *   the site stored (the sign-in, Decap's copies of unsaved forms), the handlers the test added and its routes.
 * A test that installs a fake clock (page.clock) or needs a phone's touch screen (isMobile, hasTouch) stays on `page`,
 * in a browser context of its own: neither can be taken back out of a tab.
 */
export const test = base.extend<{ editorTab: Page }, { workerTab: Page }>({
  workerTab: [
    async ({ browser }, run, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, serviceWorkers });
      await run(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  editorTab: async ({ workerTab: tab, viewport }, run) => {
    await tab.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await run(tab);
    tab.removeAllListeners();
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    tab.once('dialog', (dialog) => dialog.accept());
    // A page of the same site, so that the tab keeps its process (and the editor's compiled code) for the next test.
    await tab.goto('/robots.txt');
    tab.removeAllListeners('dialog');
    await tab.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise((resolve, reject) => {
              const deleting = indexedDB.deleteDatabase(name!);
              deleting.onsuccess = resolve;
              deleting.onerror = () => reject(deleting.error);
            }),
        ),
      );
    });
  },
});
