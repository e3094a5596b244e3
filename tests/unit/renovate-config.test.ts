import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The dependency bot's configuration (renovate.json), read as Renovate reads it: its groups hold the packages that
 * must move together, versions stay pinned exactly, the releases the site cannot take yet are held back with their
 * reason, and its pull requests run the same check as every other pull request.
 */
interface PackageRule {
  description?: string;
  matchPackageNames?: string[];
  groupName?: string;
  allowedVersions?: string;
}
const root = path.join(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(path.join(root, 'renovate.json'), 'utf8')) as {
  rangeStrategy?: string;
  schedule?: string[];
  packageRules: PackageRule[];
};
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Whether one of a rule's matchPackageNames names a package, as Renovate reads it: "/…/" is a regular expression,
 * anything else the exact name. A glob or a negation (which this configuration does not use) fails the test rather
 * than being read wrongly.
 */
function names(pattern: string, name: string): boolean {
  const regex = /^\/(.*)\/$/.exec(pattern);
  if (regex) return new RegExp(regex[1]).test(name);
  if (/[*?!{}]/.test(pattern)) throw new Error(`"${pattern}" is a glob or a negation: read it here before using it in renovate.json`);
  return pattern === name;
}

const rulesFor = (name: string) => config.packageRules.filter((rule) => rule.matchPackageNames?.some((pattern) => names(pattern, name)));
/** The group of a package's pull requests: in Renovate the last rule that applies sets it. */
const groupOf = (name: string) => rulesFor(name).findLast((rule) => rule.groupName)?.groupName;
/** The versions a package may be updated to, and why, when a rule holds it back. */
const holdOf = (name: string) => rulesFor(name).findLast((rule) => rule.allowedVersions);

describe('the dependency bot (renovate.json)', () => {
  it("groups Decap's packages, Vike with Vite and React, and the test tools, each in one pull request", () => {
    for (const name of [
      'decap-cms-core',
      'decap-cms-widget-markdown',
      'decap-cms-locales',
      'decap-cms-backend-github',
      'decap-cms-backend-proxy',
      'decap-server',
    ])
      expect(groupOf(name), name).toBe('Decap CMS');
    for (const name of ['vike', 'vike-react', 'vite', '@vitejs/plugin-react', 'react', 'react-dom', '@types/react', '@types/react-dom'])
      expect(groupOf(name), name).toBe('Vike, Vite and React');
    for (const name of ['vitest', '@playwright/test', 'playwright', 'axe-core', '@axe-core/playwright', 'fast-check', 'lighthouse', 'html-validate'])
      expect(groupOf(name), name).toBe('test tools');
    // The other packages are updated one by one.
    for (const name of ['eslint', 'pagefind', 'sharp', 'react-slick', '@types/react-slick', 'marked']) expect(groupOf(name), name).toBeUndefined();
  });

  it('keeps every version pinned exactly, and proposes updates once a week', () => {
    expect(config.rangeStrategy).toBe('pin');
    // An npm alias (typescript-native) pins its package's version the same way: npm:<package>@<version>.
    const ranged = Object.entries({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
      ([, version]) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+$/.test(version),
    );
    expect(ranged).toEqual([]);
    expect(config.schedule).toEqual(['before 9am on monday']);
  });

  it('holds back the releases the site cannot take yet, each with its reason', () => {
    // Node 24, the LTS the site is tested on; vitest 5 runs on it and on 22.12 (its engines), so it is no longer held.
    expect(holdOf('node')?.allowedVersions).toBe('<25');
    expect(holdOf('@types/node')?.allowedVersions).toBe('<25');
    expect(holdOf('vitest')).toBeUndefined();
    expect(holdOf('lighthouse')?.allowedVersions).toBe('<13');
    expect(holdOf('lighthouse')?.description).toContain('Node 22.19');
    // pagefind 1.6.0, once skipped, installs with npm ci: it is no longer held.
    expect(holdOf('pagefind')).toBeUndefined();
    expect(holdOf('typescript')?.allowedVersions).toBe('<7');
    expect(holdOf('typescript')?.description).toContain('typescript-eslint');
    expect(holdOf('typescript-native')).toBeUndefined();
    // Releases whose engines leave out Node 22.12, the oldest the project supports.
    expect(holdOf('html-validate')?.allowedVersions).toBe('<11');
    expect(holdOf('html-validate')?.description).toContain('Node 22.12');
    expect(holdOf('selenium-webdriver')?.allowedVersions).toBe('<4.52');
    expect(holdOf('selenium-webdriver')?.description).toContain('Node 22.12');
    expect(holdOf('eslint')?.allowedVersions).toBe('<10');
    expect(holdOf('@eslint/js')?.allowedVersions).toBe('<10');
    expect(holdOf('eslint')?.description).toContain('Node 22.12');
    expect(holdOf('react')).toBeUndefined();
  });

  it('has its pull requests checked as every pull request is: check.yml runs on each, whatever its branch', () => {
    const workflow = parse(readFileSync(path.join(root, '.github/workflows/check.yml'), 'utf8')) as { on: Record<string, unknown> };
    expect(Object.keys(workflow.on)).toContain('pull_request');
    // No branch or path filter that a bot's branch or a package.json-only change could fall outside.
    expect(workflow.on.pull_request).toBeNull();
  });
});
