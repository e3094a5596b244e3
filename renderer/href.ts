/** The site's base path ('' at the root of a domain, '/college' under a sub-path), from Vite's `base`. */
export const basePath = import.meta.env.BASE_URL.replace(/\/$/, '');

/** An internal address with the base path in front; external addresses pass through unchanged. */
export function href(route: string): string {
  if (/^([a-z]+:|#)/.test(route)) return route;
  return `${basePath}${route}` || '/';
}
