import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../readGenerated.ts';
import type { GeneratedContent } from '../../../common/generated.ts';
import { STAFF_ROUTES } from '../../../common/routes.ts';

type StaffKind = 'teaching' | 'nonTeaching';

/** What each staff list's pages are called and where they live. */
const LISTS = {
  teaching: { sectionRoute: STAFF_ROUTES.teaching.section, title: 'Teaching Staff', listLabel: 'Departments', people: 'teachers' },
  nonTeaching: { sectionRoute: STAFF_ROUTES.nonTeaching.section, title: 'Non-Teaching Staff', listLabel: 'Sections', people: 'non-teaching staff' },
} as const;

/** `staff` read for a page, or for the list of addresses. */
function common(kind: StaffKind, staff: GeneratedContent['staff']) {
  const list = LISTS[kind];
  const sections = staff[kind];
  return { kind, list, sections, links: sections.map(({ key, label }) => ({ key, label, route: list.sectionRoute(key) })) };
}

/** The landing page: the side list and every department or section in turn. */
export function staffLandingData(pageContext: PageContextServer, kind: StaffKind) {
  const { list, sections, links } = common(kind, readGenerated('staff', pageContext));
  return {
    title: list.title as string,
    description: `The college's ${list.people}, ${list.listLabel.toLowerCase()}: ${sections.map((s) => s.label).join(', ')}; each with photo, name and designation.`,
    banner: list.title,
    listLabel: list.listLabel,
    links,
    current: undefined as string | undefined,
    sections,
  };
}

/** One department's or section's page; an unknown one is the not-found page. */
export function staffSectionData(pageContext: PageContextServer, kind: StaffKind, key: string) {
  const { list, sections, links } = common(kind, readGenerated('staff', pageContext));
  const section = sections.find((s) => s.key === key);
  if (!section) throw render(404);
  return {
    title: `${section.label}: ${list.title}`,
    description: `${list.title} of the college, ${section.label}: ${section.members.map((m) => m.name).join(', ') || 'nobody listed yet'}.`,
    banner: list.title,
    listLabel: list.listLabel,
    links,
    current: key as string | undefined,
    sections: [section],
  };
}

/** Every department's or section's address, for the prerender. */
export function staffRoutes(kind: StaffKind): string[] {
  return common(kind, readGenerated('staff')).links.map((link) => link.route);
}

export type StaffPageData = ReturnType<typeof staffLandingData>;
