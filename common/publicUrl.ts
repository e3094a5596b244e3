/** The full public address of a route: the site's URL (SITE_URL overrides site.yaml), the base path, the route. */
export function publicUrl(siteUrl: string, basePath: string, route: string): string {
  const origin = (process.env.SITE_URL ?? siteUrl).replace(/\/$/, '');
  return `${origin}${basePath}${route === '/' ? '/' : route}`;
}
