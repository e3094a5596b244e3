/**
 * The files the editor saves, through the real editor at /admin/ and Decap's real local proxy (decap-server) on a
 * scratch git copy of the fixture site: what git sees on disk after each save.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { editorTarget, scratchRepository, startProxy } from './editorLocalBackend.ts';

// As in editor.spec.ts: each test opens the 7 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let scratch: ReturnType<typeof scratchRepository>;
let proxy: ChildProcess;

test.beforeAll(async ({ request }) => {
  const target = editorTarget(await (await request.get('/admin/config.yml')).text());
  scratch = scratchRepository(target);
  proxy = await startProxy(scratch.repo, target.proxyPort);
});

test.afterAll(() => {
  proxy?.kill();
  scratch?.remove();
});

async function openEditor(page: Page, address: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Notices' })).toBeVisible();
  await page.goto(`/admin/${address}`);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** The lines git shows removed (-) and added (+) in a file of the scratch copy since the fixture's commit. */
const changedLines = (file: string) =>
  execFileSync('git', ['diff', '--unified=0', '--', path.relative(scratch.repo, path.join(scratch.contentDir, file))], { cwd: scratch.repo, encoding: 'utf8' })
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));

test('changing one fee on the fees page changes that one line of its file', async ({ page }) => {
  const file = 'pages/onlineAdmissions/feeStructure.md';
  const line = readFileSync(path.join(scratch.contentDir, file), 'utf8')
    .split('\n')
    .find((text) => text.includes('Transfer Certificate'))!;
  const amount = Number(/amount: (\d+)/.exec(line)![1]);
  await openEditor(page, '#/collections/pages-onlineAdmissions/entries/onlineAdmissions-feeStructure');
  // The list shows each fee by its label; opening one shows its fields (the other fees' stay hidden).
  const fee = page.getByText('Transfer Certificate', { exact: true }).locator('xpath=..');
  await fee.getByRole('button').first().click();
  await fee.getByLabel(/^Amount/).fill(String(amount + 50));
  await publish(page);
  await expect.poll(() => changedLines(file)).toEqual([`-${line}`, `+${line.replace(`amount: ${amount}`, `amount: ${amount + 50}`)}`]);
});
