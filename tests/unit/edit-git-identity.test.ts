import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingGitIdentity } from '../../editor/gitIdentity.ts';

/**
 * `npm run edit` on a new machine, whose git knows no name and e-mail: Decap's local proxy could not commit a save, so
 * the editor says so in plain words and starts nothing. Git's settings are this test's own: an empty home folder, no
 * machine-wide settings.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'edit-identity-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const home = path.join(scratch, 'home');
const repo = path.join(scratch, 'repo');
mkdirSync(home);
mkdirSync(path.join(repo, 'content'), { recursive: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOME: home,
  XDG_CONFIG_HOME: home,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: path.join(home, '.gitconfig'),
};
for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL']) delete env[name];
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env, stdio: 'ignore' });
git('init', '-q');

describe('npm run edit where git has no name and e-mail', () => {
  it('says how to give them, and starts neither the proxy nor the dev server', () => {
    const edit = spawnSync(process.execPath, ['--import', 'tsx', 'editor/edit.ts'], {
      env: { ...env, CONTENT_DIR: path.join(repo, 'content'), DECAP_PROXY_PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(edit.status).toBe(1);
    expect(edit.stderr).toContain('The editor cannot save yet: git on this computer does not know who is saving.');
    expect(edit.stderr).toContain('git config --global user.email');
    expect(edit.stdout).not.toContain('Edit the site at');
  });

  it('is content once the repository, or this computer, gives them', () => {
    expect(missingGitIdentity(repo, env)).toBeDefined();
    git('config', 'user.name', 'Office');
    git('config', 'user.email', 'office@example.org');
    expect(missingGitIdentity(repo, env)).toBeUndefined();
  });
});
