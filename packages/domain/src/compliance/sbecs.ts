import { z } from 'zod';
import { recordId } from '../shared/ids.js';

/** One deployment's SBECS pack: the crew and the contract (one per sign-on) it is filed for. */
export const sbecsPackInput = z.object({ crewId: recordId, contractId: recordId });
export type SbecsPackInput = z.infer<typeof sbecsPackInput>;

/** One line of the pack: its section, what SBECS asks, and what the 201 file and the vessel hold (null: missing). */
export interface SbecsLine {
  section: string;
  item: string;
  value: string | null;
}

/**
 * Issue 31 §4: what the pack still lacks, named as a DSS officer would read it before filing, in
 * the pack's order. An empty list: ready to file.
 */
export function sbecsMissing(lines: readonly SbecsLine[]): string[] {
  return lines.filter((l) => l.value === null || l.value.trim() === '').map((l) => `${l.section}: ${l.item}`);
}
