import { z } from 'zod';
import { Text } from '../common.ts';
import { DayMonthYear, LinkSchema } from './links.ts';

const CardSchema = z.strictObject({
  /** The card's heading, or the button's label in the buttons layout. */
  title: Text,
  /** Optional: a sentence under the heading. */
  text: Text.optional(),
  /** Optional: the day the document is from, e.g. 08-06-2018 (with byYear, it also files the card under its year). */
  date: DayMonthYear.optional(),
  /** One or more links, each "View" unless labelled. */
  links: z.array(LinkSchema, { error: 'a list of links (route, file or url)' }).min(1, { error: 'at least one link' }),
});

/**
 * Template `cards`: an optional notice, the page's Markdown, then cards (or buttons) that each open a page or
 * a document. With `byYear: true` the cards are filed by the year of their date: the page shows one button
 * per year and each year has its own address, <page>/year-<year>.
 */
export const CardsFields = {
  template: z.literal('cards'),
  /** A highlighted notice above the cards. */
  notice: Text.optional(),
  /** cards (default): a grid of cards; buttons: a row of buttons, one per card (each card has one link). */
  layout: z.enum(['cards', 'buttons'], { error: 'cards or buttons' }).default('cards'),
  byYear: z.boolean({ error: 'true or false' }).default(false),
  cards: z.array(CardSchema, { error: 'a list of cards (title, links)' }).min(1, { error: 'at least one card' }),
};
