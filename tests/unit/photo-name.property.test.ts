import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freeFileName, photoNameFor } from '../../editor/helpers/photoName.ts';

/** A safe file name: lower-case ASCII letters and digits in runs joined by single hyphens, at most 60 characters. */
const SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TITLES = ['Dr.', 'Dr', 'DR.', 'Mr.', 'Mr', 'Ms.', 'Mrs.', 'Prof.', 'Prof', 'Rev.', 'Fr.', 'Sr.', 'Shri', 'Smt.'];

/** Names as the office types them: letters (accented ones too), initials with dots, spaces, hyphens, apostrophes. */
const typedName = fc
  .array(fc.constantFrom('Aren', 'Sample', 'A.', 'T.', 'Imchasenla', "O'Neil", 'Zoë', 'Nüngsang', 'Ao-Jamir', 'MARY', 'jr', '2nd', '  '), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(' '));

/** Strings of the letters titles are made of, with dots, hyphens, commas and spaces: where a title ends is what matters. */
const titleLike = fc.string({ unit: fc.constantFrom('D', 'r', 'M', 's', 'F', '.', '-', ',', ' ', 'a'), maxLength: 12 });

describe('the file name a photo takes from its person', () => {
  it('fixture: titles dropped, lower-case ASCII joined by hyphens', () => {
    expect(photoNameFor('Dr. Aren Sample')).toBe('aren-sample');
    expect(photoNameFor('Prof. Dr. A. T. Imchasenla')).toBe('a-t-imchasenla');
    expect(photoNameFor('Mrs Zoë Nüngsang')).toBe('zoe-nungsang');
    expect(photoNameFor("Fr. Peter O'Neil")).toBe('peter-o-neil');
    // A name starting like a title is not one: Frank, Drema, Mrinal keep their first letters.
    expect(photoNameFor('Frank Drema')).toBe('frank-drema');
    expect(photoNameFor('Mrinal Sen')).toBe('mrinal-sen');
    // Nothing to make a name from, and a name Windows keeps for a device.
    expect(photoNameFor('Dr.')).toBe('photo');
    expect(photoNameFor('Mr')).toBe('photo');
    expect(photoNameFor('Dr.Aren Sample')).toBe('aren-sample');
    expect(photoNameFor('नाम')).toBe('photo');
    expect(photoNameFor('Con')).toBe('con-photo');
  });

  it('is always a safe file name of at most 60 characters, whatever is typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), titleLike, typedName), (name) => {
        const made = photoNameFor(name);
        expect(made).toMatch(SAFE);
        expect(made.length).toBeLessThanOrEqual(60);
        expect(made).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/);
      }),
    );
  });

  it('is stable: the same name gives the same file name, and a file name made is its own', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), titleLike, typedName), (name) => {
        expect(photoNameFor(name)).toBe(photoNameFor(name));
        expect(photoNameFor(photoNameFor(name))).toBe(photoNameFor(name));
        // Spaces around the name and the letters' case do not change it.
        expect(photoNameFor(`  ${name.toUpperCase()} `)).toBe(photoNameFor(name.toUpperCase()));
      }),
    );
  });

  it('drops the titles before a name, one or several', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TITLES), { minLength: 1, maxLength: 3 }), typedName, (titles, name) => {
        expect(photoNameFor(`${titles.join(' ')} ${name}`)).toBe(photoNameFor(name));
      }),
    );
  });
});

describe('a free file name in the photo folder', () => {
  it('is the name itself when free, else the first -2, -3 … not taken by a file of any extension, ignoring case', () => {
    expect(freeFileName('aren-sample', 'jpg', [])).toBe('aren-sample.jpg');
    expect(freeFileName('aren-sample', 'jpg', ['aren-sample-photo.jpg', 'aren.jpg'])).toBe('aren-sample.jpg');
    // The build's copies of aren-sample.png would be aren-sample.480w.webp too.
    expect(freeFileName('aren-sample', 'jpg', ['aren-sample.png'])).toBe('aren-sample-2.jpg');
    expect(freeFileName('aren-sample', 'jpg', ['Aren-Sample.JPG'])).toBe('aren-sample-2.jpg');
    expect(freeFileName('aren-sample', 'jpg', ['aren-sample.jpg', 'aren-sample-2.jpg'])).toBe('aren-sample-3.jpg');
  });

  it('is never one of the names taken', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), (numbers) => {
        const taken = numbers.map((number, index) => `${number === 1 ? 'a-sample' : `a-sample-${number}`}.${['jpg', 'png', 'webp'][index % 3]}`);
        const free = freeFileName('a-sample', 'jpg', taken);
        const stem = (file: string) => file.replace(/\.[^.]*$/, '');
        expect(taken.map(stem)).not.toContain(stem(free));
        expect(free).toMatch(/^a-sample(-\d+)?\.jpg$/);
      }),
    );
  });
});
