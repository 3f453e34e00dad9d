import { describe, expect, it } from 'vitest';
import { barangays, checkPsgcChain, municipalities, provinces, psgcName, regions } from './data.js';

// Real PSGC codes (10 digits: region, province, city/municipality, barangay).
const NCR = '1300000000';
const CAR = '1400000000';
const REGION_VII = '0700000000';
const BENGUET = '1401100000';
const CEBU = '0702200000';
const LA_TRINIDAD = '1401110000';
const BAGUIO = '1430300000';
const MANILA = '1380600000';
const QUEZON_CITY = '1381300000';
const TONDO_BARANGAY_1 = '1380601001';

const names = (list: { name: string }[]) => list.map((o) => o.name);

describe('PSGC lists', () => {
  it('has the 18 regions, sorted by name, with their designation', () => {
    const all = regions();
    expect(all).toHaveLength(18);
    expect(names(all)).toEqual([...names(all)].sort((a, b) => a.localeCompare(b)));
    expect(all).toContainEqual({ code: NCR, name: 'NATIONAL CAPITAL REGION (NCR)' });
    expect(all).toContainEqual({ code: REGION_VII, name: 'REGION VII (CENTRAL VISAYAS)' });
  });

  it("lists a region's provinces, each of them in that region", () => {
    expect(names(provinces(CAR))).toEqual(['ABRA', 'APAYAO', 'BENGUET', 'IFUGAO', 'KALINGA', 'MOUNTAIN PROVINCE']);
    expect(provinces(REGION_VII).map((p) => p.code)).toContain(CEBU);
    expect(provinces('9900000000')).toEqual([]);
  });

  it("lists a province's municipalities, and a municipality's barangays", () => {
    const benguet = municipalities({ regionCode: CAR, provinceCode: BENGUET });
    expect(benguet).toContainEqual({ code: LA_TRINIDAD, name: 'LA TRINIDAD' });
    expect(benguet.map((m) => m.code)).not.toContain(BAGUIO);
    expect(municipalities({ regionCode: REGION_VII, provinceCode: BENGUET })).toEqual([]);
    const laTrinidad = barangays(LA_TRINIDAD);
    expect(laTrinidad.length).toBeGreaterThan(10);
    expect(laTrinidad.every((b) => b.code.startsWith('1401110'))).toBe(true);
    expect(names(laTrinidad)).toContain('POBLACION');
  });

  it("lists NCR cities by region (NCR has no provinces), Manila with all its districts' barangays", () => {
    expect(provinces(NCR)).toEqual([]);
    const ncr = municipalities({ regionCode: NCR });
    expect(ncr).toHaveLength(17);
    expect(ncr).toContainEqual({ code: QUEZON_CITY, name: 'QUEZON CITY' });
    expect(ncr).toContainEqual({ code: MANILA, name: 'MANILA CITY' });
    expect(names(ncr)).not.toContain('TONDO I/II');
    const manila = barangays(MANILA);
    expect(manila.length).toBeGreaterThan(800);
    // Natural order: "Barangay 2" before "Barangay 10".
    expect(names(manila).slice(0, 3)).toEqual(['BARANGAY 1', 'BARANGAY 2', 'BARANGAY 3']);
    expect(barangays(QUEZON_CITY).length).toBeGreaterThan(100);
  });

  it('lists highly urbanised cities under their region, outside any province', () => {
    expect(municipalities({ regionCode: CAR })).toEqual([{ code: BAGUIO, name: 'BAGUIO CITY' }]);
    expect(barangays(BAGUIO).length).toBeGreaterThan(100);
  });

  it('resolves names at every level', () => {
    expect(psgcName(CAR)).toBe('CORDILLERA ADMINISTRATIVE REGION (CAR)');
    expect(psgcName(BENGUET)).toBe('BENGUET');
    expect(psgcName(LA_TRINIDAD)).toBe('LA TRINIDAD');
    expect(psgcName(TONDO_BARANGAY_1)).toBe('BARANGAY 1');
    expect(psgcName('1430300078')).toBe('AURORA HILL, NORTH CENTRAL');
    expect(psgcName('1401110999')).toBeNull();
    expect(psgcName('abc')).toBeNull();
  });

  // Issue 25 point 14: one rule for every screen and print (002 §5 upper-casing), applied where the names are served.
  it('serves every name upper case, at every level', () => {
    const all = [
      ...regions(),
      ...provinces(CAR),
      ...municipalities({ regionCode: CAR, provinceCode: BENGUET }),
      ...municipalities({ regionCode: NCR }),
      ...barangays(LA_TRINIDAD),
      ...barangays(MANILA),
    ];
    expect(all.filter((o) => o.name !== o.name.toUpperCase())).toEqual([]);
    for (const code of [NCR, BENGUET, BAGUIO, LA_TRINIDAD, TONDO_BARANGAY_1, '1430300078']) {
      expect(psgcName(code)).toBe(psgcName(code)?.toUpperCase());
    }
  });
});

