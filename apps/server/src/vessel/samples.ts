import { VESSEL_RECORD_FAMILIES } from '@crewing/domain';
import { recordSamples } from '../records/samples.js';
import { ALL, at, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 10: who keeps vessels (README "Vessels and master data"). */
const VESSEL_KEEPERS = ['admin', 'ops', 'dss', 'management'];
const VESSEL_ALLOWED: Record<string, string[]> = {
  'vessel.read': ALL,
  'vessel.manage': VESSEL_KEEPERS,
  'vessel.technical': ['admin', 'dss'],
};

/** Issue 10: the vessel record families. */
const records = recordSamples('vessel.records', 'vesselId', VESSEL_RECORD_FAMILIES, VESSEL_ALLOWED);

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const vesselSamples: ProcedureSamples = {
  inputs: {
    ...records.inputs,
    'vessel.list': () => ({}),
    'vessel.get': (i) => ({ id: i.vesselId }),
    'vessel.history': (i) => ({ vesselId: i.vesselId, family: 'vessel-flag' }),
    'vessel.add': (i) => ({
      fields: { name: `SAMPLE ${at()}`, code: `S${at()}`.slice(0, 20), fleetId: i.fleetId, vesselTypeId: 2 },
    }),
    'vessel.update': (i) => ({ id: i.vesselId, changes: { classification: `C${at()}` } }),
    'vessel.setStatus': (i) => ({ id: i.vesselId, active: true }),
    'vessel.setImage': (i) => ({ vesselId: i.vesselId, fileId: crypto.randomUUID() }),
    'vessel.deleteImage': (i) => ({ vesselId: i.vesselId }),
  },
  access: {
    ...records.access,
    'vessel.list': cc('vessel.read', ALL),
    'vessel.get': cc('vessel.read', ALL),
    // The sample asks for the Flag History tab's history: JES or DSS (a tab's history is for whoever reads that tab).
    'vessel.history': cc('vessel.technical', VESSEL_ALLOWED['vessel.technical']!),
    ...Object.fromEntries(
      ['add', 'update', 'setStatus', 'setImage', 'deleteImage'].map((op) => [
        `vessel.${op}`,
        cc('vessel.manage', VESSEL_KEEPERS),
      ]),
    ),
  },
};
