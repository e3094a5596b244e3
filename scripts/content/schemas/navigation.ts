import { z } from 'zod';
import { ExternalUrl, Route, Text } from './common.ts';

/** One entry of a menu group: an internal route or an external address, never both. */
const NavItemSchema = z
  .strictObject({
    label: Text,
    /** The page inside the site. */
    route: Route.optional(),
    /** A page outside the site (opens in a new tab). */
    url: ExternalUrl.optional(),
    /** A different label on phones, e.g. "Academic Record / Rank Holders". */
    mobileLabel: Text.optional(),
    /** Marks an item whose page is not ready; it is shown with "(under construction)". */
    underConstruction: z.boolean().optional(),
  })
  .refine((item) => Boolean(item.route) !== Boolean(item.url), { error: 'either a route or a url (exactly one)' });

const NavGroupSchema = z.strictObject({
  /** A short key, unique among groups (used in the page's markup). */
  key: z.string().regex(/^[a-z][a-zA-Z]*$/, { error: 'a short key in camelCase, e.g. studentServices' }),
  label: Text,
  /** How the desktop panel lays out its items. */
  layout: z.enum(['list', 'two-columns']).default('list'),
  items: z.array(NavItemSchema).min(1),
});

export const NavigationSchema = z.strictObject({
  /** The link before the groups. */
  home: z.strictObject({ label: Text, route: Route }),
  groups: z.array(NavGroupSchema).min(1),
  /** Quick links in the footer. */
  footer: z.array(z.strictObject({ label: Text, route: Route })),
  /** The policy pages (copyright, privacy, accessibility, help …), linked in a row at the foot of every page. */
  policies: z.array(z.strictObject({ label: Text, route: Route })).default([]),
});

export type Navigation = z.infer<typeof NavigationSchema>;
export type NavGroup = z.infer<typeof NavGroupSchema>;
export type NavItem = z.infer<typeof NavItemSchema>;
