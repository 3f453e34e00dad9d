import type { EventMetadata } from '@crewing/events';
import { type VesselMasterKind } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import { masterEntries } from '../master-data/commands.js';
import { vessels } from '../vessel/commands.js';
import { nextId } from '../shared/ids.js';

type Meta = Omit<EventMetadata, 'commandId'>;
type Item = { name: string; code?: string } & Record<string, unknown>;

/** Issue 10's key lists (000 §3 Vessel keys, 002 §3 master data), seeded through the same commands as the settings screens. */
const LISTS: Record<Exclude<VesselMasterKind, 'fleet-signatory'>, Item[]> = {
  principal: [
    { name: 'NIPPON YUSEN KAISHA', code: 'NYK', country: 'JAPAN' },
    { name: 'KAWASAKI KISEN KAISHA', code: 'KLINE', country: 'JAPAN' },
    { name: 'MITSUI O.S.K. LINES', code: 'MOL', country: 'JAPAN' },
    { name: 'WALLENIUS WILHELMSEN', code: 'WW', country: 'NORWAY' },
  ],
  'shipping-management': [
    { name: 'NYK SHIPMANAGEMENT PTE LTD', alias: 'NYKSM' },
    { name: 'K LINE SHIP MANAGEMENT', alias: 'KLSM' },
    { name: 'MOL SHIP MANAGEMENT', alias: 'MOLSM' },
  ],
  'vessel-owner': [
    { name: 'ORIENT BULK CARRIERS S.A.', code: 'OBC', country: 'PANAMA' },
    { name: 'PACIFIC CAR CARRIERS INC.', code: 'PCC', country: 'LIBERIA' },
  ],
  'salary-type': [
    { name: 'ITF', code: 'ITF' },
    { name: 'IBF - JSU/AMOSUP', code: 'IBF' },
    { name: 'POEA STANDARD', code: 'POEA' },
  ],
  'vessel-size': [
    { name: 'HANDYSIZE' },
    { name: 'SUPRAMAX' },
    { name: 'PANAMAX' },
    { name: 'CAPESIZE' },
    { name: 'LARGE CAR CARRIER' },
  ],
  division: [
    { name: 'BULK DIVISION', code: 'BLK' },
    { name: 'CAR CARRIER DIVISION', code: 'PCC' },
  ],
  'vessel-document': [
    { name: 'CERTIFICATE OF REGISTRY', code: 'COR' },
    { name: 'SAFETY CONSTRUCTION CERTIFICATE', code: 'SCC' },
    { name: 'SAFETY EQUIPMENT CERTIFICATE', code: 'SEC' },
    { name: 'MINIMUM SAFE MANNING DOCUMENT', code: 'MSMD' },
    { name: 'INTERNATIONAL LOAD LINE CERTIFICATE', code: 'ILL' },
    { name: 'MLC CERTIFICATE', code: 'MLC' },
  ],
  ecdis: [
    { name: 'JRC JAN-9201', code: 'JRC' },
    { name: 'FURUNO FMD-3200', code: 'FUR' },
    { name: 'TRANSAS NAVI-SAILOR 4000', code: 'TRA' },
  ],
  'life-boat': [
    { name: 'TOTALLY ENCLOSED LIFEBOAT 32P', code: 'TEL32', capacity: 32 },
    { name: 'FREE-FALL LIFEBOAT 26P', code: 'FFL26', capacity: 26 },
  ],
};

