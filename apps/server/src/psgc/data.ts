import { getBarangaysByMunicipality } from '@aivangogh/ph-address';
import { buildIndex, byName, psgcDisplay, type PsgcIndex, type PsgcMunicipality, type PsgcOption } from './load.js';

export type { PsgcOption } from './load.js';

/**
 * The official PSGC data (regions, provinces, cities/municipalities, barangays) from the
 * maintained npm dataset @aivangogh/ph-address, for the crew address cascade (issue 8 §4).
 * Loaded once, at first use (the package inflates its data then: about half a second).
 * The ~42,000 barangays stay in the package's own index by municipality code; we keep no copy
 * and map the few hundred rows of one municipality when asked.
 */
let loaded: PsgcIndex | undefined;
const index = (): PsgcIndex => (loaded ??= buildIndex());

const option = (o: PsgcOption): PsgcOption => ({ code: o.code, name: o.name });

export function regions(): PsgcOption[] {
  return index().regions.map(option);
}

export function provinces(regionCode: string): PsgcOption[] {
  return (index().provincesByRegion.get(regionCode) ?? []).map(option);
}

/**
 * A province's cities and municipalities; without a province, the region's cities that lie
 * outside any province (all of NCR, highly urbanised and independent cities: see load.ts).
 */
export function municipalities(a: { regionCode: string; provinceCode?: string | null }): PsgcOption[] {
  const { provinces: all, municipalitiesByParent } = index();
  if (a.provinceCode) {
    if (all.get(a.provinceCode)?.regionCode !== a.regionCode) return [];
    return (municipalitiesByParent.get(a.provinceCode) ?? []).map(option);
  }
  return (municipalitiesByParent.get(a.regionCode) ?? []).map(option);
}

/** A selectable city or municipality (Manila's sub-municipalities are folded into Manila). */
function municipality(code: string): PsgcMunicipality | null {
  const m = index().municipalities.get(code);
  return m && !m.cityCode ? m : null;
}

export function barangays(municipalityCode: string): PsgcOption[] {
  if (!municipality(municipalityCode)) return [];
  const codes = [municipalityCode, ...(index().subMunicipalities.get(municipalityCode) ?? [])];
  return codes
    .flatMap((c) => getBarangaysByMunicipality(c))
    .map((b) => ({ code: b.psgcCode, name: psgcDisplay(b.name) }))
    .sort(byName);
}

/** A barangay by its code: its municipality is in the code (RRPPPMM000), folded to Manila for its districts. */
function barangay(code: string): { name: string; municipalityCode: string } | null {
  if (!/^\d{10}$/.test(code) || code.endsWith('000')) return null;
  const direct = `${code.slice(0, 7)}000`;
  const m = index().municipalities.get(direct);
  const row = m ? getBarangaysByMunicipality(direct).find((b) => b.psgcCode === code) : undefined;
  return m && row ? { name: psgcDisplay(row.name), municipalityCode: m.cityCode ?? m.code } : null;
}

/** The official name of a code of any level (a region shows its designation), or null. */
export function psgcName(code: string): string | null {
  const i = index();
  return (
    i.regionNames.get(code) ??
    i.provinces.get(code)?.name ??
    i.municipalities.get(code)?.name ??
    barangay(code)?.name ??
    null
  );
}

export interface PsgcChain {
  regionCode?: string | null;
  provinceCode?: string | null;
  municipalityCode?: string | null;
  barangayCode?: string | null;
}

const FIRST = {
  region: 'Choose the region first',
  province: 'Choose the province first',
  municipality: 'Choose the municipality or city first',
};
const NOUN = { region: 'region', province: 'province', municipality: 'municipality or city', barangay: 'barangay' };

/** A level's parent as the address gives it: `of` is the parent the chosen entry belongs to. */
interface Parent {
  level: keyof typeof FIRST;
  code: string | null | undefined;
  /** Chosen and itself without error: only then compared. */
  ok: boolean;
  of: string | null | undefined;
  needed: boolean;
}

/**
 * Field errors of an address's PSGC codes, keyed by field; empty when they form one chain.
 * Each level is optional but a lower level needs its parent. A level whose parent is itself in
 * error is not compared with it: the parent's message is the one to act on.
 */
export function checkPsgcChain(a: PsgcChain): Record<string, string> {
  const i = index();
  const errors: Record<string, string> = {};
  const { regionCode, provinceCode, municipalityCode, barangayCode } = a;
  const ok = (field: keyof PsgcChain, code: string | null | undefined) => !!code && !errors[field];
  /** Unknown; else a needed parent not chosen (from the top); else a sound parent it is not in (nearest first). */
  const level = <T>(
    field: keyof PsgcChain,
    code: string | null | undefined,
    noun: keyof typeof NOUN,
    find: (code: string) => T | null | undefined,
    parents: (found: T) => Parent[],
  ) => {
    if (!code) return;
    const found = find(code);
    if (!found) return void (errors[field] = `Unknown ${NOUN[noun]}`);
    const ps = parents(found);
    const missing = [...ps].reverse().find((p) => p.needed && !p.code);
    const elsewhere = ps.find((p) => p.ok && p.of !== p.code);
    if (missing) errors[field] = FIRST[missing.level];
    else if (elsewhere) errors[field] = `This ${NOUN[noun]} is not in the chosen ${NOUN[elsewhere.level]}`;
  };
  if (regionCode && !i.regionNames.has(regionCode)) errors['regionCode'] = 'Unknown region';
  const region = { level: 'region', code: regionCode, ok: ok('regionCode', regionCode), needed: true } as const;
  level(
    'provinceCode',
    provinceCode,
    'province',
    (c) => i.provinces.get(c),
    (p) => [{ ...region, of: p.regionCode }],
  );
  const province = { level: 'province', code: provinceCode, ok: ok('provinceCode', provinceCode) } as const;
  level('municipalityCode', municipalityCode, 'municipality', municipality, (m) => [
    { ...province, of: m.provinceCode, needed: !!m.provinceCode },
    { ...region, of: m.regionCode },
  ]);
  const town = { level: 'municipality', code: municipalityCode, ok: ok('municipalityCode', municipalityCode) } as const;
  level('barangayCode', barangayCode, 'barangay', barangay, (b) => [{ ...town, of: b.municipalityCode, needed: true }]);
  return errors;
}
