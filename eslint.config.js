import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@trpc/server', message: 'Only apps/server imports @trpc/server.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**', 'tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // process.env is read in one env.ts per app (and by test/bench harnesses).
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts'],
    ignores: ['apps/server/src/env.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through env.ts' }] },
  },
);
