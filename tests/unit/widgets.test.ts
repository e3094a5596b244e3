import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { home } from '../../scripts/content/collections/home.ts';
import { failureMessage } from '../../renderer/islands/FeedbackForm/failureMessage.ts';
import FeedbackForm from '../../renderer/islands/FeedbackForm/widget.tsx';
import { emptyState, validate } from '../../renderer/islands/AdmissionForm/fields.ts';
import { imageVariants } from '../../common/imageVariants.ts';
import type { Asset } from '../../scripts/content/context.ts';
import sharp from 'sharp';
import { compileFixture } from './fixture.ts';

describe('feedback form', () => {
  it('names each provider status spec 8 lists, and has a generic text for the others', () => {
    expect(failureMessage(451, 'office@example.org')).toContain('Unavailable For Headless Browser');
    expect(failureMessage(403, 'office@example.org')).toBe('Your feedback was not sent (Forbidden). Please write to office@example.org instead.');
    expect(failureMessage(429, 'office@example.org')).toContain('Too Many Requests');
    expect(failureMessage(0, 'office@example.org')).toContain('Network Error');
    expect(failureMessage(502, 'office@example.org')).toBe('Your feedback could not be sent just now. Please try again later, or write to office@example.org.');
  });

  it('says feedback is unavailable, instead of showing a form that would throw, when an id is missing', () => {
    const html = renderToStaticMarkup(
      createElement(FeedbackForm, { serviceId: 'service_x', templateId: '', publicKey: 'key', contactEmail: 'office@example.org' }),
    );
    expect(html).toContain('Feedback is unavailable');
    expect(html).toContain('mailto:office@example.org');
    expect(html).not.toContain('<form');
  });

  it('prerenders the three required fields with a disabled button (enabled once the script runs)', () => {
    const html = renderToStaticMarkup(createElement(FeedbackForm, { serviceId: 's', templateId: 't', publicKey: 'k', contactEmail: 'office@example.org' }));
    for (const name of ['user_name', 'user_email', 'message']) expect(html).toMatch(new RegExp(`<(input|textarea)(?=[^>]*name="${name}")[^>]*required`));
    expect(html).toContain('type="email"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  });
});

describe('admission form', () => {
  const file = (name: string) => new File(['x'], name);

  it('starts with nationality Indian and six empty subject slots', () => {
    const state = emptyState('Indian');
    expect(state.nationality).toBe('Indian');
    expect(state.subjects).toEqual(['', '', '', '', '', '']);
    expect(Object.values(state.documents)).toEqual([null, null, null, null, null]);
  });

  it('checks only the full name and the Aadhar card (.jpg .jpeg .png .pdf, any case)', () => {
    const state = emptyState('Indian');
    expect(Object.keys(validate(state))).toEqual(['fullName', 'aadharCard']);
    const named = { ...state, fullName: '  ' };
    expect(validate(named).fullName).toBe('Enter your full name.');
    for (const ok of ['a.jpg', 'b.JPEG', 'c.png', 'd.Pdf']) {
      expect(validate({ ...state, fullName: 'A. Sample', documents: { ...state.documents, aadharCard: file(ok) } })).toEqual({});
    }
    expect(validate({ ...state, fullName: 'A. Sample', documents: { ...state.documents, aadharCard: file('scan.heic') } }).aadharCard).toContain(
      '"scan.heic" is not a .jpg',
    );
    // Nothing else is validated: an odd e-mail or an empty everything-else is accepted.
    expect(validate({ ...state, fullName: 'A. Sample', email: 'not-an-address', documents: { ...state.documents, aadharCard: file('a.pdf') } })).toEqual({});
  });
});

describe('responsive image variants', () => {
  const asset = (over: Partial<Asset>): Asset => ({
    source: 'home/slides/campus.jpg',
    url: '/files/home/slides/campus.jpg',
    bytes: 1,
    format: 'JPG',
    width: 1200,
    height: 480,
    ...over,
  });

  it('makes AVIF and WebP at the standard widths below the original, plus the original width', () => {
    const variants = imageVariants(asset({}));
    expect(variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 480', 'avif 960', 'avif 1200', 'webp 480', 'webp 960', 'webp 1200']);
    expect(variants[0]).toMatchObject({ url: '/files/home/slides/campus.480w.avif', file: 'home/slides/campus.480w.avif' });
  });

  it('caps at 1600 px, keeps encoded names in URLs, and leaves SVG, GIF and unmeasured images alone', () => {
    expect(imageVariants(asset({ width: 4000 })).map((v) => v.width)).toEqual([480, 960, 1600, 480, 960, 1600]);
    const spaced = imageVariants(asset({ source: 'a b/c d.png', url: '/files/a%20b/c%20d.png', format: 'PNG', width: 300 }));
    expect(spaced.map((v) => [v.url, v.file])).toEqual([
      ['/files/a%20b/c%20d.300w.avif', 'a b/c d.300w.avif'],
      ['/files/a%20b/c%20d.300w.webp', 'a b/c d.300w.webp'],
    ]);
    expect(imageVariants(asset({ format: 'SVG' }))).toEqual([]);
    expect(imageVariants(asset({ format: 'GIF' }))).toEqual([]);
    expect(imageVariants(asset({ width: undefined }))).toEqual([]);
  });
});

describe('home content', () => {
  const JPG = () =>
    sharp({ create: { width: 4, height: 2, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer();
  const carousel = `slides:
  - image: home/a.jpg
    alt: The campus
notice:
  title: Admission Open
  image: home/notice.jpg
  alt: Admission open for M.A. Sociology
`;
  const testimonials = `placeholder: Comming Soon...
students:
  - image: home/s1.jpg
    name: A. Sample
    course: B.A. English
    batch: 2022-2025
    text: Good teachers.
`;

  it('compiles slides, notice and testimonials; groups left out are empty and show the placeholder', async () => {
    const result = await compileFixture(
      {
        'content/home/carousel.yaml': carousel,
        'content/home/testimonials.yaml': testimonials,
        'content/home/a.jpg': await JPG(),
        'content/home/notice.jpg': await JPG(),
        'content/home/s1.jpg': await JPG(),
      },
      [home],
    );
    expect(result.report).toBe('');
    const data = result.outputs.home as import('../../scripts/content/collections/home.ts').HomeData;
    expect(data.slides[0].image).toMatchObject({ url: '/files/home/a.jpg', width: 4, height: 2 });
    expect(data.notice.title).toBe('Admission Open');
    expect(data.testimonials.alumni).toEqual([]);
    expect(data.testimonials.parents).toEqual([]);
    expect(data.testimonials.placeholder).toBe('Comming Soon...');
  });

  it('names the file, line and field of a missing photo and of a parent entry without relation', async () => {
    const result = await compileFixture(
      {
        'content/home/carousel.yaml': carousel,
        'content/home/testimonials.yaml': `${testimonials}parents:\n  - image: home/p.jpg\n    name: B. Sample\n    parentOf: A. Sample\n    text: Thank you.\n`,
        'content/home/a.jpg': await JPG(),
        'content/home/s1.jpg': await JPG(),
      },
      [home],
    );
    expect(result.report).toContain('content/home/carousel.yaml:6  column "notice.image"');
    expect(result.report).toContain('content/home/testimonials.yaml:9  column "parents[1].relation"');
  });
});
