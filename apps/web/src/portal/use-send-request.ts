import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { handleApiError } from '../shared/api-errors';
import { useCommandId } from '../shared/command-id';
import { trpc } from '../shared/trpc';
import { notifySuccess } from '../shared/ui/alerts';
import { readyScan, sendScan } from './send-scan';
import { linkDown, queueRequest, type QueuedRequest } from './live/upload-queue';

/**
 * What his two requests share (a renewed document, a correction): the scan shrunk and uploaded,
 * the request sent once per payload, "sent for review", his list refreshed, or the errors under
 * the form's inputs (the scan's under `file`). With the link down (issue 29 §3) the request and
 * its shrunk scan wait in this browser and go when the link is back (live/upload-queue.ts).
 */
export function useSendRequest<T extends FieldValues>(o: {
  place: string;
  setError: UseFormSetError<T>;
  fields: readonly string[];
  onSent: () => void;
  queue: { kind: QueuedRequest['kind']; label: string };
}) {
  const utils = trpc.useUtils();
  const { forPayload, done } = useCommandId();
  return async <I extends object>(
    scan: File | null,
    build: (fileId: string | undefined) => I,
    send: (i: I) => Promise<unknown>,
  ) => {
    try {
      if (!navigator.onLine) throw new TypeError('offline');
      const input = build(await sendScan(scan));
      await send({ ...input, commandId: forPayload(input) });
      done();
      notifySuccess(o.place, 'Sent to the office for review');
      await utils.portal.my.requests.invalidate();
      o.onSent();
    } catch (err) {
      if (linkDown(err)) {
        const input = build(undefined) as Record<string, unknown>;
        delete input.fileId;
        const ready = scan ? await readyScan(scan) : null;
        await queueRequest({ ...o.queue, scan: ready, input, commandId: crypto.randomUUID() });
        done();
        notifySuccess(o.place, 'Queued \u2014 will send when you are back online');
        return o.onSent();
      }
      handleApiError(err, { place: o.place, form: { setError: o.setError, fields: [...o.fields, 'fileId'] } });
    }
  };
}
