/**
 * An SVG drawing as a data: address, white space collapsed. Percent-encoded text rather than base64: it compresses
 * with the page, and the same drawing written twice in a page (the favicon and a logo) costs almost nothing the second time.
 */
export const svgDataUri = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
