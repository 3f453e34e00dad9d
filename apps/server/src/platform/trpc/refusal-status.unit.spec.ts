import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Context } from './context.js';
import { refusalStatus, WEB_CLIENT_HEADER } from './refusal-status.js';

const ctx = (headers: Record<string, string>) => ({ req: { headers } }) as unknown as Context;
const web = ctx({ [WEB_CLIENT_HEADER]: 'web' });
const refused = new TRPCError({ code: 'BAD_REQUEST', message: 'This field is required' });

// Issue 25 point 16: the web app reads a refusal from the body; a 4xx would be a console error in the browser.
describe('refusalStatus', () => {
  it('answers the web app 200 for refusals (a rule, a field, a stale edit)', () => {
    expect(refusalStatus({ ctx: web, errors: [refused] })).toEqual({ status: 200 });
    expect(refusalStatus({ ctx: web, errors: [new TRPCError({ code: 'CONFLICT' })] })).toEqual({ status: 200 });
  });

  it('keeps the HTTP status for other clients and other errors', () => {
    expect(refusalStatus({ ctx: ctx({}), errors: [refused] })).toEqual({});
    expect(refusalStatus({ ctx: undefined, errors: [refused] })).toEqual({});
    for (const code of ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR'] as const) {
      expect(refusalStatus({ ctx: web, errors: [new TRPCError({ code })] })).toEqual({});
    }
    expect(refusalStatus({ ctx: web, errors: [refused, new TRPCError({ code: 'FORBIDDEN' })] })).toEqual({});
    expect(refusalStatus({ ctx: web, errors: [] })).toEqual({});
  });
});
