import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['packages/**/*.unit.spec.ts', 'apps/**/*.unit.spec.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'int',
          include: ['packages/**/*.int.spec.ts', 'apps/**/*.int.spec.ts', 'tests/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // 2 cores: integration files share PostgreSQL and Redis; keep parallelism modest.
          maxWorkers: 2,
        },
      },
    ],
  },
});
