import { z } from 'zod';

/** Text the office types; never empty. */
export const Text = z.string({ error: 'some text here' }).trim().min(1, { error: 'some text here' });

/** A full external address. */
export const ExternalUrl = z.url({ protocol: /^https?$/, error: 'a full web address starting with https://' });

/** A path inside the site, e.g. /home/missionVision (case matters: it is the page's address). */
export const Route = z
  .string({ error: 'a route such as /home/missionVision' })
  .regex(/^\/[A-Za-z0-9\-_/]*$/, { error: 'a route such as /home/missionVision (starting with /, no spaces)' });

/** A file under content/, named relative to content/ (e.g. images/logo.svg). */
export const ContentFile = z
  .string({ error: 'a file name relative to content/, e.g. images/logo.svg' })
  .trim()
  .regex(/^[^/\\].*\.[A-Za-z0-9]+$/, { error: 'a file name relative to content/, e.g. images/logo.svg' });
