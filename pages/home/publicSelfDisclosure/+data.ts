import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

/** Every required item in the guidelines' order, from the register of disclosures and the site's own pages. */
export function data(pageContext: PageContextServer) {
  const site = readGenerated('site', pageContext);
  const { sections, today } = readGenerated('disclosures', pageContext);
  const table = readGenerated('routes', pageContext);
  const items = sections.flatMap((section) => section.items);
  // Only the titles of the pages the register links to: the page depends on them, not on every route.
  const titles = Object.fromEntries(
    items.flatMap((item) => item.links.flatMap((link) => (link.route ? [[link.route, table[link.route]?.title ?? link.route]] : []))),
  );
  return {
    title: 'Public Self-Disclosure',
    description: `What ${site.name} publishes as the UGC, NIRF, NAAC and the RTI Act require: each item with its link and review dates, in one printable document.`,
    collegeName: site.name,
    today,
    sections,
    titles,
    published: items.filter((item) => item.status !== 'notPublished').length,
    total: items.length,
  };
}

export type Data = ReturnType<typeof data>;
