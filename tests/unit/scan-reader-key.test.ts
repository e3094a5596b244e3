/**
 * The key the scans' readings are cached under (SCAN_READER, scripts/content/facts/scanReader.ts) follows the versions
 * of tesseract.js and its English model as installed, which installedVersion.ts reads from their package.json: loaded
 * with other versions installed, the key names those, so an upgrade makes the build read the scans again without anyone
 * typing a version. The reader's module is loaded afresh for each installation the test stubs.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';

const INSTALLED_VERSION = '../../scripts/content/facts/installedVersion.ts';

/** SCAN_READER as scanReader.ts makes it when the packages installed have the versions given. */
async function keyWith(versions: Record<string, string>): Promise<string> {
  vi.resetModules();
  vi.doMock(INSTALLED_VERSION, () => ({
    installedVersion: (name: string) => {
      if (!(name in versions)) throw new Error(`${name} is not installed in this test`);
      return versions[name];
    },
  }));
  return (await import('../../scripts/content/facts/scanReader.ts')).SCAN_READER;
}

afterEach(() => {
  vi.doUnmock(INSTALLED_VERSION);
  vi.resetModules();
});

describe('the scan reader’s cache key', () => {
  it('is keyed by the reader’s version as installed (tesseract.js and its English model), not a version typed', async () => {
    const installed = await keyWith({ 'tesseract.js': '7.0.0', '@tesseract.js-data/eng': '1.0.0' });
    const upgraded = await keyWith({ 'tesseract.js': '7.1.3', '@tesseract.js-data/eng': '1.0.0' });
    const newModel = await keyWith({ 'tesseract.js': '7.0.0', '@tesseract.js-data/eng': '2.0.1' });
    expect(installed).toContain('tesseract.js-7.0.0+@tesseract.js-data/eng-1.0.0/');
    expect(upgraded).toContain('tesseract.js-7.1.3+@tesseract.js-data/eng-1.0.0/');
    expect(newModel).toContain('tesseract.js-7.0.0+@tesseract.js-data/eng-2.0.1/');
  });

  it('is read from the package.json of each package as installed', async () => {
    const { installedVersion } = await vi.importActual<typeof import('../../scripts/content/facts/installedVersion.ts')>(INSTALLED_VERSION);
    const require = createRequire(import.meta.url);
    for (const name of ['tesseract.js', '@tesseract.js-data/eng'])
      expect(installedVersion(name), name).toBe((require(`${name}/package.json`) as { version: string }).version);
  });
});
