/**
 * The build's two largest steps, each run by scripts/build.ts in a process of its own (buildSupport/ownProcess.ts):
 * `node --import tsx scripts/buildSteps.ts <step> <input as JSON>`. Each loads only what it uses.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { BuildInfo } from '../common/buildInfo.ts';
import { BuildFailure } from './buildSupport/buildFailure.ts';
import { answerParent, goAhead } from './buildSupport/ownProcess.ts';
import { onToolWarning, TOOL_LOG_LEVEL } from './buildSupport/toolOutput.ts';

export interface StepInput {
  root: string;
  contentDir: string;
  /** The staging folder: Vite's outDir, with the site in client/. */
  outDir: string;
}

/** What the content step answers: the content's warnings in the office's words, for the site's build.json. */
export interface ContentStepAnswer {
  warnings: BuildInfo['warnings'];
}

/**
 * The Vite config for both of Vike's steps: vite.config.ts imported by Node itself (tsx registered), not bundled first,
 * so that what it loads only for the dev server is never loaded here. Vite's and Vike's lists of what they wrote only
 * with BUILD_VERBOSE (toolOutput.ts).
 */
const viteConfig = (outDir: string) => ({
  configLoader: 'native' as const,
  logLevel: TOOL_LOG_LEVEL,
  build: { outDir, rolldownOptions: { onwarn: onToolWarning } },
});

const steps = {
  /**
   * The content compiled into .generated/ (scripts/content/): its warnings said, its problems stop the build. Answers
   * with the warnings in the office's words, which the build writes into build.json and counts in its closing line.
   */
  async content({ root, contentDir }: StepInput): Promise<ContentStepAnswer> {
    const { compileForBuild } = await import('./content/compileForBuild.ts');
    const compiled = await compileForBuild({ root, contentDir });
    for (const note of compiled.notes) console.log(note);
    for (const warning of compiled.warnings) console.warn(warning);
    if (compiled.failure) throw new BuildFailure(compiled.failure);
    return { warnings: compiled.warningsInWords };
  },
  /**
   * The pages' code bundled by Vite and Vike (it reads no content), then, once the build says the content is compiled,
   * every page prerendered to HTML on disk (pages read the compiled content through renderer/readGenerated.ts): in one
   * process, so that the prerender finds Vite's and Vike's config as the bundle loaded it. Vike's
   * index.pageContext.json files serve client-side navigation, which the site does not use (clientHooks: false).
   */
  async pages({ outDir }: StepInput) {
    const { build, prerender } = await import('vike/api');
    await build({ viteConfig: viteConfig(outDir), vikeConfig: { prerender: { disableAutoRun: true } } });
    await (await import('vite')).build((await import('../vite.config.ts')).serviceWorkerConfig(outDir)); // the service worker, alone
    await goAhead();
    await prerender({ viteConfig: viteConfig(outDir) });
    const clientDir = path.join(outDir, 'client');
    for (const file of fg.sync('**/*.pageContext.json', { cwd: clientDir })) rmSync(path.join(clientDir, file));
  },
};

const doing = { content: 'compiling the content', pages: 'bundling and prerendering the pages' };
const [step, input] = process.argv.slice(2) as [keyof typeof steps, string];
await answerParent(() => steps[step](JSON.parse(input) as StepInput), doing[step]);
