/**
 * The icons a phone shows for the site on its home screen, made from the college's logo by the build
 * (scripts/images/appIcons.ts) and named by the web app manifest (scripts/content/derive/webAppManifest.ts). A maskable
 * icon is one a phone may crop to its own shape (a circle, a rounded square).
 */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

/** The folder of the site (under its base path) the icons are written into. */
export const APP_ICONS_DIR = 'icons';
