/**
 * What the site says it was built from: `build.json` at the site's root (under BASE_PATH), written by every build. The
 * editor reads it to tell the office whether its change is live; the build writes it with this same schema, so the two
 * cannot drift apart. docs/deploying.md describes it.
 */
import { z } from 'zod';

/** The file's name, at the root of the built site (`/college/build.json` under the sub-path `/college/`). */
export { BUILD_INFO_FILE } from './buildInfoFile.ts';

/** One content warning, in the words the content check prints it. */
const BuildWarning = z.object({
  /** The file and line the warning is about, as the build's log names them (content/…:3): for the web maintainer. */
  where: z.string(),
  /** What is wrong. */
  message: z.string(),
});

export const BuildInfo = z.strictObject({
  /** The commit the site was built from (40 hexadecimal digits), or null when the build did not run in a git checkout. */
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .nullable(),
  /** When the site was built, in ISO 8601 UTC (e.g. 2026-11-23T00:00:00.000Z). */
  builtAt: z.iso.datetime(),
  /**
   * The content's warnings, as the build's log prints them: none stops a build. For the web maintainer and the tools
   * that read the file; the editor shows the office its own words, never these places.
   */
  warnings: z.array(BuildWarning),
});

export type BuildInfo = z.infer<typeof BuildInfo>;
