import { describe, expect, it } from 'vitest';
import { afterOpening, failedJobAnswer, PartWayFailure } from '../../scripts/content/facts/pdfRefusals.ts';

/**
 * What the PDF worker answers for a job that threw (scripts/content/facts/pdfRefusals.ts): a PDF that would not open
 * is damaged or locked, an answer the caches keep; one that failed once it opened (a full disk, the machine short of
 * memory) is unfinished, which no cache keeps, so the next build tries again.
 */
describe('a PDF job that threw', () => {
  const locked = Object.assign(new Error('No password given'), { name: 'PasswordException' });

  it('is damaged or locked when the PDF would not open, in the office’s words', () => {
    expect(failedJobAnswer(new Error('Invalid PDF structure.'), { contents: 'a.pdf' })).toEqual({ unreadable: 'it is damaged or not a PDF pdf.js can open' });
    expect(failedJobAnswer(locked, { draw: {} })).toEqual({ refused: 'it is protected by a password' });
  });

  it('is unfinished when it failed once the PDF opened, whatever threw', async () => {
    const partWay = await afterOpening(() => Promise.reject(new Error('ENOSPC: no space left on device, write'))).catch((error: unknown) => error);
    expect(partWay).toBeInstanceOf(PartWayFailure);
    expect(failedJobAnswer(partWay, { contents: 'a.pdf' })).toEqual({ unreadable: expect.stringContaining('could not be finished'), unfinished: true });
    expect(failedJobAnswer(partWay, { draw: {} })).toEqual({ refused: expect.stringContaining('could not be finished'), unfinished: true });
    expect(await afterOpening(() => Promise.resolve('drawn'))).toBe('drawn');
  });
});
