/**
 * What every build says about itself in `build.json` at the site's root (under the base path), never cached: the
 * commit it was built from (null outside git), when it was built (UTC) and the warnings the content check gave. The
 * editor reads it to tell the office whether a published change is live.
 */
import { z } from 'zod';

export const BUILD_INFO_FILE = 'build.json';

export const buildInfoSchema = z.object({
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .nullable(),
  builtAt: z.iso.datetime(),
  warnings: z.array(z.object({ where: z.string(), message: z.string() })),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;
