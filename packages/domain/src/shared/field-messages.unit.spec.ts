import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { calendarDate } from './calendar.js';

const messages = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.') || '_form', i.message]),
  );

describe("zod's wording replaced by ours (issue 25 §12)", () => {
  it('gives every kind of issue a sentence', () => {
    const schema = z.strictObject({
      region: z.string(),
      count: z.number().int().min(2).max(5),
      ok: z.boolean(),
      kind: z.enum(['A', 'B']),
      note: z.string().max(3),
      name: z.string().min(1),
      code: z.string().min(4),
      email: z.email(),
      ids: z.array(z.number()).min(1),
      either: z.union([z.number(), z.boolean()]),
    });
    expect(
      messages(schema, {
        count: 7,
        ok: 'yes',
        kind: 'C',
        note: 'abcd',
        name: '',
        code: 'ab',
        email: 'x',
        ids: [],
        either: 'x',
        extra: 1,
      }),
    ).toEqual({
      region: FIELD_MESSAGES.required,
      count: 'Enter 5 or less',
      ok: 'Choose yes or no',
      kind: 'Choose from the list',
      note: 'At most 3 characters',
      name: FIELD_MESSAGES.required,
      code: 'At least 4 characters',
      email: 'Enter a valid email',
      ids: 'Choose at least one',
      either: 'Choose from the list',
      _form: FIELD_MESSAGES.unknownField,
    });
    expect(messages(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual({ n: 'Enter a whole number' });
    expect(messages(z.object({ n: z.number() }), { n: null })).toEqual({ n: FIELD_MESSAGES.required });
  });

  it("keeps a schema's own sentence, and one sentence a date", () => {
    expect(messages(z.object({ flight: z.string().min(1, 'Enter the flight') }), { flight: '' })).toEqual({
      flight: 'Enter the flight',
    });
    expect(messages(calendarDate, undefined)).toEqual({ _form: FIELD_MESSAGES.required });
    expect(messages(calendarDate, 'soon')).toEqual({ _form: 'Use the date format YYYY-MM-DD' });
    expect(messages(calendarDate, '9999-12-31')).toEqual({ _form: 'Enter a date from 1901 to 2100' });
    expect(messages(calendarDate, '1900-01-01')).toEqual({ _form: 'Enter a date from 1901 to 2100' });
    expect(calendarDate.safeParse('2100-12-31').success).toBe(true);
  });
});
