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

/**
 * Field errors of an address's PSGC codes, keyed by field; empty when they form one chain.
 * Each level is optional but a lower level needs its parent. A level whose parent is itself in
 * error is not compared with it: the parent's message is the one to act on.
 */
export function checkPsgcChain(a: PsgcChain): Record<string, string> {
  const i = index();
  const errors: Record<string, string> = {};
  const { regionCode, provinceCode, municipalityCode, barangayCode } = a;
  if (regionCode && !i.regionNames.has(regionCode)) errors['regionCode'] = 'Unknown region';
  const regionOk = !!regionCode && !errors['regionCode'];

  if (provinceCode) {
    const p = i.provinces.get(provinceCode);
    if (!p) errors['provinceCode'] = 'Unknown province';
    else if (!regionCode) errors['provinceCode'] = FIRST.region;
    else if (regionOk && p.regionCode !== regionCode) {
      errors['provinceCode'] = 'This province is not in the chosen region';
    }
  }
  const provinceOk = !!provinceCode && !errors['provinceCode'];

  if (municipalityCode) {
    const m = municipality(municipalityCode);
    if (!m) errors['municipalityCode'] = 'Unknown municipality or city';
    else if (!regionCode) errors['municipalityCode'] = FIRST.region;
    else if (m.provinceCode && !provinceCode) errors['municipalityCode'] = FIRST.province;
    else if (provinceOk && m.provinceCode !== provinceCode) {
      errors['municipalityCode'] = 'This municipality or city is not in the chosen province';
    } else if (regionOk && m.regionCode !== regionCode) {
      errors['municipalityCode'] = 'This municipality or city is not in the chosen region';
    }
  }
  const municipalityOk = !!municipalityCode && !errors['municipalityCode'];

  if (barangayCode) {
    const b = barangay(barangayCode);
    if (!b) errors['barangayCode'] = 'Unknown barangay';
    else if (!municipalityCode) errors['barangayCode'] = FIRST.municipality;
    else if (municipalityOk && b.municipalityCode !== municipalityCode) {
      errors['barangayCode'] = 'This barangay is not in the chosen municipality or city';
    }
  }
  return errors;
}
