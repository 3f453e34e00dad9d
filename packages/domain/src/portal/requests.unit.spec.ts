import { describe, expect, it } from 'vitest';
import { seafarerRequestDecider as d, type SeafarerRequestCommand, type SeafarerRequestState } from './requests.js';

const at = '2026-11-26T08:00:00.000Z';
const who = { requestId: 5, crewId: 7, accountId: 40 };
const run = (s: SeafarerRequestState, ...cs: SeafarerRequestCommand[]) =>
  cs.reduce((st, c) => d.decide(c, st).reduce(d.evolve, st), s);
const scan = { kind: 'attachment', uploadedBy: 40, fileName: 'passport.jpg' };
const renewal = (over: Partial<Extract<SeafarerRequestCommand, { type: 'SubmitSeafarerDocument' }>['data']> = {}) =>
  ({
    type: 'SubmitSeafarerDocument',
    data: {
      ...who,
      family: 'crew-document',
      recordId: 12,
      documentName: 'PASSPORT',
      values: { number: 'P2', issuedDate: '2026-11-01', expiryDate: '2036-10-31' },
      currentIssued: '2016-11-01',
      fileId: 'f-1',
      file: scan,
      at,
      ...over,
    },
  }) as const satisfies SeafarerRequestCommand;
const approve: SeafarerRequestCommand = { type: 'ApproveSeafarerRequest', data: { at } };
const reject = (reason: string): SeafarerRequestCommand => ({ type: 'RejectSeafarerRequest', data: { reason, at } });

describe('seafarer request decider (issue 29 §2)', () => {
  it('a renewal is pending, then approved once; a decided request takes no other decision', () => {
    const pending = run(d.initialState(), renewal());
    expect(pending).toEqual({ ...who, status: 'pending', kind: 'document' });
    const approved = run(pending, approve);
    expect(approved.status).toBe('approved');
    expect(() => d.decide(approve, approved)).toThrow('This request was already approved');
    expect(() => d.decide(reject('late'), approved)).toThrow('This request was already approved');
  });

  it('refuses a scan that is not his own attachment, dates out of order, an issue date not after the one on file', () => {
    const s = d.initialState();
    const field = (f: string) => expect.objectContaining({ fieldErrors: { [f]: [expect.any(String)] } });
    expect(() => d.decide(renewal({ file: { ...scan, uploadedBy: 41 } }), s)).toThrow(field('file'));
    expect(() => d.decide(renewal({ file: { ...scan, kind: 'report' } }), s)).toThrow(field('file'));
    expect(() => d.decide(renewal({ file: null }), s)).toThrow(field('file'));
    const backwards = { number: 'P2', issuedDate: '2026-11-01', expiryDate: '2026-10-01' };
    expect(() => d.decide(renewal({ values: backwards }), s)).toThrow(field('expiryDate'));
    expect(() => d.decide(renewal({ currentIssued: '2026-11-01' }), s)).toThrow(field('issuedDate'));
  });

  it('a rejection needs a reason, kept trimmed; a correction may come without a scan', () => {
    const correction: SeafarerRequestCommand = {
      type: 'RequestSeafarerCorrection',
      data: { ...who, field: 'contactNumber', label: 'Contact number', value: '0917', fileId: null, file: null, at },
    };
    const pending = run(d.initialState(), correction);
    expect(pending.kind).toBe('correction');
    expect(() => d.decide(reject('   '), pending)).toThrow(
      expect.objectContaining({ fieldErrors: { reason: [expect.stringMatching(/Say why/)] } }),
    );
    expect(d.decide(reject(' Blurred '), pending)).toEqual([
      { type: 'SeafarerRequestRejected', data: { ...who, reason: 'Blurred', at } },
    ]);
    expect(() => d.decide(approve, d.initialState())).toThrow('This request does not exist');
  });
});
