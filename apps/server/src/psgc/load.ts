import { getAllProvinces, getAllRegions, getMunicipalitiesByProvince } from '@aivangogh/ph-address';

/** One entry of a select: a PSGC code (10 digits) and its official name. */
export interface PsgcOption {
  code: string;
  name: string;
}

export interface PsgcMunicipality extends PsgcOption {
  regionCode: string;
  /** Null for a city outside any province: NCR's cities, highly urbanised and independent cities. */
  provinceCode: string | null;
  /** Set on Manila's sub-municipalities (Tondo I/II, Sampaloc...): the city they belong to. */
  cityCode: string | null;
}

export interface PsgcIndex {
  regions: PsgcOption[];
  regionNames: Map<string, string>;
  provincesByRegion: Map<string, PsgcOption[]>;
  provinces: Map<string, PsgcOption & { regionCode: string }>;
  /** Every city and municipality, Manila's sub-municipalities included (for their names). */
  municipalities: Map<string, PsgcMunicipality>;
  /** Selectable cities/municipalities keyed by province code, or by region code when outside any province. */
  municipalitiesByParent: Map<string, PsgcOption[]>;
  /** A city's sub-municipalities: its barangays are coded under them (Manila). */
  subMunicipalities: Map<string, string[]>;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/** Natural order: "Barangay 2" before "Barangay 10". */
export const byName = (a: PsgcOption, b: PsgcOption) =>
  collator.compare(a.name, b.name) || a.code.localeCompare(b.code);

/** PSGC codes are RR PPP MM BBB: region, province, municipality/city, barangay. */
export const regionOf = (code: string) => `${code.slice(0, 2)}00000000`;

/**
 * How a PSGC name is shown and printed, once for every level and screen: upper case (002 §5 upper-cases
 * the text values the legacy sent and showed; the checklist, the address list and the biodata agree).
 */
export const psgcDisplay = (name: string): string => name.toUpperCase();

/** "REGION I (ILOCOS REGION)", "NATIONAL CAPITAL REGION (NCR)", "MIMAROPA REGION". */
function regionName(name: string, designation: string): string {
  return psgcDisplay(designation && !name.includes(designation) ? `${name} (${designation})` : name);
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The package lists municipalities only by their parent code and has no "all municipalities".
 * Parents are always coded RRPPP00000 (a province, the region itself for NCR, a city's own code
 * for a highly urbanised city, Manila for its sub-municipalities), so every possible PPP of each
 * region is asked once: 18 x 1,000 map look-ups, a few tens of milliseconds at first use.
 */
function allMunicipalities(regionCodes: string[]) {
  const out: { code: string; name: string; parent: string }[] = [];
  for (const region of regionCodes) {
    for (let p = 0; p < 1000; p++) {
      const parent = `${region.slice(0, 2)}${String(p).padStart(3, '0')}00000`;
      for (const m of getMunicipalitiesByProvince(parent))
        out.push({ code: m.psgcCode, name: psgcDisplay(m.name), parent });
    }
  }
  return out;
}

/**
 * NCR has no provinces: its cities (and Pateros) hang off the region itself. The same holds in
 * PSGC for highly urbanised cities (Baguio, Cebu, Davao...), Isabela City and the BARMM Special
 * Geographic Area, whose parent is their own code or a province-level code that is no province.
 * Our choice: a city/municipality whose parent is not a listed province is "outside any province"
 * and listed under its region; the cascade then leaves the province empty for it (issue 8 §4).
 * Manila's 14 sub-municipalities are not offered: Manila City is, with all their barangays.
 */
export function buildIndex(): PsgcIndex {
  const regions = getAllRegions()
    .map((r) => ({ code: r.psgcCode, name: regionName(r.name, r.designation) }))
    .sort(byName);
  const regionNames = new Map(regions.map((r) => [r.code, r.name]));
  const provinces = new Map<string, PsgcOption & { regionCode: string }>();
  const provincesByRegion = new Map<string, PsgcOption[]>();
  for (const p of getAllProvinces()) {
    const option = { code: p.psgcCode, name: psgcDisplay(p.name) };
    provinces.set(p.psgcCode, { ...option, regionCode: p.regionCode });
    push(provincesByRegion, p.regionCode, option);
  }
  const raw = allMunicipalities(regions.map((r) => r.code));
  const rawCodes = new Set(raw.map((m) => m.code));
  const municipalities = new Map<string, PsgcMunicipality>();
  const municipalitiesByParent = new Map<string, PsgcOption[]>();
  const subMunicipalities = new Map<string, string[]>();
  for (const m of raw) {
    const regionCode = regionOf(m.code);
    const isSub = m.parent !== m.code && rawCodes.has(m.parent);
    const provinceCode = provinces.has(m.parent) ? m.parent : null;
    const cityCode = isSub ? m.parent : null;
    municipalities.set(m.code, { code: m.code, name: m.name, regionCode, provinceCode, cityCode });
    if (isSub) push(subMunicipalities, m.parent, m.code);
    else push(municipalitiesByParent, provinceCode ?? regionCode, { code: m.code, name: m.name });
  }
  for (const list of [...provincesByRegion.values(), ...municipalitiesByParent.values()]) list.sort(byName);
  return {
    regions,
    regionNames,
    provincesByRegion,
    provinces,
    municipalities,
    municipalitiesByParent,
    subMunicipalities,
  };
}
