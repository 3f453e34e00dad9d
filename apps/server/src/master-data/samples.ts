import { ALL, at, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 10: who keeps master data (README "Vessels and master data"). */
const KEEPERS = ['admin', 'ops', 'management', 'staffdb'];

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const masterDataSamples: ProcedureSamples = {
  inputs: {
    'masterData.keys': () => undefined,
    'masterData.settings.list': () => ({ setting: 'port' }),
    'masterData.settings.get': () => ({ setting: 'port', id: 1 }),
    'masterData.settings.create': () => ({ setting: 'port', fields: { name: `PORT ${at()}`, country: 'ITALY' } }),
    'masterData.settings.update': () => ({ setting: 'port', id: 1, changes: { country: `C${at()}` } }),
    'masterData.settings.setStatus': () => ({ setting: 'port', id: 1, active: true }),
    'masterData.settings.remove': () => ({ setting: 'port', id: 1_000_000 }),
    'masterData.settings.lifeBoatVessels': () => ({ id: 1 }),
    'masterData.settings.addLifeBoatVessel': (i) => ({ id: 1, vesselId: i.vesselId }),
    'masterData.settings.removeLifeBoatVessel': (i) => ({ id: 1, vesselId: i.vesselId }),
    'masterData.settings.rankSalaries': () => ({ rankId: 1 }),
  },
  access: {
    'masterData.keys': cc('master-data.read'),
    'masterData.settings.list': cc('master-data.read', ALL),
    'masterData.settings.get': cc('master-data.read', ALL),
    'masterData.settings.lifeBoatVessels': cc('master-data.read', ALL),
    'masterData.settings.rankSalaries': cc('vessel.read', ALL),
    ...Object.fromEntries(
      ['create', 'update', 'setStatus', 'remove', 'addLifeBoatVessel', 'removeLifeBoatVessel'].map((op) => [
        `masterData.settings.${op}`,
        cc('master-data.manage', KEEPERS),
      ]),
    ),
  },
};
