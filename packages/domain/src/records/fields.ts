import { z } from 'zod';
import { calendarDate, calendarDateWithin } from '../shared/calendar.js';
import { recordId } from '../shared/ids.js';
import { moneyText } from '../finance/money.js';
import { FIELD_MESSAGES } from '../shared/field-messages.js';

const REQUIRED = FIELD_MESSAGES.required;

/** How the web draws a field; the value's schema is the contract, the input only its look. */
export type FieldInput =
  'text' | 'textarea' | 'date' | 'number' | 'money' | 'key' | 'record' | 'choice' | 'flag' | 'psgc' | 'files';
export type PsgcLevel = 'region' | 'province' | 'municipality' | 'barangay';
/** What an attachment field takes: the files store's upload kinds (002 §9 limits). */
export type AttachmentKind = 'attachment' | 'pdf' | 'image';

export interface FieldSpec {
  label: string;
  input: FieldInput;
  /** The value's schema when it is given (null and absence are the family's business). */
  schema: z.ZodType;
  required: boolean;
  /** Shown as a column of the family's list. */
  column: boolean;
  /** key: the key list the id comes from (a master-data kind, 'rank', 'vessel'...). */
  keys?: string;
  /** record: another record family of the same stream the id points at (a P&I checkup's case). */
  family?: string;
  /** choice: the fixed values and their labels. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  psgc?: PsgcLevel;
  /** files: the upload kind and the categories a file may be filed under (medical issue files). */
  files?: { kind: AttachmentKind; categories?: readonly string[]; max?: number };
  /** date: an expiry date, shown red once past and amber within 90 days (001 §2.5 "red when expired"). */
  expiry?: boolean;
  /** number: its bounds and step, for the input as much as for the schema. */
  min?: number;
  max?: number;
  step?: number;
  /** money: the field of the same record naming the amount's currency (a contract's USD); PHP when none. */
  currency?: string;
}

interface Options {
  required?: boolean;
  column?: boolean;
}

const spec = (
  label: string,
  input: FieldInput,
  schema: z.ZodType,
  o: Options,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({
  label,
  input,
  schema,
  required: o.required ?? false,
  column: o.column ?? false,
  ...extra,
});

/** Text trimmed, refused empty, at most max characters. */
const trimmedText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

/** The field builders every record family declares its fields with. */
export const field = {
  text: (label: string, o: Options & { max?: number } = {}) => spec(label, 'text', trimmedText(o.max ?? 200), o),
  textarea: (label: string, o: Options & { max?: number } = {}) =>
    spec(label, 'textarea', trimmedText(o.max ?? 4000), o),
  email: (label: string, o: Options = {}) => spec(label, 'text', z.email('Enter a valid email').max(200), o),
  /** `years`: the range a date of this field is refused outside (every date has one: calendar.ts DATE_YEARS). */
  date: (label: string, o: Options & { expiry?: boolean; years?: readonly [number, number] } = {}) =>
    spec(
      label,
      'date',
      z.string({ error: REQUIRED }).pipe(o.years ? calendarDateWithin(...o.years) : calendarDate),
      o,
      o.expiry ? { expiry: true } : {},
    ),
  number: (label: string, o: Options & { min?: number; max?: number; int?: boolean } = {}) => {
    let n = z
      .number({ error: 'Enter a number' })
      .min(o.min ?? 0)
      .max(o.max ?? 1_000_000_000);
    if (o.int) n = n.int('Enter a whole number');
    return spec(label, 'number', n, o, { min: o.min ?? 0, max: o.max ?? 1_000_000_000, step: o.int ? 1 : 0.01 });
  },
  /** An amount in pesos kept as exact decimal text ('12500.50'; finance/money.ts), never a float. */
  money: (label: string, o: Options & { currency?: string } = {}) =>
    spec(label, 'money', moneyText, o, o.currency ? { currency: o.currency } : {}),
  /** An id from a key list, checked to exist by the server's facts. */
  key: (label: string, keys: string, o: Options = {}) => spec(label, 'key', recordId, o, { keys }),
  /** The id of another record of the same stream (a checkup's P&I case), checked by the decider. */
  record: (label: string, family: string, o: Options = {}) => spec(label, 'record', recordId, o, { family }),
  choice: (label: string, options: ReadonlyArray<{ value: string; label: string }>, o: Options = {}) =>
    spec(
      label,
      'choice',
      z.enum(options.map((x) => x.value) as [string, ...string[]], { error: 'Choose from the list' }),
      o,
      { options },
    ),
  flag: (label: string, o: Options = {}) => spec(label, 'flag', z.boolean({ error: 'Choose yes or no' }), o),
  /** A PSGC code (region, province, municipality/city, barangay), checked by the server. */
  psgc: (label: string, level: PsgcLevel, o: Options = {}) =>
    spec(label, 'psgc', z.string().regex(/^\d{2,12}$/, `Choose a ${level} from the list`), o, { psgc: level }),
  files: (label: string, kind: AttachmentKind, o: Options & { categories?: readonly string[]; max?: number } = {}) =>
    // Required files mean at least one (issue 25: the form marks it required; an empty list is refused).
    spec(
      label,
      'files',
      o.required ? attachmentList(o.categories, o.max).min(1, 'Attach a file') : attachmentList(o.categories, o.max),
      o,
      {
        files: { kind, ...(o.categories ? { categories: o.categories } : {}), ...(o.max ? { max: o.max } : {}) },
      },
    ),
};

/** Attachments as sent: file ids from the files store, each filed under a category when the family has them. */
const attachmentList = (categories?: readonly string[], max = 20) =>
  z
    .array(
      z.object({
        fileId: z.uuid('Upload the file again'),
        category: categories
          ? z.enum(categories as [string, ...string[]], { error: 'Choose a file category' })
          : z.string().max(0).optional(),
        /** Filled by the server from the files store; whatever a browser sends here is ignored. */
        fileName: z.string().max(200).optional(),
      }),
    )
    .max(max, max === 1 ? 'One file only' : `At most ${max} files`);

export type Attachment = { fileId: string; category?: string | undefined; fileName?: string | undefined };
