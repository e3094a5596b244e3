/**
 * The editor's Quick add menu (Decap's header, widened by editor/decap/styles/header.css), through the real editor at
 * /admin/ and Decap's local proxy: every item's text whole and inside the window, at 1280 px and on a phone. Decap's
 * own menu is 160 px wide and cut "text page in /onlineAdmissions" to "text page in /onlineA".
 */
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { openEditor } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>>;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
});

test.afterAll(() => backend?.stop());

/** Each item of the open menu: its text, whether the text is clipped inside it, and whether it ends inside the menu and the window. */
const itemsShown = (page: Page) =>
  page.getByRole('menuitem').evaluateAll((items) =>
    items.map((item) => {
      const text = item.querySelector('span') ?? item;
      const list = item.closest('ul')!.getBoundingClientRect();
      const { left, right } = text.getBoundingClientRect();
      return {
        text: item.textContent,
        whole: item.scrollWidth <= item.clientWidth && right <= list.right && left >= list.left && list.left >= 0 && list.right <= window.innerWidth,
      };
    }),
  );

for (const width of [1280, 375]) {
  test(`at ${width} px the Quick add menu shows every item’s text whole, inside the window`, async ({ editorTab: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openEditor(page, backend.config, '');
    await page.getByRole('button', { name: 'Quick add' }).click();
    await expect(page.getByRole('menuitem', { name: 'text page in /onlineAdmissions' })).toBeVisible();
    const items = await itemsShown(page);
    expect(items.length).toBeGreaterThan(5);
    expect(items.filter(({ whole }) => !whole)).toEqual([]);
  });
}
