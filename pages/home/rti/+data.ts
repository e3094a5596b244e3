import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

/** The RTI officers (from the register and the staff lists) and the section 4(1)(b) disclosures. */
export function data(pageContext: PageContextServer) {
  const site = readGenerated('site', pageContext);
  const { sections, officers } = readGenerated('disclosures', pageContext);
  const table = readGenerated('routes', pageContext);
  const rti = sections.find((section) => section.source === 'rti')!;
  const titles = Object.fromEntries(
    rti.items.flatMap((item) => item.links.flatMap((link) => (link.route ? [[link.route, table[link.route]?.title ?? link.route]] : []))),
  );
  return {
    title: 'Right to Information',
    description: `How to ask ${site.name} for information under the RTI Act, 2005: the Public Information Officer, the Appellate Authority and what the college publishes of its own accord.`,
    office: { name: site.name, address: site.address, phones: site.phones, emails: site.emails },
    officers,
    rti,
    titles,
  };
}

export type Data = ReturnType<typeof data>;