describe('checkPsgcChain', () => {
  it('accepts a consistent chain, a partial one and an empty one', () => {
    const laTrinidadBarangay = barangays(LA_TRINIDAD)[0]!.code;
    const benguet = { regionCode: CAR, provinceCode: BENGUET };
    expect(checkPsgcChain({ ...benguet, municipalityCode: LA_TRINIDAD, barangayCode: laTrinidadBarangay })).toEqual({});
    expect(checkPsgcChain({ regionCode: NCR, municipalityCode: MANILA, barangayCode: TONDO_BARANGAY_1 })).toEqual({});
    expect(checkPsgcChain({ regionCode: CAR, provinceCode: null, municipalityCode: BAGUIO })).toEqual({});
    expect(checkPsgcChain({ regionCode: CAR })).toEqual({});
    expect(checkPsgcChain({})).toEqual({});
  });

  it('refuses a province of another region', () => {
    expect(checkPsgcChain({ regionCode: REGION_VII, provinceCode: BENGUET })).toEqual({
      provinceCode: 'This province is not in the chosen region',
    });
  });

  it('refuses a municipality outside the chosen province or region', () => {
    expect(checkPsgcChain({ regionCode: REGION_VII, provinceCode: CEBU, municipalityCode: LA_TRINIDAD })).toEqual({
      municipalityCode: 'This municipality or city is not in the chosen province',
    });
    expect(checkPsgcChain({ regionCode: CAR, provinceCode: BENGUET, municipalityCode: BAGUIO })).toEqual({
      municipalityCode: 'This municipality or city is not in the chosen province',
    });
    expect(checkPsgcChain({ regionCode: CAR, municipalityCode: QUEZON_CITY })).toEqual({
      municipalityCode: 'This municipality or city is not in the chosen region',
    });
    expect(checkPsgcChain({ regionCode: CAR, municipalityCode: LA_TRINIDAD })).toEqual({
      municipalityCode: 'Choose the province first',
    });
  });

  it('refuses unknown codes and a barangay without its municipality', () => {
    expect(checkPsgcChain({ regionCode: NCR, municipalityCode: MANILA, barangayCode: '1380601999' })).toEqual({
      barangayCode: 'Unknown barangay',
    });
    expect(checkPsgcChain({ regionCode: NCR, barangayCode: TONDO_BARANGAY_1 })).toEqual({
      barangayCode: 'Choose the municipality or city first',
    });
    expect(checkPsgcChain({ regionCode: NCR, municipalityCode: QUEZON_CITY, barangayCode: TONDO_BARANGAY_1 })).toEqual({
      barangayCode: 'This barangay is not in the chosen municipality or city',
    });
    expect(checkPsgcChain({ regionCode: '9900000000', provinceCode: '0000000000' })).toEqual({
      regionCode: 'Unknown region',
      provinceCode: 'Unknown province',
    });
    expect(checkPsgcChain({ provinceCode: BENGUET })).toEqual({ provinceCode: 'Choose the region first' });
  });
});
