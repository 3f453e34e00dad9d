import { features } from '../features.js';
import type { Access, SampleIds } from '../platform/trpc/samples.js';

export type { SampleIds };

const all = Object.values(features);

/**
 * An input that passes validation for every procedure of the router, gathered from each area's
 * manifest (its samples.ts). The permission matrix and the fuzz test both start from it; a
 * procedure without a sample fails both, so none ships unchecked.
 */
export const PROCEDURE_SAMPLES: Record<string, (ids: SampleIds) => unknown> = Object.assign(
  {},
  ...all.map((f) => f.samples.inputs),
);

/** Every procedure and who may call it (001 §6), from each area's manifest. */
export const PROCEDURE_ACCESS: Record<string, { access: Access }> = Object.assign(
  {},
  ...all.map((f) => f.samples.access),
);
