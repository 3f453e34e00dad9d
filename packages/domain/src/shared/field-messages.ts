import { z } from 'zod';

/**
 * Issue 25 §12: no user ever reads a schema library's wording ("Invalid input: expected string,
 * received undefined"). Every zod message that has no sentence of its own in the schema gets one
 * of ours here, on the server and in the web's forms alike (both parse with these schemas); a
 * schema's own message (`.min(1, 'Enter the flight')`) still wins over this map.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required',
  text: 'Enter text',
  number: 'Enter a number',
  whole: 'Enter a whole number',
  yesNo: 'Choose yes or no',
  list: 'Choose from the list',
  format: 'This is not in the right form',
  unknownField: 'This field is not taken here',
  invalid: 'This value is not valid',
} as const;

const TYPE: Record<string, string> = {
  string: FIELD_MESSAGES.text,
  number: FIELD_MESSAGES.number,
  int: FIELD_MESSAGES.whole,
  bigint: FIELD_MESSAGES.whole,
  boolean: FIELD_MESSAGES.yesNo,
  array: FIELD_MESSAGES.list,
  date: 'Enter a date',
};

const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;
const FORMAT: Record<string, string> = {
  email: 'Enter a valid email',
  uuid: 'This reference is not valid',
  guid: 'This reference is not valid',
  url: 'Enter a valid web address',
  date: 'Enter a date',
  datetime: 'Enter a date and time',
};

type Issue = z.core.$ZodRawIssue;

/** Our sentence for one issue (a `too_small` text of minimum 1 is a blank required field). */
export function fieldMessage(issue: Issue): string {
  const i = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return FIELD_MESSAGES.required;
      return TYPE[String(i.expected)] ?? FIELD_MESSAGES.invalid;
    case 'too_small': {
      const min = i.minimum as number | bigint;
      if (i.origin === 'string')
        return Number(min) <= 1 ? FIELD_MESSAGES.required : `At least ${plural(min, 'character')}`;
      if (i.origin === 'array' || i.origin === 'set')
        return Number(min) <= 1 ? 'Choose at least one' : `Choose at least ${min}`;
      return i.inclusive === false ? `Enter more than ${min}` : `Enter ${min} or more`;
    }
    case 'too_big': {
      const max = i.maximum as number | bigint;
      if (i.origin === 'string') return `At most ${plural(max, 'character')}`;
      if (i.origin === 'array' || i.origin === 'set') return `Choose at most ${max}`;
      if (i.origin === 'file') return 'FILE TOO LARGE';
      return i.inclusive === false ? `Enter less than ${max}` : `Enter ${max} or less`;
    }
    case 'invalid_format':
      return FORMAT[String(i.format)] ?? FIELD_MESSAGES.format;
    case 'not_multiple_of':
      return `Enter a multiple of ${String(i.divisor)}`;
    case 'unrecognized_keys':
      return FIELD_MESSAGES.unknownField;
    case 'invalid_value':
    case 'invalid_union':
      return FIELD_MESSAGES.list;
    case 'invalid_key':
    case 'invalid_element':
      return 'One of the entries is not valid';
    default:
      return FIELD_MESSAGES.invalid;
  }
}

// Installed when the domain's schemas load, for every parse in this process or browser tab.
z.config({ customError: fieldMessage });
