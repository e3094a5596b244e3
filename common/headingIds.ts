import { decodeEntities } from './htmlEntities.ts';

/**
 * Ids for a page's headings, so the office can link to a section (`/home/missionVision#our-mission`).
 * "Our Mission & Vision" -> "our-mission-vision"; a repeated heading gets "-2", "-3" …; ids the site's
 * shell and the templates write (main, top, the menu's and footer's, a survey's results, a document's pages …) are never
 * given to a heading.
 */
/** Ids the shell and the page templates write themselves (pages/, renderer/): a heading must not take one. */
export const SITE_IDS =
  /^(main|root|top|nav-.*|footer-.*|hero-title|notice-title|statistics-title|testimonials-title|feedback-.*|search-input|admission-summary-title|sitemap-.*|questionnaire|results|results-.*|year-title|department-gallery|contact-.*|doc-.*|association-.*|staff-.*|attachments-title|notices-.*|office-contact|documents-without-text|documents-read-by-machine|scan-text(-.*)?|notice-text|document-text|page-\d+|document-\d+-\d+|disclosures?-.*|rti-.*)$/;

function slugify(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Hands out unique ids for one page, in the order its headings appear. */
export class HeadingIds {
  private readonly used = new Set<string>();

  next(text: string): string {
    const base = slugify(text);
    let id = base;
    for (let n = 2; this.used.has(id) || SITE_IDS.test(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }

  get all(): string[] {
    return [...this.used];
  }
}

/** The text a heading shows (or an address means), from its rendered inline HTML. */
export function textOfHtml(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}
