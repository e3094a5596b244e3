import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { tmpdir } from 'node:os';
import { FEEDBACK_SENT, FEEDBACK_TYPED } from '../feedbackSent.ts';
import type { SlowHost } from '../slowHost.ts';
import type { StubbedProvider } from './stubProvider.ts';
import type { Tab } from './tab.ts';

/**
 * The promises a visitor meets, as cases any engine runs (firefox.spec.ts, webkit.spec.ts): each is given a tab of a new
 * browser context, the fixture site's address, and a host of its own when it needs one. A case is a name and a function;
 * one more is one more entry in VISITS.
 */
interface Visit {
  tab: Tab;
  /** The address of `route` on the shared fixture server (playwright.config.ts's webServer). */
  at: (route: string) => string;
  /** A host of the fixture build for this case alone (a new origin: a phone that never saw the site), closed after it. */
  ownHost: () => Promise<SlowHost>;
  /** The feedback form's provider, stubbed at the network's edge: what it received, how it answers. */
  provider: StubbedProvider;
}

/** The host the feedback form's e-mail library posts to. */
export const FEEDBACK_PROVIDER = 'api.emailjs.com';

interface Case {
  name: string;
  run: (visit: Visit) => Promise<void>;
}

/**
 * What each engine is expected to show in place of a document on a page, at a phone's width and at a desktop's, as
 * this test sets the engine up: the pictures of its pages, or the PDF in a frame. Decided here from the engine and its
 * setup, never from what the page reports. The shell's rule (renderer/shell/documentFrames.ts, docs/documents.md): the
 * frame only on a desktop-class browser (a wide screen, a fine pointer that hovers) whose viewer is on
 * (navigator.pdfViewerEnabled); the pictures everywhere else.
 *
 * - Firefox: started with its own viewer (pdf.js) off (firefox.ts: pdfjs.disabled), as a desktop whose browser shows
 *   no PDF: the pictures at both widths.
 * - WebKit: WebKitGTK says it has a viewer whatever its PDF.js feature (WebKit answers with whether it can show
 *   application/pdf; MiniBrowser's --features=-PDFJSViewer leaves it so), and its window on Xvfb has a mouse: the
 *   pictures at a phone's width, the frame at a desktop's.
 */
const DOCUMENT_SHOWN: Record<string, { viewer: boolean; phone: 'pictures'; desktop: 'pictures' | 'frame' } | undefined> = {
  firefox: { viewer: false, phone: 'pictures', desktop: 'pictures' },
  webkit: { viewer: true, phone: 'pictures', desktop: 'frame' },
};

/** The text of the first element `selector` finds, spaces collapsed, or null. */
const textOf = (tab: Tab, selector: string) =>
  tab.run<string | null>('return document.querySelector(args[0])?.textContent.replace(/\\s+/g, " ").trim() ?? null', selector);

/** Whether the first element `selector` finds takes room on the page and is not hidden. */
const shown = (tab: Tab, selector: string) =>
  tab.run<boolean>(
    'const element = document.querySelector(args[0]); if (!element) return false; const box = element.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"',
    selector,
  );

/** The value of attribute `name` on the first element `selector` finds. */
const attribute = (tab: Tab, selector: string, name: string) =>
  tab.run<string | null>('return document.querySelector(args[0])?.getAttribute(args[1]) ?? null', selector, name);

/**
 * A selector for the first element `selector` finds whose text (or, for a field, its label's) matches `text`: the tests
 * name controls as a visitor reads them. The element is marked with a data attribute the selector names.
 */
async function named(tab: Tab, selector: string, text: RegExp): Promise<string> {
  const mark = await tab.run<string | null>(
    `const wanted = new RegExp(args[1], args[2]);
    const name = (element) => (element.labels?.[0] ?? element).textContent.replace(/\\s+/g, ' ').trim();
    const found = [...document.querySelectorAll(args[0])].find((element) => wanted.test(name(element)));
    if (!found) return null;
    found.dataset.visit ??= String(document.querySelectorAll('[data-visit]').length + 1);
    return found.dataset.visit;`,
    selector,
    text.source,
    text.flags,
  );
  if (!mark) throw new Error(`no ${selector} named ${text}`);
  return `[data-visit="${mark}"]`;
}

