import { execFileSync } from 'node:child_process';

/**
 * What `npm run edit` tells the office when git on this computer has no name and e-mail to sign its saves with (a new
 * machine's git has none): Decap's local proxy commits every save, and without them each save fails with no word of
 * why. Undefined when git has them, in the repository's own settings or this computer's.
 */
export function missingGitIdentity(repository: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    execFileSync('git', ['var', 'GIT_COMMITTER_IDENT'], { cwd: repository, env, stdio: 'ignore' });
    return undefined;
  } catch {
    return [
      'The editor cannot save yet: git on this computer does not know who is saving.',
      'Tell it once, with your own name and e-mail (they are written beside each change you save):',
      '',
      '  git config --global user.name "Your Name"',
      '  git config --global user.email "you@example.org"',
      '',
      'then start the editor again with npm run edit.',
    ].join('\n');
  }
}
