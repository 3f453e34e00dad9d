import { useEffect, useSyncExternalStore } from 'react';
import { describeError, handleApiError } from '../../shared/api-errors';
import { trpc } from '../../shared/trpc';
import { uploadFile } from '../../shared/upload';
import { notifySuccess } from '../../shared/ui/alerts';

/**
 * Issue 29 §3: what he sends while the link is down waits in this browser (IndexedDB: a scan is
 * too big for localStorage), shown as queued, and goes when the link is back (the `online` event,
 * or the next time the portal opens online). Each entry keeps its command id, so an entry sent
 * twice (the link lost between the send and its answer) makes one request.
 */
export interface QueuedRequest {
  id?: number;
  kind: 'renewal' | 'correction';
  /** What his list shows while it waits: "Renewed PASSPORT (No. P1234567)". */
  label: string;
  /** The scan, already shrunk, or none (a correction may have none). */
  scan: File | null;
  /** The request without its file id, which the upload gives. */
  input: Record<string, unknown>;
  commandId: string;
  queuedAt: number;
}

const DB_NAME = 'crew-portal';
const STORE = 'queued-requests';
let items: QueuedRequest[] = [];
const listeners = new Set<() => void>();

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = work(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB refused'));
    });
  } finally {
    db.close();
  }
}

async function reload() {
  items = await inStore<QueuedRequest[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedRequest[]>);
  for (const l of listeners) l();
}

/** Keeps a request to send later. */
export async function queueRequest(r: Omit<QueuedRequest, 'id' | 'queuedAt'>) {
  await inStore('readwrite', (s) => s.add({ ...r, queuedAt: Date.now() }));
  await reload();
}

/** Whether an error means the link is down (no answer at all), not a refusal by the server. */
export function linkDown(err: unknown): boolean {
  const e = describeError(err);
  return !navigator.onLine || (e.code === null && e.httpStatus === null);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** His requests waiting in this browser. */
export function useQueuedRequests(): QueuedRequest[] {
  return useSyncExternalStore(subscribe, () => items);
}

let sending = false;

/** Sends what waits, once at a time, whenever the portal is open and the link comes back. */
export function useSendQueued() {
  const utils = trpc.useUtils();
  useEffect(() => {
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        await reload();
        for (const r of items) {
          try {
            const fileId = r.scan ? await uploadFile(r.scan, 'attachment', 'file') : undefined;
            const input = { ...r.input, ...(fileId ? { fileId } : {}), commandId: r.commandId };
            if (r.kind === 'renewal') await utils.client.portal.my.submitRenewal.mutate(input as never);
            else await utils.client.portal.my.requestCorrection.mutate(input as never);
            notifySuccess('SEND QUEUED REQUEST', 'Sent to the office for review');
          } catch (err) {
            if (linkDown(err)) return;
            // Refused (a date the office's rule does not take): said once, not kept to fail again.
            handleApiError(err, { place: 'SEND QUEUED REQUEST' });
          }
          await inStore('readwrite', (s) => s.delete(r.id!));
        }
      } finally {
        sending = false;
        await reload();
        await utils.portal.my.requests.invalidate();
      }
    };
    // What waits is shown offline too; it goes at once when online.
    void reload().then(send, () => undefined);
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [utils]);
}
