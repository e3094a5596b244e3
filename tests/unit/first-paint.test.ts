import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deferStylesheet } from '../../scripts/postbuild/deferStylesheet.ts';
import { inlineImage } from '../../scripts/content/derive/inlineImage.ts';
import type { Asset } from '../../scripts/content/context.ts';

describe('the full stylesheet, out of the first paint', () => {
  const vikePage = (base: string) =>
    `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="${base}assets/static/style.abc.css">\n<style>p{}</style></head><body><p>x</p></body></html>`;

  it('leaves no stylesheet the browser fetches before the first paint: only a <noscript> copy, named for the script', () => {
    const html = deferStylesheet(vikePage('/college/'));
    expect(html).toContain(
      '<noscript data-deferred-style="/college/assets/static/style.abc.css"><link rel="stylesheet" href="/college/assets/static/style.abc.css"></noscript>\n</head>',
    );
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

describe('small images inside the page', () => {
  let folder = '';
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    folder = '';
  });
  const file = (name: string, body: string | Buffer): { asset: Asset; absolute: string } => {
    folder ||= mkdtempSync(path.join(tmpdir(), 'inline-image-'));
    const absolute = path.join(folder, name);
    writeFileSync(absolute, body);
    const format = path.extname(name).slice(1).toUpperCase();
    return { asset: { source: `images/${name}`, url: `/files/images/${name}`, bytes: Buffer.byteLength(body), format }, absolute };
  };

  it('turns a small SVG into a data: address that decodes to the same drawing, white space collapsed', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <circle cx="4" cy="4" r="3" fill="#1d4f91"/>\n</svg>\n';
    const { asset, absolute } = file('crest.svg', svg);
    const inline = inlineImage(asset, absolute)!;
    expect(inline.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(inline.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/\s+/g, ' ').trim());
  });

  it('encodes a small raster image in base64 with its media type', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { asset, absolute } = file('emblem.png', png);
    expect(inlineImage(asset, absolute)).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('leaves a large image, or a file that is not an image, to be served on its own', () => {
    const large = file('photo.svg', `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(3000)}</svg>`);
    expect(inlineImage(large.asset, large.absolute)).toBeUndefined();
    const pdf = file('notice.pdf', '%PDF-1.4');
    expect(inlineImage(pdf.asset, pdf.absolute)).toBeUndefined();
  });
});
