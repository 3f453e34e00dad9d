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
  'jobId',
  'streamId',
  'embarkingId',
]);

const SKIP_KEYS: ReadonlySet<string> = new Set(['attachments']);

/** Left out: undefined and blank text. Kept: 0, false, and null (an explicit "clear this field"). */
function isEmpty(v: unknown): boolean {
  return v === undefined || (typeof v === 'string' && v.trim() === '');
}

export function normaliseValue(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return key !== undefined && KEEP_CASE_FIELDS.has(key) ? trimmed : trimmed.toUpperCase();
  }
  if (Array.isArray(value)) {
    return value.filter((v) => !isEmpty(v)).map((v) => normaliseValue(v, key));
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return normalise(value as Record<string, unknown>);
  }
  return value;
}

/** Returns a new object: empty values left out, 0, false and null kept, text upper-cased by the rule. */
export function normalise<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (SKIP_KEYS.has(key)) {
      out[key] = value;
      continue;
    }
    if (isEmpty(value)) continue;
    out[key] = normaliseValue(value, key);
  }
  return out as T;
}

/** For any request input: objects are normalised, other values pass through. */
export function normaliseInput(input: unknown): unknown {
  return input !== null && typeof input === 'object' && !Array.isArray(input)
    ? normalise(input as Record<string, unknown>)
    : input;
}
