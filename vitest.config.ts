import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './tests/support/sequencer.js';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.unit.spec.ts', 'apps/**/*.unit.spec.ts'],
          environment: 'node',
          // Pure code, but run beside the int suites of other work on 2 cores: 5 s is too tight.
          testTimeout: 20_000,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'int',
          include: ['packages/**/*.int.spec.ts', 'apps/**/*.int.spec.ts', 'tests/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // The first seeded file builds the run's template (a full demo seed): allow for a busy machine.
          hookTimeout: 300_000,
          // Seeds the demo data once per run into a template database each file copies.
          globalSetup: ['./tests/support/global-setup.ts'],
          // 2 cores: integration files share PostgreSQL and Redis; keep parallelism modest.
          maxWorkers: 2,
          // Every file imports the whole server (about 6 s of module loading a file on this machine, 933 s a
          // run): a worker keeps its module cache from file to file. Each file builds its own services and
          // database; nothing a file needs lives at a module's top level.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