/** The lists, then every seeded vessel's 000 §3 fields (flag as a key now, principal, management...). */
export async function seedVesselMasterData(services: Services, vesselIds: number[], meta: Meta): Promise<number> {
  const at = services.clock().toISOString();
  const ids: Record<string, number[]> = {};
  let commands = 0;
  for (const [kind, items] of Object.entries(LISTS) as Array<[VesselMasterKind, Item[]]>) {
    for (const fields of items) {
      const id = await nextId(services, 'key_item');
      await masterEntries(kind).handle(
        services,
        id,
        { type: 'CreateMasterRecord', data: { kind, id, fields, at } },
        { commandId: `seed-${kind}-${id}`, metadata: meta },
      );
      (ids[kind] ??= []).push(id);
      commands++;
    }
  }
  const keyIds = async (kind: string) =>
    (await services.db.selectFrom('key_items').select('id').where('kind', '=', kind).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const [flags, routes] = await Promise.all([keyIds('flag'), keyIds('trade-route')]);
  const ports = (await services.db.selectFrom('ports').select('id').orderBy('id').execute()).map((r) => r.id);
  const pick = (xs: number[] | undefined, i: number) => (xs && xs.length > 0 ? { id: xs[i % xs.length]! } : null);
  for (const [i, vesselId] of vesselIds.entries()) {
    const changes: Record<string, unknown> = {
      alias2: `V-${i + 1}`,
      contractTerm: '9 MONTHS +/- 1',
      classification: i % 2 ? 'NIPPON KAIJI KYOKAI' : 'LLOYDS REGISTER',
      cba: i % 2 ? 'IBF JSU/AMOSUP-IMMAJ' : 'ITF',
      filipinoCrew: 18,
      foreignCrew: 2,
      netTon: 9000 + i * 250,
      deadWeight: 30000 + i * 1000,
      dateLaunched: `20${String(5 + (i % 15)).padStart(2, '0')}-03-15`,
      dateDelivered: `20${String(5 + (i % 15)).padStart(2, '0')}-06-30`,
      fleetNo: String(i + 1),
    };
    const keys: Array<[string, { id: number } | null]> = [
      ['flagId', pick(flags, i)],
      ['tradeRouteId', pick(routes, i)],
      ['portId', pick(ports, i)],
      ['principalId', pick(ids.principal, i)],
      ['managementId', pick(ids['shipping-management'], i)],
      ['salaryTypeId', pick(ids['salary-type'], i)],
      ['vesselSizeId', pick(ids['vessel-size'], i)],
      ['divisionId', pick(ids.division, i)],
    ];
    for (const [k, v] of keys) if (v) changes[k] = v.id;
    await vessels.handle(
      services,
      vesselId,
      { type: 'UpdateMasterRecord', data: { kind: 'vessel', id: vesselId, changes, at } },
      { commandId: `seed-vessel-${vesselId}-details`, metadata: meta },
    );
    commands++;
  }
  return (
    commands +
    (await seedVesselRecords(
      services,
      vesselIds,
      { flags, ports, documents: ids['vessel-document'] ?? [], ecdis: ids.ecdis ?? [] },
      meta,
    ))
  );
}

/**
 * A few records on the first vessels' tabs (Documents with two versions, Flag History, ECDIS, Visitation,
 * Salary Matrix), through the vessel's own commands; the seed's keys are its own, so the facts say they exist.
 */
async function seedVesselRecords(
  services: Services,
  vesselIds: number[],
  k: Record<'flags' | 'ports' | 'documents' | 'ecdis', number[]>,
  meta: Meta,
) {
  const at = services.clock().toISOString();
  const ranks = (await services.db.selectFrom('ranks').select('id').orderBy('sort_order').limit(2).execute()).map(
    (r) => r.id,
  );
  const one = (xs: number[], i: number) => xs[i % xs.length]!;
  let commands = 0;
  for (const [i, vesselId] of vesselIds.slice(0, 6).entries()) {
    const records: Array<[string, Record<string, unknown>]> = [
      [
        'vessel-document',
        {
          documentId: one(k.documents, i),
          number: `SMC-${vesselId}-1`,
          issueDate: '2021-04-01',
          expiryDate: '2026-04-01',
        },
      ],
      [
        'vessel-document',
        {
          documentId: one(k.documents, i),
          number: `SMC-${vesselId}-2`,
          issueDate: '2026-03-20',
          expiryDate: '2031-03-20',
        },
      ],
      ['vessel-flag', { flagId: one(k.flags, i), dateFrom: '2015-01-02', portId: one(k.ports, i) }],
      [
        'vessel-ecdis',
        {
          ecdisId: one(k.ecdis, i),
          installedDate: '2024-03-01',
          serialNo: `SN-${1000 + vesselId}`,
          softwareVersion: '5.1',
        },
      ],
      ['vessel-visitation', { visitDate: '2026-10-05', portId: one(k.ports, i + 1), remarks: 'SUPERINTENDENT VISIT' }],
      ...ranks.map((rankId, r): [string, Record<string, unknown>] => [
        'vessel-rank-salary',
        { rankId, basicSalary: r === 0 ? 9500 : 7800, overtime: 2500, effectiveDate: '2026-01-01' },
      ]),
    ];
    for (const [family, fields] of records) {
      const recordId = await nextId(services, 'vessel_record');
      const known = Object.fromEntries(
        Object.keys(fields)
          .filter((f) => f.endsWith('Id'))
          .map((f) => [f, true]),
      );
      await vessels.handle(
        services,
        vesselId,
        {
          type: 'AddVesselRecord',
          data: { vesselId, family, recordId, fields, facts: { known, files: {}, actorId: null }, at },
        },
        { commandId: `seed-vessel-record-${recordId}`, metadata: meta },
      );
      commands++;
    }
  }
  return commands;
}
