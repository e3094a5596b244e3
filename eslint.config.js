// ESLint (flat config): TypeScript, React hooks and JSX accessibility rules; formatting is Prettier's job.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      '.generated*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'content/**',
      'tests/fixtures/**',
      // Vike's compiled +config files, there for a moment while a build runs beside the lint (.gitignore).
      '**/*.build-????????????.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The two classic hook rules; the React Compiler's stricter rules do not apply (the site does not use the compiler).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Scrolling tables are focusable named regions so keyboard users can scroll them (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // The build (scripts/) and the pages (renderer/, pages/) meet only in common/: code both run lives there, so neither
  // side loads the other's modules. common/ may name the compiler's types (erased when it runs), never run its code.
  crossing(
    ['scripts/**/*.{ts,tsx}'],
    [{ group: ['**/renderer/**', '**/pages/**'], message: 'scripts/ must not import renderer/ or pages/: move what both need into common/.' }],
  ),
  crossing(
    ['renderer/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    [{ group: ['**/scripts/**', '**/editor/**'], message: 'renderer/ and pages/ must not import scripts/ or editor/: move what both need into common/.' }],
  ),
  crossing(
    ['common/**/*.{ts,tsx}'],
    [
      { group: ['**/renderer/**', '**/pages/**'], message: 'common/ is shared by the build and the pages: it must not import renderer/ or pages/.' },
      { group: ['**/scripts/**'], allowTypeImports: true, message: 'common/ may import only types from scripts/ (import type).' },
    ],
  ),
);

/** Forbids imports matching `patterns` in `files`. */
function crossing(files, patterns) {
  return { files, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } };
}
