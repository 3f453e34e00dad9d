import dayjs from 'dayjs';
import {
  CREW_RECORD_FAMILIES as F,
  masterDataDecider,
  masterDataStream,
  matrixStream,
  rankDocumentsDecider,
  flagDocumentsDecider,
  todayIn,
  type DocumentMatrixCommand,
  type Fields,
  type RecordFamily,
} from '@crewing/domain';
import type { BatchItem, EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { saveFile } from '../platform/files/store.js';
import { rand201, writeCrewRecords, type KeyLists, type Rand, type Rec } from './crew-201.js';
import {
  DEMO_DOCUMENTS,
  EVERY_RANK,
  FLAG_REQUIREMENTS,
  RANK_MATRIX,
  VACCINES,
  type DemoDocument,
} from './data-documents.js';
import { tinyPdf } from './tiny-pdf.js';
import { vesselFlags } from '../documents/vessel-flag.js';

type Meta = Omit<EventMetadata, 'commandId'>;

/**
 * Issue 9 demo data: the document master list, the rank and flag document matrices, and for every
 * crew the documents and certificates his rank's matrix asks for (an older version now and then),
 * flag documents for those onboard, medicals, international and covid vaccines and RT-PCR tests,
 * each current version with a small PDF. A realistic share expires within 30, 60 and 90 days or
 * has expired, so the expiry alerts fire from the demo data.
 */
export async function seedDocumentCatalog(services: Services, meta: Meta): Promise<number> {
  const at = services.clock().toISOString();
  const items: BatchItem[] = DEMO_DOCUMENTS.map((d, i) => ({
    decider: masterDataDecider,
    streamId: masterDataStream('document').id(d.id),
    command: {
      type: 'CreateMasterRecord',
      data: {
        kind: 'document',
        id: d.id,
        at,
        fields: {
          name: d.name,
          category: d.category,
          hasExpiry: d.years !== undefined,
          sortOrder: i + 1,
          ...(d.code ? { code: d.code } : {}),
        },
      },
    },
  }));
  await services.commands.handleMany(items, { commandId: 'seed-documents', metadata: meta });
  return items.length;
}

/** `ranks`: the seed's ranks by id and name (the read model may not have folded them yet). */
export async function seedDocumentMatrices(
  services: Services,
  keys: KeyLists,
  ranks: Array<{ id: number; name: string }>,
  meta: Meta,
): Promise<number> {
  const at = services.clock().toISOString();
  const known = Object.fromEntries(DEMO_DOCUMENTS.map((d) => [d.id, true]));
  const items: BatchItem[] = [];
  for (const r of ranks) {
    for (const mandatory of [true, false]) {
      const documentIds = [...(RANK_MATRIX[r.name] ?? []), ...EVERY_RANK]
        .filter(([, m]) => m === mandatory)
        .map(([id]) => id);
      if (documentIds.length === 0) continue;
      const command: DocumentMatrixCommand = {
        type: 'AddRequiredDocuments',
        data: { owner: 'rank', ownerId: r.id, documentIds, mandatory, known, ownerKnown: true, at },
      };
      items.push({ decider: rankDocumentsDecider, streamId: matrixStream('rank').id(r.id), command });
    }
  }
  for (const [flag, documentIds] of Object.entries(FLAG_REQUIREMENTS)) {
    const flagId = keys.flag.get(flag);
    if (!flagId) continue;
    const command: DocumentMatrixCommand = {
      type: 'AddRequiredDocuments',
      data: {
        owner: 'flag',
        ownerId: flagId,
        documentIds: [...documentIds],
        mandatory: true,
        known,
        ownerKnown: true,
        at,
      },
    };
    items.push({ decider: flagDocumentsDecider, streamId: matrixStream('flag').id(flagId), command });
  }
  await services.commands.handleMany(items, { commandId: 'seed-document-matrices', metadata: meta });
  return items.length;
}

export interface DocumentCrew {
  id: number;
  last_name: string;
  first_name: string;
  rank: string;
  vesselFlag: string | null;
}

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** An expiry date: about 6% expired, 4% each within 30, 60 and 90 days, the rest later. */
function expiryFrom(r: Rand, today: dayjs.Dayjs, years: number): dayjs.Dayjs {
  const x = r();
  if (x < 0.06) return today.subtract(1 + Math.floor(r() * 120), 'day');
  if (x < 0.1) return today.add(Math.floor(r() * 30), 'day');
  if (x < 0.14) return today.add(31 + Math.floor(r() * 30), 'day');
  if (x < 0.18) return today.add(61 + Math.floor(r() * 30), 'day');
  return today.add(91 + Math.floor(r() * Math.max(1, years * 365 - 91)), 'day');
}

export function documentRecordsOf(
  crew: DocumentCrew,
  keys: KeyLists,
  today: dayjs.Dayjs,
  byId: Map<number, DemoDocument>,
): Rec[] {
  const r = rand201(crew.id, 9);
  const out: Rec[] = [];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const key = (kind: keyof KeyLists, name: string) => keys[kind].get(name)!;
  const versioned = (family: RecordFamily, d: DemoDocument, extra: Fields = {}) => {
    const years = d.years ?? 5;
    const expiry = d.years ? expiryFrom(r, today, years) : null;
    const issued = (expiry ?? today.add(Math.floor(r() * 1500), 'day')).subtract(years, 'year');
    const base = {
      documentId: d.id,
      number: `${d.name.replace(/[^A-Z]/g, '').slice(0, 3)}${100000 + Math.floor(r() * 899999)}`,
      ...extra,
    };
    // Now and then the previous version is still on file (renewed since).
    if (d.years && r() < 0.2) {
      out.push({
        family,
        fields: {
          ...base,
          issuedDate: ymd(issued.subtract(years, 'year')),
          expiryDate: ymd(issued.subtract(1, 'day')),
        },
      });
    }
    out.push({
      family,
      fields: { ...base, issuedDate: ymd(issued), ...(expiry ? { expiryDate: ymd(expiry) } : {}), file: 'current' },
    });
  };
  for (const [id, mandatory] of RANK_MATRIX[crew.rank] ?? []) {
    if (!mandatory && r() < 0.5) continue;
    const d = byId.get(id)!;
    if (d.category === 'certificate')
      versioned(F.crewCertificate, d, {
        certificateType: String(d.type ?? 1),
        issuedBy: pick(['MAAP', 'PMMA', 'NYK-TDG', 'SOUTHFIELD', 'MOL MAGSAYSAY']),
      });
    else if (d.category === 'license') versioned(F.crewLicense, d, { issuedBy: 'PROFESSIONAL REGULATION COMMISSION' });
    else versioned(F.crewDocument, d, { issuedPlace: pick(['MANILA', 'CEBU', 'ILOILO', 'DAVAO']) });
  }
  for (const id of crew.vesselFlag ? (FLAG_REQUIREMENTS[crew.vesselFlag] ?? []) : []) {
    if (r() < 0.9) versioned(F.flagRequirement, byId.get(id)!, { flagId: key('flag', crew.vesselFlag!) });
  }
  if (r() < 0.3) versioned(F.medicalDocument, byId.get(60)!);
  for (const [id, share] of VACCINES) {
    if (r() >= share) continue;
    const d = byId.get(id)!;
    const expiry = d.years ? expiryFrom(r, today, d.years) : null;
    const given = (expiry ?? today).subtract(d.years ?? 2, 'year');
    out.push({
      family: F.internationalVaccine,
      fields: {
        documentId: id,
        vaccinationDate: ymd(given),
        ...(expiry ? { expiryDate: ymd(expiry) } : {}),
        countryId: key('country', 'PHILIPPINES'),
        file: 'current',
      },
    });
  }
  // The pre-employment medical is valid a year; a post-medical for about a third.
  const peme = expiryFrom(r, today, 1);
  out.push({
    family: F.crewMedical,
    fields: {
      medicalId: key('medical', 'PRE-EMPLOYMENT MEDICAL EXAMINATION (PEME)'),
      clinicId: pick([...keys.clinic.values()]),
      examDate: ymd(peme.subtract(1, 'year')),
      expiryDate: ymd(peme),
      result: r() < 0.95 ? 'FIT' : 'PENDING',
      file: 'current',
    },
  });
  if (r() < 0.35) {
    out.push({
      family: F.crewMedical,
      fields: {
        medicalId: key('medical', 'POST-MEDICAL EXAMINATION'),
        clinicId: pick([...keys.clinic.values()]),
        examDate: ymd(peme.subtract(1, 'year').subtract(2 + Math.floor(r() * 8), 'month')),
        result: 'FIT',
      },
    });
  }
  if (r() < 0.85) {
    const brand = key('vaccine-brand', pick(['PFIZER-BIONTECH', 'MODERNA', 'SINOVAC', 'ASTRAZENECA']));
    const doses = r() < 0.45 ? 3 : 2;
    for (let dose = 1; dose <= doses; dose++) {
      const date = dayjs('2021-05-01').add(dose * 60 + Math.floor(r() * 40) + (dose === 3 ? 180 : 0), 'day');
      out.push({
        family: F.covidVaccine,
        fields: {
          vaccineBrandId: dose === 3 ? key('vaccine-brand', 'PFIZER-BIONTECH') : brand,
          inoculateDate: ymd(date),
          doseNo: dose,
          countryId: key('country', 'PHILIPPINES'),
          file: 'pdf',
        },
      });
    }
  }
  if (r() < 0.3) {
    out.push({
      family: F.covidTest,
      fields: {
        testType: 'RT-PCR',
        conductedDate: ymd(today.subtract(Math.floor(r() * 300), 'day')),
        result: r() < 0.05 ? 'POSITIVE' : 'NEGATIVE',
        conductedPlace: 'LOCAL',
        hospitalId: pick([...keys['covid-hospital'].values()]),
        file: 'current',
      },
    });
  }
  return out;
}

export async function seedCrewDocuments(services: Services, keys: KeyLists, meta: Meta): Promise<number> {
  const db = services.db;
  const today = dayjs(todayIn(services.clock(), services.env.TIME_ZONE));
  const crews = await db
    .selectFrom('crews')
    .innerJoin('ranks', 'ranks.id', 'crews.rank_id')
    .select(['crews.id', 'crews.last_name', 'crews.first_name', 'ranks.name as rank', 'crews.onboard_vessel_id'])
    .orderBy('crews.id')
    .execute();
  const flags = await vesselFlags(db, [
    ...new Set(crews.flatMap((c) => (c.onboard_vessel_id ? [c.onboard_vessel_id] : []))),
  ]);
  const rows = crews.map((c) => ({
    ...c,
    vesselFlag: c.onboard_vessel_id ? (flags.get(c.onboard_vessel_id)?.name ?? null) : null,
  }));
  const byId = new Map(DEMO_DOCUMENTS.map((d) => [d.id, d]));
  const names = new Map<number, string>([...byId].map(([id, d]) => [id, d.name]));
  const files: Array<{ crewId: number; records: Rec[] }> = [];
  for (const crew of rows) {
    const records = documentRecordsOf(crew, keys, today, byId);
    for (const rec of records) {
      const kind = rec.fields.file;
      if (kind === undefined) continue;
      const title = names.get(rec.fields.documentId as number) ?? rec.family.singular.toUpperCase();
      const bytes = tinyPdf([
        title,
        `${crew.last_name}, ${crew.first_name}`,
        `No. ${String(rec.fields.number ?? '-')}`,
        'DEMO SCAN - NOT A REAL DOCUMENT',
      ]);
      const fileName = `${title.replace(/[^A-Z0-9]+/g, '-').toLowerCase()}_${crew.id}.pdf`;
      const saved = await saveFile(db, {
        bytes,
        fileName,
        kind: kind === 'pdf' ? 'pdf' : 'attachment',
        uploadedBy: null,
      });
      rec.fields.file = [{ fileId: saved.id }];
    }
    files.push({ crewId: crew.id, records });
  }
  return writeCrewRecords(services, files, meta, 'seed-crew-documents', services.clock().toISOString());
}
