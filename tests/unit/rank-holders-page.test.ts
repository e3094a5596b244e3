import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Data } from '../../pages/resources/academicRecord/+data.ts';

/** The page's data as +data.ts gives it: the rows the test sets. */
let data: Data;
vi.mock('vike-react/useData', () => ({ useData: () => data }));
const { default: Page } = await import('../../pages/resources/academicRecord/+Page.tsx');

const holder = (serial: number, name: string) => ({ serial, name, course: 'B.A. History Honours', year: 2003 + serial, rank: '1st Rank' });
const photo = {
  source: 'rank-holders/photos/a-sample.jpg',
  url: '/files/rank-holders/photos/a-sample.jpg',
  bytes: 1853,
  format: 'JPG',
  width: 250,
  height: 210,
};
const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);

describe('the rank holders page', () => {
  it('without a photo in any row, is the table it was: no Photo column', () => {
    data = { title: 'Academic Record', description: '', rankHolders: [holder(1, 'Ms. A Sample'), holder(2, 'Ms. B Example')] };
    const html = renderToStaticMarkup(createElement(Page));
    expect(headers(html)).toEqual(['Sl. No.', 'Name', 'Course', 'Year', 'Place / Rank']);
    expect(html).not.toContain('<img');
  });

  it('with a photo in a row, has a Photo column: that row shows the photo in the staff photo box, with its responsive copies', () => {
    data = { title: 'Academic Record', description: '', rankHolders: [{ ...holder(1, 'Ms. A Sample'), photo }, holder(2, 'Ms. B Example')] };
    const html = renderToStaticMarkup(createElement(Page));
    expect(headers(html)).toEqual(['Sl. No.', 'Photo', 'Name', 'Course', 'Year', 'Place / Rank']);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(/<img class="person-photo rank-holder-photo" src="\/files\/rank-holders\/photos\/a-sample.jpg" alt="" width="250" height="210"/);
    expect(html).toContain('/files/rank-holders/photos/a-sample.250w.avif 250w');
  });
});
