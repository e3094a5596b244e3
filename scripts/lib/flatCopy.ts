/**
 * A copy of a string in one piece, that holds on to nothing else. V8 keeps a string joined from many small ones as a
 * tree of those pieces (Vike and React build each page that way: twice the page's own size at this site's scale), and
 * a piece cut from a string (a regex match) keeps the whole string it was cut from. A copy made through a buffer is
 * one flat string of its own, and what it came from can be collected.
 */
export const flatCopy = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');
