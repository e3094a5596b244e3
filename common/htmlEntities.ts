/** The named references decoded: XML's five, and HTML's that can spell an address (":" and white space). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/**
 * Text with its character references decoded, as a browser reads an attribute value: numeric ones (decimal or hex,
 * the closing semicolon optional as browsers allow) and the named ones above; an unknown name stays as written.
 * One decoder for every reader of HTML here: the link check and the heading texts read what React and marked
 * escaped, and the SVG check reads what a hostile file may spell (`&#x6A;avascript&#58;` is `javascript:`).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}
