import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { formFieldName } from './api-errors';

/** The part of a zod schema the forms use; the web shares the domain's schemas (no extra package). */
export interface SafeParser<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string }> };
      };
}

export const REQUIRED = 'This field is required';

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v = input;
  for (const key of path)
    v = typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * What shows under an input is a sentence of ours, never the schema library's wording (issue 25):
 * an empty field a schema needs reads 'This field is required' whatever its type's message says.
 */
function sentence(issue: { path: ReadonlyArray<PropertyKey>; message: string; code?: string }, input: unknown): string {
  const v = valueAt(input, issue.path);
  const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  if (empty && (issue.code === 'invalid_type' || /^Invalid input/i.test(issue.message))) return REQUIRED;
  if (/^Invalid (input|option)|expected .* received/i.test(issue.message)) return 'Enter a valid value';
  return issue.message;
}

interface ResolverOptions<F> {
  /** Form values (strings from inputs) to the schema's input. */
  toInput?: (v: F) => unknown;
  /**
   * Checks across fields that must show even while other fields are still invalid (zod skips
   * object refinements until every field parses), e.g. 'Password Not Matched'.
   */
  check?: (v: F) => Record<string, string>;
}

/** react-hook-form resolver for a shared schema. Only the first message per field is shown. */
export function schemaResolver<F extends FieldValues, T>(
  schema: SafeParser<T>,
  options: ResolverOptions<F> = {},
): Resolver<F> {
  return (values) => {
    const input = options.toInput ? options.toInput(values) : values;
    const result = schema.safeParse(input);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [key, message] of Object.entries(options.check?.(values) ?? {})) {
      errors[key] = { type: 'validate', message };
    }
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = formFieldName(issue.path.filter((p) => typeof p === 'string').join('.'));
        if (key && !errors[key]) errors[key] = { type: 'validate', message: sentence(issue, input) };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as unknown as FieldErrors<F> };
  };
}

export const PASSWORD_NOT_MATCHED = 'Password Not Matched';

/** 'Password Not Matched' under the confirm field whenever the two differ. */
export function passwordsMatch<F extends FieldValues>(password: keyof F & string, confirm: keyof F & string) {
  return (v: F): Record<string, string> => (v[password] !== v[confirm] ? { [confirm]: PASSWORD_NOT_MATCHED } : {});
}

interface ObjectSchema {
  shape: Record<string, { safeParse(value: unknown): { success: boolean } }>;
}

/**
 * The fields of an object schema that refuse to be empty: what a form marks required, read from the
 * shared schema rather than by hand (issue 25: a field refused empty was not marked). `empty` is
 * what a cleared input sends: undefined for an add (left out), null for an edit (cleared).
 */
export function requiredFields(schema: ObjectSchema, empty: null | undefined): ReadonlySet<string> {
  return new Set(
    Object.entries(schema.shape)
      .filter(([, f]) => !f.safeParse(empty).success)
      .map(([name]) => name),
  );
}
