/**
 * Every address the site's code makes, written once: the compiler (which claims each route and links the data to it),
 * the prerender lists (+onBeforePrerenderStart.ts) and the components all build them here. The folders of pages/ serve
 * them (Vike's routing by folder: pages/notices/category/@category is noticeCategoryRoute); the build fails when a
 * route the compiler claims has no prerendered page (scripts/postbuild/sitePages.ts), so the two cannot drift apart.
 * Addresses are without the base path: href() adds it for a link, publicUrl() for an absolute address.
 */

/** The notice board: every notice, newest first. */
export const NOTICES_ROUTE = '/notices';

/** One notice's page; `slug` is its date and title, e.g. 2026-11-18-merit-list. */
export const noticeRoute = (slug: string) => `${NOTICES_ROUTE}/${slug}`;

/** The calendar file (.ics) of a notice that is an event. */
export const noticeCalendarRoute = (slug: string) => `${noticeRoute(slug)}.ics`;

/** The notices of one category, e.g. /notices/category/admissions. */
export const noticeCategoryRoute = (slug: string) => `${NOTICES_ROUTE}/category/${slug}`;

/** The events that have not ended yet. */
export const EVENTS_ROUTE = `${NOTICES_ROUTE}/events`;

/** Every event as one calendar (iCalendar), for a phone's calendar to subscribe to. */
export const EVENTS_CALENDAR_ROUTE = `${EVENTS_ROUTE}.ics`;

/** The notices' Atom feed. */
export const NOTICE_FEED_ROUTE = `${NOTICES_ROUTE}/feed.xml`;

/** The teaching staff, every department in turn. */
export const TEACHING_STAFF_ROUTE = '/about/teachingEmployees';

/** One department's teachers; `department` is its key in content/staff/departments.yaml. */
export const teachingDepartmentRoute = (department: string) => `${TEACHING_STAFF_ROUTE}/${department}`;

/** The non-teaching staff, every section in turn. */
export const NON_TEACHING_STAFF_ROUTE = '/about/nonTeachingEmployees';

/** One section's non-teaching staff; `section` is its key in content/staff/departments.yaml. */
export const nonTeachingSectionRoute = (section: string) => `${NON_TEACHING_STAFF_ROUTE}/${section}`;

/** Each staff list's page and the page of each of its departments or sections, by the list's kind. */
export const STAFF_ROUTES = {
  teaching: { list: TEACHING_STAFF_ROUTE, section: teachingDepartmentRoute },
  nonTeaching: { list: NON_TEACHING_STAFF_ROUTE, section: nonTeachingSectionRoute },
} as const;

/** A Markdown page's address: its file's path under content/pages/ without ".md" (home/missionVision.md is /home/missionVision). */
export const contentPageRoute = (file: string) => `/${file.replace(/\.md$/, '')}`;

/** One year's page of a year list (template `yearList`): year2024, year2020-2021 (the spelling already linked from elsewhere). */
export const yearListYearRoute = (listRoute: string, year: string) => `${listRoute}/year${year}`;

/** One year's page of cards shown by year (template `cards` with byYear). */
export const cardsYearRoute = (pageRoute: string, year: string) => `${pageRoute}/year-${year}`;

/** One meeting's page of a meetings page (template `meetings`); `page` is its name, e.g. D05_03_22. */
export const meetingRoute = (pageRoute: string, page: string) => `${pageRoute}/${page}`;

/** The Public Self-Disclosure page: every item the regulators require, with where it is published. */
export const SELF_DISCLOSURE_ROUTE = '/home/publicSelfDisclosure';

/** The Right to Information page: the officers and the items of section 4(1)(b). */
export const RTI_ROUTE = '/home/rti';

/** Where the home page's "NIRF" link leads: the NIRF section of the Public Self-Disclosure page. */
export const NIRF_ROUTE = `${SELF_DISCLOSURE_ROUTE}#disclosures-nirf`;

/** The governing body's members (content/governing-body.csv). */
export const GOVERNING_BODY_ROUTE = '/home/governingBody';

/** The examination results by year (content/results/). */
export const RESULTS_ROUTE = '/resources/results';

/** The rank holders (content/rank-holders.csv). */
export const ACADEMIC_RECORD_ROUTE = '/resources/academicRecord';

/** The question papers (content/question-papers/). */
export const QUESTION_BANK_ROUTE = '/library/questionBank';

/** A scanned document's text, read by machine: a light page to read on a phone instead of the scan. */
export const textVersionRoute = (slug: string) => `/text-version/${slug}`;

/** The site search (its query in ?q=). */
export const SEARCH_ROUTE = '/search';

/** The list of every page, for people. */
export const SITEMAP_ROUTE = '/sitemap';

/** The list of every page, for search engines. */
export const SITEMAP_XML_ROUTE = '/sitemap.xml';

/** The web app manifest a phone's browser reads to install the site. */
export const WEB_APP_MANIFEST_ROUTE = '/manifest.json';

/** The service worker, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_ROUTE = '/sw.js';
