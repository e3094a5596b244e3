import { describe, expect, it } from 'vitest';
import { addTo, withAdditions } from '../../scripts/content/derive/withAdditions.ts';

/** How the compile hands on its outputs with what it learnt after publishing them (scripts/content/derive/withAdditions.ts). */
describe('the outputs with what the compile adds', () => {
  class FileToPublish {
    constructor(readonly from: string) {}
  }
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const inner of Object.values(value)) deepFreeze(inner);
    }
    return value;
  };

  it('adds the fields to the object named, wherever it is met, and changes nothing it was handed', () => {
    const asset = { source: 'documents/calender.pdf', format: 'PDF' };
    const document = { kind: 'file', title: 'Calender', file: asset };
    const picture = new FileToPublish('/cache/1.480.webp');
    const outputs = deepFreeze({
      pages: { '/calender': { documents: [document] } },
      notices: { notices: [{ route: '/notices/a', document }] },
      assets: [asset, { source: 'images/logo.svg' }],
      'public/files/calender.page-1.480w.webp': picture,
    });
    const additions = new Map<object, Record<string, unknown>>();
    addTo(additions, asset, { drawn: { total: 2, heights: [1698, 1698] } });
    addTo(additions, asset, { text: '/text-version/documents-calender' });
    addTo(additions, document, { anchor: 'page' });

    const renewed = withAdditions(outputs, additions);
    const shown = renewed.pages['/calender'].documents[0];
    expect(shown).toEqual({
      ...document,
      anchor: 'page',
      file: { ...asset, drawn: { total: 2, heights: [1698, 1698] }, text: '/text-version/documents-calender' },
    });
    // One object met in three places is one new object in all three; what is not plain data is handed on as it is.
    expect(renewed.notices.notices[0].document).toBe(shown);
    expect(renewed.assets[0]).toBe(shown.file);
    expect(renewed['public/files/calender.page-1.480w.webp']).toBe(picture);
    expect(renewed.assets[1]).toEqual({ source: 'images/logo.svg' });
    expect(document).toEqual({ kind: 'file', title: 'Calender', file: { source: 'documents/calender.pdf', format: 'PDF' } });
  });
});
