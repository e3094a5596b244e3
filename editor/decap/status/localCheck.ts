/**
 * With `npm run edit` the dev server answers one more address beside the editor: the whole content check of the content
 * folder as it is now (editor/devPlugin.ts), which the editor asks after each save to say whether the site's build would
 * accept it. The built editor has no such address, and says only what its own check before saving found.
 */
import type { ContentProblem } from '../../../scripts/content/errors.ts';
import { problemInFileWords } from '../../helpers/officeWords.ts';

/** The address, beside the editor's page. */
export const LOCAL_CHECK_PATH = 'content-check';

/** What the dev server answers: the check's first problems (none: the build would accept the content). */
export interface LocalCheckAnswer {
  problems: ContentProblem[];
}

/** The whole check's verdict in the office's words, or undefined when no such check answers. */
export async function localCheck(admin: URL): Promise<{ accepted: true } | { problem: string } | undefined> {
  try {
    const response = await fetch(new URL(LOCAL_CHECK_PATH, admin), { method: 'POST', cache: 'no-store' });
    if (!response.ok) return undefined;
    const { problems } = (await response.json()) as LocalCheckAnswer;
    return problems.length === 0 ? { accepted: true } : { problem: problemInFileWords(problems[0]) };
  } catch {
    return undefined;
  }
}
