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
    // An area merges its read models into the one DB type: `interface DB extends CrewTables {}`.
    files: ['apps/server/src/*/tables.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    // The web reaches the server for types only (end-to-end types through tRPC, never its code).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@trpc/server', message: 'Only apps/server imports @trpc/server.' }],
          patterns: [
            {
              group: ['@crewing/server', '@crewing/server/*'],
              allowTypeImports: true,
              message: 'The web imports the server with `import type` only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure: no database, no event store, no server.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'kysely',
            'pg',
            '@electric-sql/pglite',
            '@crewing/events',
            '@trpc/server',
            'ioredis',
            'bullmq',
            'express',
          ].map((name) => ({
            name,
            message: 'packages/domain stays pure (decide, evolve, permissions, schemas).',
          })),
          patterns: [
            {
              group: ['@crewing/events/*', '@crewing/server', '@crewing/server/*'],
              message: 'packages/domain stays pure.',
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in one env.ts per app (and by test/bench harnesses).
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts'],
    ignores: ['apps/server/src/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts' },
      ],
    },
  },
);
