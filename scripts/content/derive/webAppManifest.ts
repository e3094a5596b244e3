import { APP_ICONS, APP_ICONS_DIR } from '../../../common/appIcons.ts';
import { THEME_COLOR } from '../../../common/themeColor.ts';

/**
 * The web app manifest, /manifest.json (every page links it, renderer/+Head.tsx): with it a phone's browser offers to
 * add the site to the home screen, where it opens at the home page in a window of its own, named by site.yaml's name
 * and shortName. Its addresses are relative to the manifest's own, so a site served under a base path (BASE_PATH)
 * opens at its own home.
 */
export function webAppManifest(site: { name: string; shortName: string }): Record<string, unknown> {
  // A compiler output named public/x is served at /x: /manifest.json.
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: './',
    scope: './',
    display: 'standalone',
    lang: 'en-IN',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: APP_ICONS.map(({ file, size, ...icon }) => ({
      src: `${APP_ICONS_DIR}/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      ...('maskable' in icon ? { purpose: 'maskable' } : {}),
    })),
  };
  return { 'public/manifest': manifest };
}
