import type { Generated } from 'kysely';

/**
 * The master data area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface MasterDataTables {
  fleets: FleetsTable;
  vessels: VesselsTable;
  ranks: RanksTable;
  ports: PortsTable;
  inns: InnsTable;
  laboratories: LaboratoriesTable;
  contract_reasons: ContractReasonsTable;
  key_items: KeyItemsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends MasterDataTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    fleet: true;
    vessel: true;
    rank: true;
    port: true;
    inn: true;
    laboratory: true;
    contract_reason: true;
    key_item: true;
    document: true;
  }
}

interface MasterCommon {
  id: number;
  active: boolean;
  version: number;
  /** Issue 10: the fields without a column of their own, and the settings list's delete mark. */
  details: Generated<Record<string, unknown>>;
  deleted: Generated<boolean>;
}

export interface FleetsTable extends MasterCommon {
  name: string;
  vessel_type_id: number;
  officer_user_id: number | null;
}

export interface VesselsTable extends MasterCommon {
  name: string;
  code: string;
  fleet_id: number;
  vessel_type_id: number;
  flag: string | null;
  gross_ton: string | null;
  total_crew: number | null;
  image_file_id: Generated<string | null>;
}

export interface RanksTable extends MasterCommon {
  name: string;
  alias: string;
  rank_type_id: number;
  sort_order: number;
}

export interface PortsTable extends MasterCommon {
  name: string;
  country: string;
}

export interface InnsTable extends MasterCommon {
  name: string;
  telephone: string | null;
  address: string | null;
}

export interface LaboratoriesTable extends MasterCommon {
  name: string;
}

export interface ContractReasonsTable extends MasterCommon {
  code: string;
  name: string;
}

export interface KeyItemsTable {
  id: number;
  kind: string;
  version: number;
  active: Generated<boolean>;
  name: string;
  code: string | null;
  details: Generated<Record<string, unknown>>;
  deleted: Generated<boolean>;
}
