import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferStylesheet } from '../../scripts/postbuild/deferStylesheet.ts';
import { canMatch, keepPageCss, selectorsOf } from '../../scripts/postbuild/pageCss.ts';
import { PAGE_CSS_SLOT, pageCssBlocks, shellCss, type PageCssBlock } from '../../common/criticalCss.ts';
import { ownInlineStyles } from '../../common/inlineCode.ts';
import { inlinable, inlineImage } from '../../scripts/content/derive/inlineImage.ts';
import type { Asset } from '../../scripts/content/context.ts';

describe('the full stylesheet, only for visitors without JavaScript', () => {
  const vikePage = (base: string) =>
    `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="${base}assets/static/style.abc.css">\n<style>p{}</style></head><body><p>x</p></body></html>`;

  it('leaves no stylesheet the browser fetches with JavaScript on: only a <noscript> copy, after the inline CSS', () => {
    const html = deferStylesheet(vikePage('/college/'));
    expect(html).toContain('<noscript><link rel="stylesheet" href="/college/assets/static/style.abc.css"></noscript>\n</head>');
    // Outside <noscript>, no <link> to the stylesheet at all: a print or preload link would still be fetched at once.
    expect(html.replace(/<noscript[\s\S]*?<\/noscript>/g, '')).not.toContain('style.abc.css');
    // After the inline CSS, so the cascade keeps the stylesheet's order once it applies.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<noscript'));
  });

  it('leaves a page without a stylesheet as it is', () => {
    const html = '<html><head></head><body></body></html>';
    expect(deferStylesheet(html)).toBe(html);
  });
});

describe("each page's inline CSS: the blocks its markup and widgets can use", () => {
  const blocks: PageCssBlock[] = [
    { file: 'pages/results.css', css: '.results-table{width:100%}.results-table th:not(.sticky){text-align:left}' },
    { file: 'pages/home.css', css: '@media (min-width:60rem){.home-grid .card{display:grid}}' },
    { file: 'renderer/islands/Gallery/Gallery.css', css: '.gallery__dialog{position:fixed}', island: 'Gallery' },
    { file: 'renderer/islands/Form/Form.css', css: '.form-field{margin:0}@media print{.site-header{display:none}}', island: 'Form' },
    { file: 'pages/links.css', css: 'a[href$=".pdf"]::after{content:" (PDF)"}' },
    { file: 'pages/spin.css', css: '@keyframes spin{from{opacity:0}to{opacity:1}}.spinner{animation:spin 1s}' },
  ];
  const page = (body: string) => `<html><head><style>.shell{}</style>${PAGE_CSS_SLOT}<title>t</title></head><body>${body}</body></html>`;
  const kept = (html: string) => [...keepPageCss(html, blocks).matchAll(/data-page-css="([^"]+)"/g)].map(([, file]) => file);

  it('keeps a block one of whose selectors can match: all the classes it requires are on the page, in any media query', () => {
    expect(kept(page('<table class="results-table"></table>'))).toEqual(['pages/results.css', 'pages/links.css']);
    expect(kept(page('<div class="home-grid"><p class="card"></p></div>'))).toContain('pages/home.css');
    // One of the two classes alone does not make the rule match.
    expect(kept(page('<div class="home-grid"></div>'))).not.toContain('pages/home.css');
  });

  it("keeps a widget's block wherever the widget is, even before its markup uses the block's classes", () => {
    expect(kept(page('<div class="island" data-island="Gallery"></div>'))).toContain('renderer/islands/Gallery/Gallery.css');
    expect(kept(page('<div class="island" data-island="Other"></div>'))).not.toContain('renderer/islands/Gallery/Gallery.css');
  });

  it('does not keep a block for its print rules or keyframes alone', () => {
    const html = page('<header class="site-header"></header>');
    expect(kept(html)).not.toContain('renderer/islands/Form/Form.css');
    expect(kept(html)).not.toContain('pages/spin.css');
  });

  it('counts a selector without classes or ids as matching (what is inside an attribute selector is no class)', () => {
    expect(kept(page('<p>text</p>'))).toEqual(['pages/links.css']);
  });

  it('writes each kept block exactly as the CSP hashes it, and only those, in place of the empty element', () => {
    const html = keepPageCss(page('<table class="results-table"></table>'), blocks);
    const styles = [...html.matchAll(/<style data-page-css="[^"]+">([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles).toEqual([blocks[0].css, blocks[4].css]);
    expect(html).toBe(
      `<html><head><style>.shell{}</style><style data-page-css="pages/results.css">${blocks[0].css}</style><style data-page-css="pages/links.css">${blocks[4].css}</style><title>t</title></head><body><table class="results-table"></table></body></html>`,
    );
    // Nothing kept: the empty element goes too.
    expect(keepPageCss(page('<p class="x">text</p>'), blocks.slice(0, 2))).not.toContain('data-page-css');
  });

  it("finds the selectors of the site's own CSS, so every block of it can be kept or left out", () => {
    expect(selectorsOf('.a,.b:is(.c,.d){x:1}@media (min-width:1px){#e .f{y:2}}@media print{.g{z:3}}')).toEqual(['.a', '.b:is(.c,.d)', '#e .f']);
    expect(canMatch('.b:is(.c,.d)', { classes: new Set(['b']), ids: new Set() })).toBe(true);
    expect(canMatch('#e .f', { classes: new Set(['f']), ids: new Set() })).toBe(false);
    for (const block of pageCssBlocks) {
      expect(block.css).not.toBe('');
      expect(ownInlineStyles).toContain(block.css);
    }
    expect(ownInlineStyles).toContain(shellCss);
  });
});

describe('small images inside the page', () => {
  // The load stage reads the bytes (scripts/content/collections/site.ts); encoding them is pure.
  const file = (name: string, body: string | Buffer): { asset: Asset; bytes: Buffer } => {
    const bytes = Buffer.from(body);
    const format = path.extname(name).slice(1).toUpperCase();
    return { asset: { source: `images/${name}`, url: `/files/images/${name}`, bytes: bytes.length, format }, bytes };
  };

  it('turns a small SVG into a data: address that decodes to the same drawing, white space collapsed', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <circle cx="4" cy="4" r="3" fill="#1d4f91"/>\n</svg>\n';
    const { asset, bytes } = file('crest.svg', svg);
    expect(inlinable(asset)).toBe(true);
    const inline = inlineImage(asset, bytes)!;
    expect(inline.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(inline.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/\s+/g, ' ').trim());
  });

  it('encodes a small raster image in base64 with its media type', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { asset, bytes } = file('emblem.png', png);
    expect(inlineImage(asset, bytes)).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('leaves a large image, or a file that is not an image, to be served on its own (the load stage does not read them)', () => {
    const large = file('photo.svg', `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(3000)}</svg>`);
    expect(inlinable(large.asset)).toBe(false);
    expect(inlineImage(large.asset, large.bytes)).toBeUndefined();
    const pdf = file('notice.pdf', '%PDF-1.4');
    expect(inlinable(pdf.asset)).toBe(false);
    expect(inlineImage(pdf.asset, pdf.bytes)).toBeUndefined();
  });
});
