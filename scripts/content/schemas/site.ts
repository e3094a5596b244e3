import { z } from 'zod';
import { ContentFile, ExternalUrl, Route, Text } from './common.ts';

/** A link leaving the site. `url` may be left out when the address is not known: it is then shown as plain text, never as a dead link. */
const ExternalLinkSchema = z.strictObject({
  /** What the visitor reads. */
  label: Text,
  /** Where it goes; omit when unknown. */
  url: ExternalUrl.optional(),
});

const SocialLinkSchema = z.strictObject({
  /** Which network: decides the icon. */
  network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'mail'], { error: 'one of facebook, instagram, youtube, x, linkedin, mail' }),
  /** The page's address (for mail, a mailto: address). */
  url: z.string().regex(/^(https?:\/\/|mailto:)\S+$/, { error: 'a web address (https://…) or mailto:someone@example.org' }),
  label: Text,
});

export const SiteSchema = z.strictObject({
  /** The college's full name, shown in the header, titles and the hero. */
  name: Text,
  /** The site's public address (for canonical links, the sitemap, link previews); SITE_URL overrides it at build time. */
  url: ExternalUrl,
  /** A short name for tight places (browser tab suffix, footer). */
  shortName: Text,
  /** One line under the name in the header, e.g. the accreditation. */
  headerNote: Text,
  /** Postal address, one line each. */
  address: z.array(Text).min(1),
  /** Exactly two phone numbers, as dialled. */
  phones: z
    .array(z.string().regex(/^\+?[0-9 ()-]{6,}$/, { error: 'a phone number such as +91 370 000 0000' }))
    .length(2, { error: 'exactly two phone numbers' }),
  /** Exactly two contact e-mail addresses. */
  emails: z.array(z.email({ error: 'an e-mail address such as office@example.org' })).length(2, { error: 'exactly two e-mail addresses' }),
  /** The two logos beside the name. */
  logos: z.array(z.strictObject({ image: ContentFile, alt: Text })).length(2, { error: 'exactly two logos' }),
  hero: z.strictObject({
    /** Shown as "<headline> <college name>". */
    headline: Text,
    subline: Text,
    applyRoute: Route,
    prospectusUrl: ExternalUrl,
  }),
  statistics: z.array(z.strictObject({ value: Text, label: Text })).min(1),
  statisticsTagline: Text,
  motto: Text,
  foundedYear: z.number().int().min(1800).max(2100),
  copyrightYear: z.number().int().min(1990).max(2100),
  externalLinks: z.array(ExternalLinkSchema),
  social: z.array(SocialLinkSchema),
  /**
   * Where the editor at /admin/ saves changes on GitHub (each as a pull request). Optional: without it the build
   * takes the CI's own repository or the git remote; CMS_REPOSITORY and CMS_BRANCH override both at build time.
   */
  editor: z
    .strictObject({
      /** The GitHub repository as owner/name, e.g. college/website. */
      repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/, { error: 'a GitHub repository as owner/name, e.g. college/website' }),
      /** The branch the site is built from; omit for the CI's own branch, else main. */
      branch: z
        .string()
        .regex(/^[\w.-]+(?:\/[\w.-]+)*$/, { error: 'a branch name such as main' })
        .optional(),
    })
    .optional(),
  /**
   * The e-mail provider's public ids for the feedback form. They are public by design; leave them empty (or leave the
   * group out) to switch the form off.
   */
  emailService: z
    .strictObject({
      serviceId: z.string().default(''),
      templateId: z.string().default(''),
      publicKey: z.string().default(''),
    })
    .prefault({}),
});

export type Site = z.infer<typeof SiteSchema>;
