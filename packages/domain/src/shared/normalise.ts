import { ValidationError } from './errors.js';

/**
 * The upper-case rule of 002 §5, applied once on the way in: text values are upper-cased
 * except the listed fields, the attachments key is skipped, empty values are dropped and
 * 0 is kept.
 */
export const KEEP_CASE_FIELDS: ReadonlySet<string> = new Set([
  'status',
  'vmc_email',
  'email',
  'fb_mail',
  'route',
  'allowance',
  'password',
  'username',
  'confirmPassword',
  'personal_email',
  'crewImage',
  // camelCase spellings of the same fields used by this codebase's schemas
  'vmcEmail',
  'fbMail',
  'personalEmail',
  'newPassword',
  'currentPassword',
  'confirmNewPassword',
  'commandId',
  'grants',
  // codes and ids of this system, not text a user typed
  'searchKey',
  'side',
  'field',
  'commentId',
  'fileId',
  // issue 28: the zip of scans beside an import's sheet (a file id)
  'scansFileId',
  'jobId',
  'streamId',
  'embarkingId',
  // issue 9: the document matrix's owner kind, an export's format, a checklist row's key, an expiry window
  'owner',
  'format',
  'rowKey',
  'window',
  // issue 13: a debriefing remark's id (a uuid)
  'remarkId',
  // issue 16: the list and scope a dashboard number links to
  'list',
  'scope',
  // issue 12: which report a screen asks for (its key)
  'report',
  // issue 11: a board's column layout (which board, the grid's column ids, the pinned side)
  'board',
  'colId',
  'pinned',
]);

const SKIP_KEYS: ReadonlySet<string> = new Set(['attachments']);

/**
 * Inputs reach the normaliser before any schema and before sign-in, so it must survive hostile
 * shapes: no form nests this deep, and a 10,000-deep body would otherwise overflow the stack.
 */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';
export const BAD_TEXT_MESSAGE = 'This text contains characters that cannot be stored';

// PostgreSQL text and jsonb refuse NUL and unpaired UTF-16 surrogates: refuse them here, by field.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function assertStorable(text: string, path: string): void {
  if (text.includes('\u0000') || LONE_SURROGATE.test(text)) {
    throw ValidationError.field(path || '_form', BAD_TEXT_MESSAGE);
  }
}

function assertDepth(depth: number): void {
  if (depth > MAX_INPUT_DEPTH) throw ValidationError.field('_form', TOO_DEEP_MESSAGE);
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/** Left out: undefined and blank text. Kept: 0, false, and null (an explicit "clear this field"). */
function isEmpty(v: unknown): boolean {
  return v === undefined || (typeof v === 'string' && v.trim() === '');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
}

/** Skipped keys (attachments) keep their values as sent, but still within the depth and text rules. */
function checkOnly(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') return assertStorable(value, path);
  if (value === null || typeof value !== 'object') return;
  assertDepth(depth);
  for (const [k, v] of Object.entries(value)) {
    assertStorable(k, path);
    checkOnly(v, join(path, k), depth + 1);
  }
}

function normaliseAt(value: unknown, key: string | undefined, path: string, depth: number): unknown {
  if (typeof value === 'string') {
    assertStorable(value, path);
    const trimmed = value.trim();
    return key !== undefined && KEEP_CASE_FIELDS.has(key) ? trimmed : trimmed.toUpperCase();
  }
  if (Array.isArray(value)) {
    assertDepth(depth);
    const kept = value.filter((v) => !isEmpty(v));
    return kept.map((v, i) => normaliseAt(v, key, join(path, i), depth + 1));
  }
  if (isRecord(value)) return normaliseObject(value, path, depth);
  return value;
}

function normaliseObject(input: Record<string, unknown>, path: string, depth: number): Record<string, unknown> {
  assertDepth(depth);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    assertStorable(key, path);
    if (SKIP_KEYS.has(key)) {
      checkOnly(value, join(path, key), depth + 1);
      out[key] = value;
      continue;
    }
    if (isEmpty(value)) continue;
    out[key] = normaliseAt(value, key, join(path, key), depth + 1);
  }
  return out;
}

/**
 * One value under its field name. Throws a ValidationError naming the field for text PostgreSQL
 * cannot store, and one for input nested deeper than MAX_INPUT_DEPTH.
 */
export function normaliseValue(value: unknown, key?: string): unknown {
  return normaliseAt(value, key, key ?? '', 1);
}

/** Returns a new object: empty values left out, 0, false and null kept, text upper-cased by the rule. */
export function normalise<T extends Record<string, unknown>>(input: T): T {
  return normaliseObject(input, '', 0) as T;
}

/** For any request input: objects are normalised, other values pass through (checked, not changed). */
export function normaliseInput(input: unknown): unknown {
  if (isRecord(input)) return normalise(input);
  checkOnly(input, '', 0);
  return input;
}
