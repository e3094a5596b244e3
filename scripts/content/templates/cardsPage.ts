import type { CompileContext } from '../context.ts';
import { compileLink, type CompiledLink } from './links.ts';
import { dayMonthYear } from '../../../common/calendarDays.ts';
import type { z } from 'zod';
import type { CardsPageSchema } from '../schemas/page.ts';
import type { PageSource, WhereIn } from './template.ts';
import { cardsYearRoute } from '../../../common/routes.ts';

interface CompiledCard {
  title: string;
  text?: string;
  date?: string;
  /** The date as YYYY-MM-DD (orders the cards; `<time datetime>` takes it). */
  isoDate?: string;
  links: CompiledLink[];
}

/** A cards page; with byYear, the list page (year buttons only) or one year's page (buttons and that year's cards). */
type CardsPage = Omit<z.output<typeof CardsPageSchema>, 'cards'> & {
  cards: CompiledCard[];
  /** byYear only: every year's button, oldest first, and the year this page shows (none on the list page). */
  years?: { year: string; route: string }[];
  year?: string;
};

/** Resolves every card's links; with byYear, files the cards under the years of their dates (one page per year). */
export function compileCardsPage(
  ctx: CompileContext,
  page: z.output<typeof CardsPageSchema>,
  source: PageSource,
  where: WhereIn,
): { route: string; page: CardsPage }[] | undefined {
  let ok = true;
  const cards = page.cards.map((card, c) => {
    if (page.layout === 'buttons' && card.links.length !== 1) {
      ctx.problems.add({
        ...where(['cards', c, 'links']),
        expected: 'exactly one link (each button opens one thing)',
        found: `${card.links.length} links`,
        hint: 'use layout: cards for cards with several links',
      });
      ok = false;
    }
    if (page.byYear && !card.date) {
      ctx.problems.add({ ...where(['cards', c]), expected: 'a date, e.g. date: 08-06-2018 (byYear files each card under the year of its date)', found: '' });
      ok = false;
    }
    const links = card.links.map((link, l) => compileLink(ctx, link, where(['cards', c, 'links', l])));
    if (links.some((link) => !link)) ok = false;
    return { title: card.title, text: card.text, date: card.date, isoDate: card.date && dayMonthYear(card.date), links: links as CompiledLink[] };
  });
  if (!ok) return undefined;
  if (!page.byYear) return [{ route: source.route, page: { ...page, cards } }];

  const byYear = new Map<string, CompiledCard[]>();
  for (const card of [...cards].sort((a, b) => (a.isoDate as string).localeCompare(b.isoDate as string))) {
    const year = (card.isoDate as string).slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), card]);
  }
  const years = [...byYear.keys()].sort().map((year) => ({ year, route: cardsYearRoute(source.route, year) }));
  return [
    { route: source.route, page: { ...page, cards: [], years } },
    ...years.map(({ year, route }) => ({
      route,
      page: {
        ...page,
        title: `${page.title} ${year}`,
        description: `${page.title}, ${year}: ${page.description}`,
        cards: byYear.get(year) as CompiledCard[],
        years,
        year,
      },
    })),
  ];
}