/** The day the worker saved `url` on, as the phone writes it in the line at the top of a saved copy; undefined if not saved. */
const savedDay = (tab: Tab, url: string) =>
  tab.run<string | undefined>(
    `for (const name of await caches.keys()) {
      const copy = await (await caches.open(name)).match(args[0]);
      if (copy) return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(copy.headers.get('x-saved-on')));
    }`,
    url,
  );

/** Opens `url` online and waits until the worker has saved it; answers with the day its line will say. */
async function read(tab: Tab, url: string): Promise<string> {
  await tab.goto(url);
  await expect.poll(() => savedDay(tab, url), { message: `${url} saved`, timeout: 15_000 }).toBeTruthy();
  return (await savedDay(tab, url))!;
}

const NEW_NOTICE = 'Examination of 1 December moved to 4 December';

/** The office publishes a newer notices board on `host`: a notice at its top. */
function publishNewerBoard(host: SlowHost) {
  const board = path.join(host.root, 'notices', 'index.html');
  const item = `<li class="notice-list__item"><a class="notice-list__title" href="/notices">${NEW_NOTICE}</a></li>`;
  writeFileSync(board, readFileSync(board, 'utf8').replace('<ul class="notice-list">', `<ul class="notice-list">${item}`));
}

const TEXT_PAGE = 'home/missionVision';

