/**
 * What the tools the build runs (Vite, Vike, Rolldown) print. A build prints its own lines: each phase, the content's
 * notes and warnings, its failure in the office's words, and a closing summary. The tools' detail (Vite's table of every
 * chunk, Vike's list of every page it prerendered, each step's "transforming…") is printed only with
 * BUILD_VERBOSE=true, for the maintainer who needs it; the tools' warnings are always printed, but for those of
 * dependencies understood below.
 */
import type { LogLevel } from 'vite';

/** BUILD_VERBOSE=true: every line the tools print, and every warning, understood or not. */
export const VERBOSE = process.env.BUILD_VERBOSE === 'true';

/** Vite's `logLevel` for the build's bundles: its warnings and errors, or with BUILD_VERBOSE everything. */
export const TOOL_LOG_LEVEL: LogLevel = VERBOSE ? 'info' : 'warn';

/** A warning as Rolldown hands it to `onwarn`: its code and the module it is about. */
interface ToolWarning {
  code?: string;
  id?: string;
  message: string;
}

/**
 * Warnings understood, each of no consequence: about code in a dependency (the editor's bundle, the only one that holds
 * these packages, Decap's), or about the bundler's own report; `where` is matched against the module and the message.
 */
const UNDERSTOOD: { code: string; where: RegExp; why: string }[] = [
  {
    code: 'EVAL',
    // gray-matter evaluates front matter written as JavaScript (`---js`), which the editor never reads (its formats
    // parse YAML); @iarna/toml and js-sha256 reach Node's util, crypto and Buffer through eval only when run in Node.
    where: /node_modules\/(gray-matter|@iarna\/toml|js-sha256)\//,
    why: 'an eval a browser never runs',
  },
  {
    code: 'MODULE_LEVEL_DIRECTIVE',
    // "use client" marks where React Server Components hand over to the browser; a bundle for the browser alone has
    // no such border, so the directive dropped changes nothing.
    where: /node_modules\/react-toastify\//,
    why: 'a "use client" directive, meaningless in a browser-only bundle',
  },
  {
    code: 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME',
    // Vike adds a group of its own to the site's code splitting (vite.config.ts), for its CSS, named by a function;
    // Rolldown asks for a label to name it in its timing report, which the build does not print.
    where: /output\.codeSplitting\.groups\[\d+\]\.name` is a function/,
    why: 'a label for a timing report the build does not print',
  },
];

/** Whether a tool's warning is one understood above (and not printed but with BUILD_VERBOSE). */
export function understoodWarning({ code, id, message }: ToolWarning): boolean {
  const where = `${id ?? ''} ${message}`.replaceAll('\\', '/');
  return UNDERSTOOD.some((known) => known.code === code && known.where.test(where));
}

/**
 * Lines a tool prints as warnings that are understood:
 * - Vike's "build.cssCodeSplit shouldn't be set to false": the site ships one stylesheet to every page on purpose
 *   (vite.config.ts); Vike warns because a server's assets may then miss their CSS, and the site has no server: every
 *   page is prerendered with the stylesheet linked, which the browser tests see styled.
 */
const UNDERSTOOD_LINES = [/\[vike\]\[Warning\] build\.cssCodeSplit shouldn't be set to false/];

/** Whether a line a tool printed to its error output is one understood above (and not printed but with BUILD_VERBOSE). */
export function understoodLine(line: string): boolean {
  // eslint-disable-next-line no-control-regex -- a tool's colours around its words
  const words = line.replace(/\u001b\[[\d;]*m/g, '');
  return !VERBOSE && UNDERSTOOD_LINES.some((known) => known.test(words));
}

/** Rolldown's `onwarn` for the build's bundles: a warning understood is let go, every other one printed as Vite prints it. */
export function onToolWarning<Warning extends ToolWarning>(warning: Warning, print: (warning: Warning) => void): void {
  if (VERBOSE || !understoodWarning(warning)) print(warning);
}
