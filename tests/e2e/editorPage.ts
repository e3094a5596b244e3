/**
 * What the editor's browser tests do in the editor's page: open it signed in to their own proxy, publish an entry, and
 * read what git sees changed in the scratch copy the proxy writes into (editorLocalBackend.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Opens the editor at `address`, signed in to the proxy the test's `config` (the built config.yml pointed at the test's
 * own proxy) names. Answers with the script errors and policy violations seen on the page, which the caller asserts on.
 */
export async function openEditor(page: Page, config: string, address: string): Promise<string[]> {
  const problems: string[] = [];
  // When a form refuses to save, Decap rejects its save promise with no reason ("undefined"), or with its failure action
  // ("Object") when the content check refused the entry: that is the refusal itself.
  page.on('pageerror', (error) => {
    if (error.message !== 'undefined' && error.message !== 'Object') problems.push(String(error));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: config }));
  await page.goto(`/admin/${address}`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  return problems;
}

/** Publishes the open entry at once (the local proxy's file mode has no editorial workflow). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/**
 * Saves the open entry in the editorial workflow and waits until the editor has opened it under its own address, its
 * status shown. Decap says "Entry saved" before it has read the saved entry back and opened it: a click made in between
 * (on Notices, say) is undone a moment later, when Decap opens the saved entry over whatever page is shown.
 */
export async function saveForReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Status:/ })).toBeVisible();
}

/**
 * From the editor's own page, the same tab, once a new entry has been saved or published: a new notice, its attachment
 * window open (the files it lists). It first waits until Decap has opened the saved entry under its own address (as
 * saveForReview does): Decap says so before it reads the entry back and opens it over whatever page is shown.
 */
export async function attachmentWindowOfAnotherNotice(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/#\/collections\/[^/]+\/new$/);
  await page
    .getByRole('link', { name: /Notices/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Create entry of type Notice' }).click();
  await page.getByRole('button', { name: /Add attachment/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
}

/**
 * Waits until `assertions` on files the proxy writes hold. decap-server writes a file in place: it is there, empty or
 * half written, for a moment before all of it is in, so a file read as soon as it appears can read as nothing at all.
 */
export const whenWritten = (assertions: () => void): Promise<void> => expect(assertions).toPass({ timeout: 10_000 });

/** The lines git shows removed (-) and added (+) in a file of the scratch copy since the fixture's commit. */
export const changedLines = (scratch: { repo: string; contentDir: string }, file: string): string[] =>
  execFileSync('git', ['diff', '--unified=0', '--', path.relative(scratch.repo, path.join(scratch.contentDir, file))], { cwd: scratch.repo, encoding: 'utf8' })
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));
