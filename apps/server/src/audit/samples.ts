import { type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const auditSamples: ProcedureSamples = {
  inputs: {
    'audit.list': () => ({}),
    'audit.recordTypes': () => undefined,
    'audit.integrity': () => undefined,
    'audit.checkIntegrity': () => undefined,
  },
  access: {
    'audit.list': { access: { kind: 'permission', permission: 'audit.read' } },
    'audit.recordTypes': { access: { kind: 'permission', permission: 'audit.read' } },
    'audit.integrity': { access: { kind: 'permission', permission: 'audit.read' } },
    'audit.checkIntegrity': { access: { kind: 'permission', permission: 'audit.read' } },
  },
};
