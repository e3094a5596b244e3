/**
 * The register of disclosures against the required items, as of the build's "today": what the Public Self-Disclosure
 * and RTI pages show, and what content:check warns about. Pure: the register, the required items and "today" are
 * passed in.
 */
import type { Asset } from '../context.ts';
import { DISCLOSURE_SOURCES, REQUIRED_ITEMS, type DisclosureSource, type RequiredItem } from '../disclosures/requiredItems.ts';

/** A place an item is published: a page of the site or a served file, with what its link says when the register gives it. */
export interface DisclosureLink {
  label?: string;
  route?: string;
  asset?: Asset;
}

/** What the register says of one item, its places resolved. */
export interface RegisteredItem {
  links: DisclosureLink[];
  notApplicable?: string;
  reviewed?: string;
  nextReview?: string;
}

export interface DisclosureEntry {
  key: string;
  citation: string;
  title: string;
  requirement: string;
  /** published: at least one link; notApplicable: the register says why not; notPublished: neither. */
  status: 'published' | 'notApplicable' | 'notPublished';
  links: DisclosureLink[];
  /** Why the item does not apply. */
  reason?: string;
  /** A figure from the site's own content (the number of teachers, say). */
  fact?: string;
  reviewed?: string;
  nextReview?: string;
  /** Its review date has passed (or it has none). */
  reviewOverdue: boolean;
}

interface DisclosureSection {
  source: DisclosureSource;
  label: string;
  document: string;
  items: DisclosureEntry[];
}

/** A required item whose place falls back to the site's own pages when the register names none. */
function linksOf(item: RequiredItem, registered: RegisteredItem | undefined, sitePages: ReadonlySet<string>): DisclosureLink[] {
  if (registered?.notApplicable) return [];
  if (registered && registered.links.length > 0) return registered.links;
  return (item.sitePages ?? []).filter((route) => sitePages.has(route)).map((route) => ({ route }));
}

/**
 * Every required item in the order of its source document, with its links (the register's, else the site's own pages
 * that publish it), its review dates and whether the review is overdue as of `today`.
 */
export function disclosureSections(
  register: Readonly<Record<string, RegisteredItem>>,
  today: string,
  sitePages: ReadonlySet<string>,
  facts: Readonly<Record<string, string>> = {},
): DisclosureSection[] {
  return (Object.keys(DISCLOSURE_SOURCES) as DisclosureSource[]).map((source) => ({
    source,
    ...DISCLOSURE_SOURCES[source],
    items: REQUIRED_ITEMS.filter((item) => item.source === source).map((item): DisclosureEntry => {
      const registered = register[item.key];
      const links = linksOf(item, registered, sitePages);
      const status = registered?.notApplicable ? 'notApplicable' : links.length > 0 ? 'published' : 'notPublished';
      return {
        key: item.key,
        citation: item.citation,
        title: item.title,
        requirement: item.requirement,
        status,
        links,
        ...(registered?.notApplicable ? { reason: registered.notApplicable } : {}),
        ...(facts[item.key] ? { fact: facts[item.key] } : {}),
        ...(registered?.reviewed ? { reviewed: registered.reviewed } : {}),
        ...(registered?.nextReview ? { nextReview: registered.nextReview } : {}),
        reviewOverdue: registered?.nextReview === undefined || registered.nextReview < today,
      };
    }),
  }));
}

/** One thing the office must see to: which item, what is wrong, and which field of its entry (the line named is that field's, else the entry's, else where the items begin). */
interface DisclosureWarning {
  key: string;
  field: 'published' | 'nextReview';
  message: string;
}

/** What content:check warns about: each item not published, published in fewer places than it needs, or with its review date passed or missing. */
export function disclosureWarnings(sections: readonly DisclosureSection[], today: string): DisclosureWarning[] {
  const warnings: DisclosureWarning[] = [];
  const needed = new Map(REQUIRED_ITEMS.map((item) => [item.key, item.links ?? 1]));
  for (const entry of sections.flatMap((section) => section.items)) {
    const name = `"${entry.title}" (${entry.key})`;
    if (entry.status === 'notPublished') {
      warnings.push({ key: entry.key, field: 'published', message: `${name} is not published yet: name where it is under items.${entry.key}.published` });
      continue;
    }
    if (entry.status === 'published' && entry.links.length < needed.get(entry.key)!) {
      warnings.push({
        key: entry.key,
        field: 'published',
        message: `${name} needs ${needed.get(entry.key)} links (one for each year), found ${entry.links.length}`,
      });
    }
    if (entry.nextReview === undefined) {
      warnings.push({ key: entry.key, field: 'nextReview', message: `${name} has no review date: add items.${entry.key}.reviewed and nextReview` });
    } else if (entry.nextReview < today) {
      warnings.push({
        key: entry.key,
        field: 'nextReview',
        message: `${name} is past its review date (${entry.nextReview}): review it, then update reviewed and nextReview`,
      });
    }
  }
  return warnings;
}
