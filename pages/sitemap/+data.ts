import { readContent } from '../../renderer/content.ts';

/** A readable title for a route no Markdown page names: its last segment, spaced out ("year2023" -> "Year 2023"). */
function titleOf(route: string, titles: Record<string, string>): string {
  if (titles[route]) return titles[route];
  const last = route.split('/').pop() ?? route;
  const spaced = last.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Every page of the site, grouped as the menu groups them; pages outside the menu come last. */
export function data() {
  const navigation = readContent('navigation');
  const routes = readContent('routes');
  const titles: Record<string, string> = {};
  for (const [route, page] of Object.entries(readContent('pages'))) titles[route] = page.title;
  for (const notice of readContent('notices').notices) titles[notice.route] = notice.title;
  for (const category of readContent('notices').categories) titles[`/notices/category/${category.slug}`] = `Notices: ${category.name}`;
  const listed = new Set<string>(['/']);
  const childrenOf = (route: string) =>
    routes.filter((r) => r.startsWith(`${route}/`) && !listed.has(r)).map((r) => (listed.add(r), { route: r, title: titleOf(r, titles) }));

  const groups = navigation.groups.map((group) => ({
    label: group.label,
    items: group.items
      .filter((item) => item.route && !item.underConstruction)
      .map((item) => {
        listed.add(item.route!);
        return { route: item.route!, title: item.label, children: childrenOf(item.route!) };
      }),
  }));
  const others = routes.filter((route) => !listed.has(route)).map((route) => ({ route, title: titleOf(route, titles), children: [] }));
  return {
    title: 'Sitemap',
    description: 'Every page of the college website, grouped as in the menu.',
    groups: [...groups, { label: 'Other pages', items: others }].filter((group) => group.items.length > 0),
  };
}

export type Data = ReturnType<typeof data>;
