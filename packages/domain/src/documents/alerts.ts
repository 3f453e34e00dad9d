import { assertNever } from '../shared/errors.js';
import type { Decider } from '../decider.js';
import { streamType } from '../shared/streams.js';
import type { ExpiryWindow } from './expiry.js';

/** A crew's document expiry alerts: `document-alerts-{crewId}`. The stream remembers what fired. */
export const documentAlertsStream = streamType('document-alerts');

export interface ExpiryAlert {
  key: string;
  crewId: number;
  family: string;
  recordId: number;
  document: string;
  expiryDate: string;
  window: ExpiryWindow;
  contractEnd: string | null;
  /** The users told: the crewing officer of the crew's fleet, or documentation (DSS) for a standby crew. */
  recipients: number[];
  title: string;
  body: string;
  link: string;
}

export type DocumentAlertsEvent = { type: 'ExpiryAlertRaised'; data: ExpiryAlert & { at: string } };
/** The daily job's findings for one crew; the decider raises those not raised before. */
export type DocumentAlertsCommand = {
  type: 'RaiseExpiryAlerts';
  data: { crewId: number; alerts: ExpiryAlert[]; at: string };
};

export interface DocumentAlertsState {
  raised: ReadonlySet<string>;
}

export const documentAlertsDecider: Decider<DocumentAlertsCommand, DocumentAlertsEvent, DocumentAlertsState> = {
  streamType: documentAlertsStream.type,
  initialState: () => ({ raised: new Set() }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'ExpiryAlertRaised':
        return { raised: new Set([...s.raised, e.data.key]) };
      default:
        return assertNever(e.type);
    }
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'RaiseExpiryAlerts': {
        // None twice: a key already raised on this stream is skipped, however often the job runs.
        const fresh = c.data.alerts.filter(
          (a, i, all) => !s.raised.has(a.key) && all.findIndex((b) => b.key === a.key) === i,
        );
        return fresh.map((a) => ({ type: 'ExpiryAlertRaised' as const, data: { ...a, at: c.data.at } }));
      }
      default:
        return assertNever(c.type);
    }
  },
};
