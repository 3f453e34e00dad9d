import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { vesselFamily } from '../vessel/vessel-fields.js';
import { VESSEL_MASTER_SCHEMAS } from './kinds.js';
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '../documents/catalog.js';

const text = (max = 200) => z.string().trim().min(1, 'This field is required').max(max);
const optText = (max = 200) => z.string().trim().max(max).optional();
const id = recordId;

/**
 * The simple key lists (002 §3 lookup key lists) the crew 201 file's records pick from: a name
 * and an optional code each. Their settings screens arrive with the master data work (issue 10);
 * the seed fills them. Stored in one read model (`key_items`, by kind).
 */
export const KEY_LIST_KINDS = [
  'address-type',
  'contact-type',
  'relationship',
  'education-level',
  'school',
  'course',
  'manning',
  'ship-type',
  'flag',
  'trade-route',
  'incident-type',
  'medical-incident-type',
  'pandi-club',
  'pandi-result',
  'doctor-recommendation',
  'commentator',
  'training',
  'scholar',
  'fast-track',
  'category',
  'program',
  'civil-status',
  'religion',
  'nationality',
  'certificate-type',
  // Issue 9: medical exam types, clinics, countries, vaccine brands and covid hospitals.
  'medical',
  'clinic',
  'country',
  'vaccine-brand',
  'covid-hospital',
  // Issue 15: cash advance types and withdrawal reasons (002 §7 type keys, reason keys).
  'cash-advance-type',
  'withdrawal-reason',
] as const;
export type KeyListKind = (typeof KEY_LIST_KINDS)[number];
const keyItem = z.object({ name: text(150), code: optText(20) });
const keyListSchemas = Object.fromEntries(KEY_LIST_KINDS.map((k) => [k, keyItem])) as Record<
  KeyListKind,
  typeof keyItem
>;

/** Field schemas per master-data kind. Each kind is its own stream type: `{kind}-{id}`. */
export const masterDataSchemas = {
  ...keyListSchemas,
  ...VESSEL_MASTER_SCHEMAS,
  fleet: z.object({
    name: text(100),
    vesselTypeId: z.union([z.literal(1), z.literal(2)]),
    officerUserId: id.nullable().optional(),
  }),
  // 000 §3 Vessel (issue 10): every field, the keys checked by the server.
  vessel: vesselFamily.addSchema,
  rank: z.object({ name: text(100), alias: text(20), rankTypeId: id, sortOrder: z.number().int() }),
  port: z.object({ name: text(100), country: text(60) }),
  inn: z.object({ name: text(100), telephone: optText(60), address: optText(300) }),
  laboratory: z.object({ name: text(100) }),
  'contract-reason': z.object({ code: text(10), name: text(100) }),
  /**
   * 002 §7 documents: a document type of the crew screens (passport, COC, PEME...). `code` ties it
   * to a column of the embark requirements grid (001 §2.5); `category` to the screen that lists it.
   */
  document: z.object({
    name: text(150),
    code: optText(20),
    category: z.enum(Object.keys(DOCUMENT_CATEGORY_LABELS) as [DocumentCategory, ...DocumentCategory[]], {
      error: 'Choose a category',
    }),
    hasExpiry: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
  }),
} as const;

export type MasterDataKind = keyof typeof masterDataSchemas;
export const MASTER_DATA_KINDS = Object.keys(masterDataSchemas) as MasterDataKind[];
export type MasterDataFields<K extends MasterDataKind> = z.infer<(typeof masterDataSchemas)[K]>;
