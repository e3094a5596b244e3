/**
 * "Published means live", in the editor: after each publish (Decap's documented `postPublish` event, which Decap sends
 * when an entry is published from the editorial workflow and, in its simple publish mode, after every save, which
 * commits straight to the branch) the panel (statusPanel.ts) says what became of the change, without leaving /admin/.
 *
 * - On GitHub: the branch's new head commit is followed (publishWatch.ts) through its deploy/site commit status, which
 *   .github/workflows/deploy.yml sets, and the site's build.json; on another host, or with no status, build.json alone
 *   says when the commit is live. A change still on its way when the editor is opened again is followed on.
 * - The editor's first screen says when the last nightly rebuild stopped or the site is more than two days old.
 * - With the local proxy (`npm run edit`) nothing is published: the panel says the change is saved on this computer and
 *   whether the site's build would accept it (localCheck.ts).
 */
import { PROXY_BACKEND } from '../backends/mediaGuard.ts';
import type { EditorEntryLists } from '../entryCheck.ts';
import { signedInToken } from './decapSession.ts';
import { entryPage } from './entryPage.ts';
import { localCheck } from './localCheck.ts';
import { publishing, savedHere, say, siteWarning, usualMinutes, type Watch } from './publishStatus.ts';
import { PublishWatch } from './publishWatch.ts';
import { deployStatus, headCommit, lastNightly, recentDeploys, siteBuild, type GitHubRepo } from './siteStatus.ts';
import { StatusPanel } from './statusPanel.ts';

/** The parts of config.yml read here (after the backend is chosen: localProxy.ts). */
interface StatusConfig {
  backend: { name: string; repo?: unknown; branch?: unknown };
  site_url?: string;
}

/** Where a change on its way is kept between two openings of the editor. */
const KEPT = 'college-editor-publishing';
const A_DAY = 24 * 60 * 60_000;

type Listener = { name: 'postPublish'; handler: () => undefined };

/**
 * The site's root on the editor's own host: the folder above the editor's (/admin/ or /<base path>/admin/). build.json
 * is read there, on the host that serves the editor, which the editor's Content-Security-Policy allows.
 */
function siteRoot(location: Location): URL {
  const path = location.pathname;
  const at = path.lastIndexOf('/admin');
  return new URL(at >= 0 ? path.slice(0, at + 1) : '/', location.origin);
}

export function followPublishes(register: (listener: Listener) => void, config: StatusConfig, lists: EditorEntryLists): void {
  const panel = new StatusPanel(document);
  const root = siteRoot(location);
  if (config.backend.name === PROXY_BACKEND) {
    const admin = new URL(location.pathname, location.origin);
    register({
      name: 'postPublish',
      handler: () => void localCheck(admin).then((check) => panel.change(savedHere(check))),
    });
    return;
  }
  // The page of a change: on the site's public address (config.yml's site_url) under this host's base path.
  const site = config.site_url ? new URL(root.pathname, config.site_url).href : root.href;
  const branch = typeof config.backend.branch === 'string' ? config.backend.branch : 'main';
  const repo = (): GitHubRepo | undefined =>
    typeof config.backend.repo === 'string' ? { repo: config.backend.repo, token: signedInToken(localStorage, config.backend.name) } : undefined;

  const watch = new PublishWatch({
    async check({ commit }) {
      const github = repo();
      const [deploy, build] = await Promise.all([github && deployStatus(github, commit), siteBuild(root)]);
      return { ...(deploy && { deploy }), ...(build && { build }) };
    },
    show: (followed) => panel.change(say(followed, Date.now())),
    keep: (followed) => (followed ? localStorage.setItem(KEPT, JSON.stringify(followed)) : localStorage.removeItem(KEPT)),
    clock: { now: () => Date.now(), setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (timer) => window.clearTimeout(timer as number) },
    tab: { hidden: () => document.visibilityState === 'hidden', onChange: (listener) => document.addEventListener('visibilitychange', listener) },
  });

  register({
    name: 'postPublish',
    handler: () => {
      const startedAt = Date.now();
      const github = repo();
      void Promise.all([github && headCommit(github, branch), github ? recentDeploys(github) : []]).then(([head, runs]) => {
        if (!head) return panel.change({ text: 'Your change is published. The editor could not ask GitHub when the site will show it.' });
        watch.follow(publishing({ commit: head.sha, page: entryPage(site, head.files, lists.contentPath, lists.pageFolders), startedAt }, usualMinutes(runs)));
      });
      // Decap waits for its listeners: nothing is awaited here, and the entry is left as it is.
      return undefined;
    },
  });

  // Opened while a change is on its way (published today): follow it on, from a check now.
  const kept = readKept();
  if (kept?.kind === 'publishing' && Date.now() - kept.startedAt < A_DAY) watch.follow({ ...kept, checks: 0 });

  // The site itself, on the first screen: the nightly rebuild stopped, or the site is old.
  const github = repo();
  void Promise.all([github && lastNightly(github), siteBuild(root)]).then(([nightly, build]) => panel.site(siteWarning(nightly, build, Date.now())));
}

function readKept(): Watch | undefined {
  try {
    return JSON.parse(localStorage.getItem(KEPT) ?? 'null') as Watch | undefined;
  } catch {
    return undefined;
  }
}
