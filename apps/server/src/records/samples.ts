import type { FieldInput, Permission, RecordFamily } from '@crewing/domain';
import { cc, type ProcedureSamples, type SampleIds } from '../platform/trpc/samples.js';

/** A record that passes its family's schema (not necessarily its rules or facts): every required field filled. */
function sampleFields(family: RecordFamily): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(family.fields)) {
    if (!f.required) continue;
    const byInput: Record<FieldInput, unknown> = {
      text: 'SAMPLE',
      textarea: 'SAMPLE TEXT',
      date: '2026-01-15',
      number: Math.max(f.min ?? 0, 1),
      money: '1000.00',
      key: 1,
      record: 1,
      choice: f.options?.[0]?.value,
      flag: true,
      psgc: '1300000000',
      // A required file list needs one (its facts then refuse a file that is not the actor's own upload).
      files: [{ fileId: '00000000-0000-4000-8000-0000000000f1' }],
    };
    out[name] = byInput[f.input];
  }
  return out;
}

/**
 * The record pattern's four procedures for every family of one owner (`crew.records.<family>.add`...):
 * read for list, manage for add and update, remove (or manage) for remove. `owner` names the input's
 * owner id (the sample's id of the same name); `allowed` gives the demo roles each permission lets through.
 */
export function recordSamples(
  prefix: string,
  owner: 'crewId' | 'vesselId' | 'userId',
  families: Record<string, RecordFamily>,
  allowedBy: Record<string, string[]>,
): ProcedureSamples {
  const allowed = (permission: Permission) => allowedBy[permission]!;
  const out: ProcedureSamples = { inputs: {}, access: {} };
  for (const [key, family] of Object.entries(families)) {
    const p = family.permissions;
    const at = (i: SampleIds) => ({ [owner]: i[owner] });
    out.inputs[`${prefix}.${key}.list`] = (i) => at(i);
    out.inputs[`${prefix}.${key}.add`] = (i) => ({ ...at(i), fields: sampleFields(family) });
    out.inputs[`${prefix}.${key}.update`] = (i) => ({ ...at(i), recordId: 1, changes: sampleFields(family) });
    out.inputs[`${prefix}.${key}.remove`] = (i) => ({ ...at(i), recordId: 1 });
    out.access[`${prefix}.${key}.list`] = cc(p.read, allowed(p.read));
    out.access[`${prefix}.${key}.add`] = cc(p.manage, allowed(p.manage));
    out.access[`${prefix}.${key}.update`] = cc(p.manage, allowed(p.manage));
    out.access[`${prefix}.${key}.remove`] = cc(p.remove ?? p.manage, allowed(p.remove ?? p.manage));
  }
  return out;
}
