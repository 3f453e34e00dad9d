import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take minutes start first, so the two int workers do not wait on one of them at the end of a
 * run. On a fresh clone (CI) vitest has no timings and starts the largest files first: the first start on PGlite
 * (a demo seed into PGlite, about 3 minutes) is a small file. Otherwise vitest's order (failed, then longest).
 */
const LONG = ['apps/server/src/first-start.int.spec.ts', 'tests/faults/procedures-fuzz.spec.ts'];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => (LONG.some((name) => f.moduleId.endsWith(name)) ? 0 : 1);
    // Array sort is stable: within a project and rank, vitest's order stays.
    return sorted
      .map((f, i) => ({ f, i }))
      .sort(
        (a, b) =>
          a.f.project.config.sequence.groupOrder - b.f.project.config.sequence.groupOrder ||
          (a.f.project.name === b.f.project.name ? rank(a.f) - rank(b.f) : 0) ||
          a.i - b.i,
      )
      .map((x) => x.f);
  }
}
