import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { handleApiError } from '../shared/api-errors';
import { useCommandId } from '../shared/command-id';
import { trpc } from '../shared/trpc';
import { notifySuccess } from '../shared/ui/alerts';
import { sendScan } from './send-scan';

/**
 * What his two requests share (a renewed document, a correction): the scan shrunk and uploaded,
 * the request sent once per payload, "sent for review", his list refreshed, or the errors under
 * the form's inputs (the scan's under `file`).
 */
export function useSendRequest<T extends FieldValues>(o: {
  place: string;
  setError: UseFormSetError<T>;
  fields: readonly string[];
  onSent: () => void;
}) {
  const utils = trpc.useUtils();
  const { forPayload, done } = useCommandId();
  return async <I extends object>(
    scan: File | null,
    build: (fileId: string | undefined) => I,
    send: (i: I) => Promise<unknown>,
  ) => {
    try {
      const input = build(await sendScan(scan));
      await send({ ...input, commandId: forPayload(input) });
      done();
      notifySuccess(o.place, 'Sent to the office for review');
      await utils.portal.my.requests.invalidate();
      o.onSent();
    } catch (err) {
      handleApiError(err, { place: o.place, form: { setError: o.setError, fields: [...o.fields, 'fileId'] } });
    }
  };
}