/** The fields the e-mail library posted, as name -> value (its multipart body). */
async function postedFields(sent: { contentType: string; body: Buffer }): Promise<Record<string, string>> {
  const form = await new Request('http://stub.invalid/', {
    method: 'POST',
    headers: { 'content-type': sent.contentType },
    body: new Uint8Array(sent.body),
  }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

export const VISITS: Case[] = [
  {
    name: 'the menu: at 1280 px a group opens from the keyboard and closes with Escape; on a phone a button toggles the list, its groups an accordion',
    async run({ tab, at }) {
      expect(await tab.resize(1280, 900)).toBe(1280);
      await tab.goto(at(TEXT_PAGE));
      expect(await shown(tab, '#nav-panel-calender')).toBe(false);
      const calender = await named(tab, '#nav-list .nav-group__button', /^Calender$/);
      await tab.run('document.querySelector(args[0]).focus()', calender);
      await tab.press('Enter');
      await expect.poll(() => shown(tab, '#nav-panel-calender')).toBe(true);
      expect(await attribute(tab, calender, 'aria-expanded')).toBe('true');
      await tab.press('Escape');
      await expect.poll(() => shown(tab, '#nav-panel-calender')).toBe(false);
      expect(await tab.run('return document.activeElement === document.querySelector(args[0])', calender)).toBe(true);

      // On a phone: 375 px, or in WebKit the narrowest MiniBrowser draws, below the menu's 1180 px all the same.
      expect(await tab.resize(375, 800)).toBeLessThanOrEqual(tab.engine === 'webkit' ? 447 : 375);
      await tab.goto(at(TEXT_PAGE));
      expect(await shown(tab, '#nav-list')).toBe(false);
      await tab.click(await named(tab, 'button', /^Menu$/));
      await expect.poll(() => shown(tab, '#nav-list')).toBe(true);
      await tab.click(await named(tab, '#nav-list .nav-group__button', /^About$/));
      await expect.poll(() => shown(tab, '#nav-panel-about')).toBe(true);
      const resources = await named(tab, '#nav-list .nav-group__button', /^Resources$/);
      await tab.click(resources);
      await expect.poll(() => shown(tab, '#nav-panel-resources')).toBe(true);
      await expect.poll(() => shown(tab, '#nav-panel-about')).toBe(false);
      expect(await tab.run('return document.querySelectorAll("#nav-list .nav-group__button[aria-expanded=true]").length')).toBe(1);
      await tab.click(await named(tab, 'button', /^Menu$/));
      await expect.poll(() => shown(tab, '#nav-list')).toBe(false);
    },
  },
  {
    name: 'the home page: the carousel pauses and turns with its arrows; the testimonials tabs switch by click and by arrow key',
    async run({ tab, at }) {
      await tab.resize(1280, 900);
      await tab.goto(at(''));
      const carousel = '[data-island="HomeCarousel"]';
      const current = () =>
        tab.run<number>(
          'return [...document.querySelectorAll(args[0] + " .slideshow__dots button")].findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1',
          carousel,
        );
      await tab.click(await named(tab, `${carousel} button`, /^Pause slideshow$/));
      await expect
        .poll(() =>
          named(tab, `${carousel} button`, /^Play slideshow$/).then(
            () => true,
            () => false,
          ),
        )
        .toBe(true);
      const count = await tab.run<number>('return document.querySelectorAll(args[0] + " .slideshow__dots button").length', carousel);
      const from = await current();
      await tab.click(await named(tab, `${carousel} button`, /Next slide$/));
      await expect.poll(current).toBe((from % count) + 1);
      // Paused: it stays there while a slide's time passes.
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      expect(await current()).toBe((from % count) + 1);

      const testimonials = '[data-island="Testimonials"]';
      const selected = () =>
        tab.run<string | null>('return document.querySelector(args[0] + " [role=tab][aria-selected=true]")?.textContent ?? null', testimonials);
      expect(await selected()).toBe('Students');
      await tab.click(await named(tab, `${testimonials} [role="tab"]`, /^Alumni$/));
      await expect.poll(selected).toBe('Alumni');
      expect(await textOf(tab, `${testimonials} [role="tabpanel"]`)).toBe('Comming Soon...');
      await tab.press('ArrowRight');
      await expect.poll(selected).toBe('Students');
      expect(await textOf(tab, `${testimonials} [role="tabpanel"] .slick-slide:not([aria-hidden="true"])`)).toContain('Sample Student One');
    },
  },
  {
    name: 'the question bank: a folder opens on a click, and what is typed into the filter filters the papers',
    async run({ tab, at }) {
      await tab.goto(at('library/questionBank'));
      const root = '[data-island="QuestionBank"]';
      const ma = await named(tab, `${root} button`, /^MA \(/);
      await tab.click(ma);
      await expect.poll(() => attribute(tab, ma, 'aria-expanded')).toBe('true');
      await tab.type(`${root} input[type="search"]`, 'kephru');
      await expect.poll(() => textOf(tab, `${root} [role="status"]`)).toBe('2 papers match “kephru”.');
      expect(await tab.run('return document.querySelectorAll(args[0] + " [aria-label=\'Matching question papers\'] a").length', root)).toBe(2);
    },
  },
  {
    name: 'the gallery: the lightbox opens at the photo clicked, arrow keys move, Escape closes it and gives focus back',
    async run({ tab, at }) {
      await tab.resize(1280, 900);
      await tab.goto(at('department/sociology'));
      const grid = '[data-island="ImageGallery"]';
      const alts = await tab.run<string[]>('return [...document.querySelectorAll(args[0] + " img")].map((image) => image.alt)', grid);
      expect(alts).toHaveLength(14);
      const opener = await tab.run<string>(
        'const button = document.querySelectorAll(args[0] + " button")[2]; button.dataset.visit = "opener"; return "[data-visit=opener]"',
        grid,
      );
      await tab.click(opener);
      const photo = () => attribute(tab, '.yarl__slide_current img', 'alt');
      await expect.poll(() => shown(tab, '[role="dialog"]')).toBe(true);
      await expect.poll(photo).toBe(alts[2]);
      await tab.press('ArrowRight');
      await expect.poll(photo).toBe(alts[3]);
      // One step at a time: the lightbox ignores keys while a 500 ms slide is still moving.
      await expect.poll(() => tab.run('return document.querySelector(".yarl__carousel").getAnimations().length')).toBe(0);
      await tab.press('ArrowLeft');
      await expect.poll(photo).toBe(alts[2]);
      await tab.press('Escape');
      await expect.poll(() => shown(tab, '[role="dialog"]')).toBe(false);
      expect(await tab.run('return document.activeElement === document.querySelector(args[0])', opener)).toBe(true);
    },
  },
  {
    name: 'the feedback form: sends the three fields to the provider and thanks the visitor; a refusal is said in the form, what was typed kept',
    async run({ tab, at, provider }) {
      await tab.goto(at(''));
      const form = '[data-island="FeedbackForm"] form';
      const fill = async () => {
        await tab.type(await named(tab, `${form} input, ${form} textarea`, /^Name$/), FEEDBACK_TYPED.name);
        await tab.type(await named(tab, `${form} input, ${form} textarea`, /^E-mail$/), FEEDBACK_TYPED.email);
        await tab.type(await named(tab, `${form} input, ${form} textarea`, /^Message$/), FEEDBACK_TYPED.message);
      };
      await fill();
      await tab.click(await named(tab, `${form} button`, /^Send$/));
      expect(await tab.acceptAlert()).toBe('Thank you for your feedback!');
      expect(provider.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/v1.0/email/send-form']);
      expect(await postedFields(provider.sent[0])).toEqual(FEEDBACK_SENT);
      // Emptied once the alert is closed.
      await expect.poll(() => tab.run('return document.querySelector("#feedback-name").value')).toBe('');

      provider.answer = { status: 500, body: 'provider text' };
      await fill();
      await tab.click(await named(tab, `${form} button`, /^Send$/));
      await expect.poll(() => textOf(tab, `${form} [role="alert"]`)).toMatch(/could not be sent just now/);
      expect(await tab.run('return document.querySelector("#feedback-message").value')).toBe(FEEDBACK_TYPED.message);
    },
  },
  {
    name: 'the admission form: a valid form becomes a summary to print, sending nothing',
    async run({ tab, at, provider }) {
      await tab.goto(at('onlineAdmissions/onlineAdmissions'));
      const form = '[data-island="AdmissionForm"] form';
      const field = (label: RegExp) => named(tab, `${form} input, ${form} select`, label);
      await tab.type(await field(/^Full name/), 'Test Applicant');
      await tab.type(await field(/^Father's name/), 'Sample Father');
      await tab.type(await field(/^Subject 2$/), 'History');
      const aadhar = path.join(tmpdir(), 'aadhar.pdf');
      writeFileSync(aadhar, '%PDF-1.4');
      await tab.upload(await field(/^Aadhar card/), aadhar);
      await tab.click(await named(tab, `${form} button`, /^Check and show the summary$/));
      await expect.poll(() => tab.run('return document.activeElement?.textContent')).toBe('Your admission form');
      const row = (term: string) =>
        tab.run<string | null>(
          'return [...document.querySelectorAll("dt")].find((dt) => dt.textContent === args[0])?.nextElementSibling?.textContent ?? null',
          term,
        );
      expect(await row('Full name')).toBe('Test Applicant');
      expect(await row("Father's name")).toBe('Sample Father');
      expect(await row('Subjects')).toBe('History');
      expect(await row('Aadhar card')).toBe('aadhar.pdf');
      expect(provider.sent).toEqual([]);
    },
  },
  {
    name: 'search: a word found only inside a notice’s PDF finds the notice, at its page',
    async run({ tab, at }) {
      await tab.goto(at('search'));
      await tab.type('#search-input', 'Tuensang');
      const result = () =>
        tab.run<string | null>(
          'return [...document.querySelectorAll("[data-search-results] li")].find((item) => item.textContent.includes("Merit list, B.A. first semester"))?.textContent ?? null',
        );
      await expect.poll(result, { timeout: 10_000 }).toContain('(PDF, 1 KB, page 3)');
      expect(await attribute(tab, '[data-search-results] li a[href*="merit-list"]', 'href')).toBe('/files/attachments/merit-list-ba-semester-1.pdf#page=3');
    },
  },
  {
    name: 'a document on a page: what the engine is set up to show (DOCUMENT_SHOWN), the pages as pictures or the PDF in a frame, and its text a tap away',
    async run({ tab, at }) {
      const expected = DOCUMENT_SHOWN[tab.engine];
      if (!expected) throw new Error(`DOCUMENT_SHOWN says nothing of ${tab.engine}`);
      // The engine as set up, before the page: its viewer as the table says, or the table's expectation would be wrong.
      expect(await tab.run<boolean>('return navigator.pdfViewerEnabled'), 'navigator.pdfViewerEnabled').toBe(expected.viewer);
      const figure = 'main figure[data-pdf]';
      const frames = () => tab.run<number>('return document.querySelectorAll(args[0]).length', `${figure} iframe`);
      const pictures = () => tab.run<number>('return document.querySelectorAll(args[0]).length', `${figure} .document__pages img`);
      for (const [width, shows] of [
        [1280, expected.desktop],
        [375, expected.phone],
      ] as const) {
        await tab.resize(width, 800);
        await tab.goto(at('calender/academicCalender/year2023'));
        expect(await textOf(tab, `${figure} figcaption a`)).toBe('Open the document: Academic Calender 2023 (PDF, 4 KB)');
        if (shows === 'frame') {
          await expect.poll(frames, `the frame at ${width} px`).toBe(1);
          expect(await attribute(tab, `${figure} iframe`, 'src')).toBe('/files/documents/calender/academic-calender-2023.pdf');
          expect(await pictures()).toBe(0);
        } else {
          const first = `${figure} .document__pages img`;
          // Drawn: the picture loaded and decoded, not a broken image's icon (whose natural width is 0).
          await expect
            .poll(
              () => tab.run('const image = document.querySelector(args[0]); return image.complete && image.naturalWidth > 1', first),
              `the pictures at ${width} px`,
            )
            .toBe(true);
          expect(await attribute(tab, first, 'alt')).toBe('Page 1 of 2, Academic Calender 2023');
          expect(await pictures()).toBe(2);
          expect(await frames()).toBe(0);
        }
      }
      await tab.clickToNewPage(await named(tab, `${figure} figcaption a`, /^\(text version/));
      expect(await textOf(tab, 'main')).toContain('Foundation day lecture in the auditorium');
    },
  },
  {
    name: 'offline: pages read before open, saying when they were saved; a page never read shows the offline page',
    async run({ tab, ownHost }) {
      const host = await ownHost();
      const at = (route: string) => new URL(route, host.url).href;
      const days = [await read(tab, at('home/missionVision')), await read(tab, at('resources/results'))];
      host.dropping = true;
      for (const [route, day] of [
        ['home/missionVision', days[0]],
        ['resources/results', days[1]],
      ]) {
        await tab.goto(at(route));
        expect(await textOf(tab, 'body > :first-child')).toBe(`You are offline. This copy was saved on ${day}.`);
        expect(await textOf(tab, 'main h1')).toBeTruthy();
      }
      await tab.goto(at('library/questionBank'));
      expect(await textOf(tab, 'h1')).toBe('You are offline');
      expect(await textOf(tab, 'main li a')).toBe('Notices');
      expect(await tab.run('return [...document.querySelectorAll("main li a")].map((link) => link.pathname)')).toEqual(
        expect.arrayContaining(['/notices', '/home/missionVision', '/resources/results']),
      );
    },
  },
  {
    name: 'on a slow link: the saved board says the network is slow, then offers the newer board, shown when pressed',
    async run({ tab, ownHost }) {
      const host = await ownHost();
      const board = new URL('notices', host.url).href;
      const day = await read(tab, board);
      publishNewerBoard(host);
      host.delayMs = 5_000;
      const asked = () => host.asked.get('/notices') ?? 0;
      const askedBefore = asked();
      await tab.goto(board);
      expect(await textOf(tab, '[role="status"]')).toBe(`The network is slow: this is the copy saved on ${day}. The newest is on its way.`);
      await expect.poll(() => textOf(tab, '[role="status"]'), { timeout: 10_000 }).toBe('A newer version of this page has arrived: show it');
      // Offered within 2 s of the newest arriving (the poll asks at least once a second).
      expect(Date.now() - host.answeredAt.get('/notices')!).toBeLessThanOrEqual(2_000);
      // One request for the board crossed the slow link, its answer both saved and offered: a second would share the
      // link with the first.
      expect(asked() - askedBefore, 'requests for the board on the slow link').toBe(1);
      // Pressed, the page reloads with the newer board, within 2 s, from the phone: no request more.
      await tab.clickToNewPage('[data-saved-copy="newer"] button', 2_000);
      expect(asked() - askedBefore, 'requests for the board once the newer one is shown').toBe(1);
      expect(await tab.run('return [...document.links].some((link) => link.textContent === args[0])', NEW_NOTICE)).toBe(true);
      expect(await tab.run('return document.querySelectorAll("[data-saved-copy]").length')).toBe(0);
    },
  },
];
