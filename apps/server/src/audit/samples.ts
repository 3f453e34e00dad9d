import { type ProcedureSamples, cc } from '../platform/trpc/samples.js';

/** Each procedure's input that passes validation. */
const inputs: ProcedureSamples['inputs'] = {
  'audit.list': () => ({}),
  'audit.recordTypes': () => undefined,
  'audit.integrity': () => undefined,
  'audit.eventTypes': () => undefined,
  'audit.story': (ids) => ({ streamId: `crew-${ids.crewId}` }),
  'audit.entities': () => ({ kind: 'crew', search: 'A' }),
  'audit.users': () => ({ search: 'A' }),
  'audit.checkIntegrity': () => undefined,
  'audit.export': () => ({ format: 'xlsx', eventType: 'EventChainChecked' }),
};

/** Each procedure of the area and who may call it (001 §6): all of them behind audit.read (admins, auditors). */
export const auditSamples: ProcedureSamples = {
  inputs,
  access: Object.fromEntries(Object.keys(inputs).map((path) => [path, cc('audit.read')] as const)),
};
