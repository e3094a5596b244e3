import { closeSync, openSync, readSync } from 'node:fs';

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
  const text = ascii(bytes, 0, bytes.length).replace(/^\uFEFF|^\xef\xbb\xbf/, '').trimStart().toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return { kind: 'html', name: 'a web page (HTML)' };
  if (text.startsWith('<svg') || text.startsWith('<?xml')) return { kind: 'svg', name: 'an SVG image' };
  return undefined;
}

/** The kind a file's extension promises, for the formats the site serves; undefined for anything else. */
export function expectedKind(extension: string): string | undefined {
  return { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif', svg: 'svg' }[extension.toLowerCase()];
}

/** Why an SVG must not be served: it could run script on the site's own address. */
export function activeSvgContent(svg: string): string | undefined {
  if (/<script[\s>/]/i.test(svg)) return 'a <script> element';
  if (/<foreignObject[\s>/]/i.test(svg)) return 'a <foreignObject> element (it can carry a web page)';
  if (/\son[a-z]+\s*=/i.test(svg)) return `an event attribute (${/\s(on[a-z]+)\s*=/i.exec(svg)![1]}=)`;
  if (/(?:href|src)\s*=\s*["']?\s*(?:javascript|data:text\/html)/i.test(svg) || /javascript:/i.test(svg)) return 'a javascript: link';
  return undefined;
}
