import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../renderer/readGenerated.ts';
import type { GeneratedContent } from '../../common/generated.ts';

/** A route's title from the compiler's route table; a page no content or menu names shows its address. */
const titleOf = (route: string, table: GeneratedContent['routes']) => table[route]?.title ?? route;

/** Every page of the site, grouped as the menu groups them; pages outside the menu come last. */
export function data(pageContext: PageContextServer) {
  const navigation = readGenerated('navigation', pageContext);
  const table = readGenerated('routes', pageContext);
  const routes = Object.keys(table);
  const listed = new Set<string>(['/']);
  const childrenOf = (route: string) =>
    routes.filter((r) => r.startsWith(`${route}/`) && !listed.has(r)).map((r) => (listed.add(r), { route: r, title: titleOf(r, table) }));

  const groups = navigation.groups.map((group) => ({
    label: group.label,
    items: group.items
      .filter((item) => item.route && !item.underConstruction)
      .map((item) => {
        listed.add(item.route!);
        return { route: item.route!, title: item.label, children: childrenOf(item.route!) };
      }),
  }));
  const others = routes.filter((route) => !listed.has(route)).map((route) => ({ route, title: titleOf(route, table), children: [] }));
  return {
    title: 'Sitemap',
    description: 'Every page of the college website, grouped as in the menu.',
    groups: [...groups, { label: 'Other pages', items: others }].filter((group) => group.items.length > 0),
  };
}

export type Data = ReturnType<typeof data>;
