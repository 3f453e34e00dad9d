import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import { MAX_INPUT_DEPTH, normalise, normaliseInput } from './normalise.js';

describe('normalise (002 §5 upper-case rule)', () => {
  it('upper-cases text except the listed fields, trims, drops empty values and keeps 0', () => {
    expect(
      normalise({
        lastName: ' dela cruz ',
        email: 'Juan@Mail.com',
        vmc_email: 'J@Co.com',
        username: 'jDelaCruz',
        password: 'Secret-Pass',
        status: 'active',
        middleName: '',
        count: 0,
        flag: false,
        nothing: undefined,
      }),
    ).toEqual({
      lastName: 'DELA CRUZ',
      email: 'Juan@Mail.com',
      vmc_email: 'J@Co.com',
      username: 'jDelaCruz',
      password: 'Secret-Pass',
      status: 'active',
      count: 0,
      flag: false,
    });
  });

  it('keeps null as an explicit clear, skips attachments, and recurses into objects and arrays', () => {
    const file = { name: 'scan.pdf' };
    expect(
      normalise({ changes: { remarks: 'late', suffix: null, tags: ['a', '', 'b'] }, attachments: [file] }),
    ).toEqual({
      changes: { remarks: 'LATE', suffix: null, tags: ['A', 'B'] },
      attachments: [file],
    });
  });

  it('passes non-object inputs through', () => {
    expect(normaliseInput(undefined)).toBeUndefined();
    expect(normaliseInput(5)).toBe(5);
  });

  it('refuses input nested deeper than the limit with a validation error, even 10,000 deep (no stack overflow)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = i % 2 ? { a: deep } : [deep];
    for (const input of [{ a: deep }, deep, { attachments: deep }]) {
      const error = catchError(() => normaliseInput(input));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: 'The request is nested too deeply',
        fieldErrors: { _form: ['The request is nested too deeply'] },
      });
    }
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { a: ok };
    expect(() => normaliseInput(ok)).not.toThrow();
  });

  it('refuses NUL bytes and lone surrogates, naming the field, and keeps paired surrogates (emoji)', () => {
    const bad = 'This text contains characters that cannot be stored';
    expect(catchError(() => normalise({ remarks: 'a\u0000b' }))).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { remarks: [bad] },
    });
    expect(catchError(() => normalise({ changes: { remarks: 'x\uD800' } }))).toMatchObject({
      fieldErrors: { 'changes.remarks': [bad] },
    });
    expect(catchError(() => normalise({ tags: ['ok', '\uDC00y'] }))).toMatchObject({
      fieldErrors: { 'tags.1': [bad] },
    });
    expect(catchError(() => normalise({ password: 'pass\u0000word' }))).toMatchObject({
      fieldErrors: { password: [bad] },
    });
    expect(catchError(() => normalise({ attachments: [{ name: 'a\u0000' }] }))).toMatchObject({
      fieldErrors: { 'attachments.0.name': [bad] },
    });
    expect(catchError(() => normaliseInput('\u0000'))).toMatchObject({ fieldErrors: { _form: [bad] } });
    expect(normalise({ remarks: 'ok \u{1F6A2}' })).toEqual({ remarks: 'OK \u{1F6A2}' });
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}
