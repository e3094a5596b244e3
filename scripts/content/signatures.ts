import { closeSync, openSync, readSync } from 'node:fs';
import { schemeOf } from '../../common/sanitize.ts';
import { decodeEntities } from '../../common/htmlEntities.ts';

/**
 * What a served file really is, read from its first bytes rather than its name: a Word file renamed
 * .pdf or a web page saved as .jpg must never reach visitors, and only PDFs and images are published.
 */

/** How many leading bytes tell every kind below apart. */
export const SIGNATURE_BYTES = 16;

/** Reads at most SIGNATURE_BYTES from the start of a file (a 10,000-paper question bank reads only these). */
export function firstBytes(absolutePath: string): Buffer {
  const fd = openSync(absolutePath, 'r');
  try {
    const buffer = Buffer.alloc(SIGNATURE_BYTES);
    return buffer.subarray(0, readSync(fd, buffer, 0, SIGNATURE_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The kinds a file's first bytes can show, with the name the office knows them by. */
const KINDS: { kind: string; name: string; test: (b: Buffer) => boolean }[] = [
  { kind: 'pdf', name: 'a PDF', test: (b) => ascii(b, 0, 5) === '%PDF-' },
  { kind: 'jpeg', name: 'a JPG photo', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { kind: 'png', name: 'a PNG image', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { kind: 'gif', name: 'a GIF image', test: (b) => /^GIF8[79]a$/.test(ascii(b, 0, 6)) },
  { kind: 'webp', name: 'a WebP image', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { kind: 'avif', name: 'an AVIF image', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 12)) },
  { kind: 'word', name: 'a Word or other Office document', test: (b) => b.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) },
  { kind: 'zip', name: 'a Word (.docx), Excel or ZIP file', test: (b) => ascii(b, 0, 4) === 'PK\x03\x04' },
  { kind: 'rtf', name: 'an RTF document', test: (b) => ascii(b, 0, 5) === '{\\rtf' },
  { kind: 'heic', name: 'an iPhone photo (HEIC)', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1)$/.test(ascii(b, 8, 12)) },
];

/** The kind of a file from its first bytes (text formats such as SVG and HTML are told apart by their text). */
export function sniff(bytes: Buffer): { kind: string; name: string } | undefined {
  const known = KINDS.find((entry) => entry.test(bytes));
  if (known) return known;
  const text = ascii(bytes, 0, bytes.length)
    .replace(/^\uFEFF|^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return { kind: 'html', name: 'a web page (HTML)' };
  if (text.startsWith('<svg') || text.startsWith('<?xml')) return { kind: 'svg', name: 'an SVG image' };
  return undefined;
}

/** Elements that run script or carry another document, by their name without a namespace prefix, as messages name them. */
const ACTIVE_ELEMENTS: Record<string, string> = {
  script: 'a <script> element',
  foreignobject: 'a <foreignObject> element (it can carry a web page)',
  iframe: 'an <iframe> element (it can carry a web page)',
  embed: 'an <embed> element (it can carry a web page)',
  object: 'an <object> element (it can carry a web page)',
};
/** An opening tag: its name (perhaps prefixed, `svg:script`) and its attributes; a quoted value may hold a ">". */
const TAG = /<([^\s/>!?]+)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s=/"']+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
/** Pictures a link or <image> may carry inline; any other data: address can be a web page. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif)[;,]/;
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** Why one attribute makes a picture active: an event handler, a script address, or a <use> of another file. */
function activeAttribute(element: string, name: string, value: string): string | undefined {
  const attribute = localName(name);
  if (attribute.startsWith('on')) return `an event attribute (${name}=)`;
  // A list of values (an animation's values="#a; javascript:…") is checked piece by piece.
  for (const piece of value.split(';')) {
    const scheme = schemeOf(piece);
    if (scheme === 'javascript' || scheme === 'vbscript') return `a ${scheme}: link`;
  }
  const address = value.replace(/\s/g, '').toLowerCase();
  if (attribute === 'href' || attribute === 'src') {
    if (element === 'use' && !address.startsWith('#')) return 'a <use> element that takes its picture from another file or address';
    if (address.startsWith('data:') && !DATA_IMAGE.test(address)) return 'a data: link (it can carry a web page)';
  }
  return undefined;
}

/**
 * Why an SVG must not be served: it could run script on the site's own address. Read as a browser reads it:
 * elements are known by their name whatever namespace prefix they carry (`<svg:script>`), and attribute values
 * with their entities decoded and white space ignored (`java&#x09;script&#58;`). Anything unclear is refused:
 * the office can always export the picture as PNG.
 */
export function activeSvgContent(svg: string): string | undefined {
  if (/<!ENTITY/i.test(svg)) return 'an entity declaration (<!ENTITY), which can hide script';
  if (/<\?xml-stylesheet/i.test(svg)) return 'a style sheet instruction (<?xml-stylesheet), which can turn the picture into a web page';
  for (const [, name, attributes] of svg.matchAll(TAG)) {
    const element = localName(name);
    if (ACTIVE_ELEMENTS[element]) return ACTIVE_ELEMENTS[element];
    for (const [, attribute, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const active = activeAttribute(element, attribute, decodeEntities(double ?? single ?? bare ?? ''));
      if (active) return active;
    }
  }
  if (/javascript:/i.test(svg)) return 'a javascript: link';
  return undefined;
}
