import { createHash } from 'node:crypto';

/**
 * How the build's caches name what they keep of a PDF (its text, its drawn pages): by the PDF's bytes and the version
 * of the work done on them, so that a file renamed keeps its entry and a new reader or drawer does the work again.
 */
export const pdfKey = (version: string, bytes: Buffer): string => createHash('sha256').update(version).update(bytes).digest('hex');
