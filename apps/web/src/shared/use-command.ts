import { useCallback, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { handleApiError, type FormTarget } from './api-errors';
import { useCommandId } from './command-id';
import { confirmAction, notifySuccess, type ConfirmKind } from './ui/alerts';

export interface CommandOptions<V, T extends FieldValues> {
  confirm: ConfirmKind;
  /** The confirm dialog's question when the 002 §5 default does not fit (e.g. 'Cancel this embarking?'). */
  confirmText?: string;
  /** The action name: alert titles ('<place> SUCCESS', '<place> FAILED'). */
  place: string;
  successMessage: string;
  /** First line of the failure alert (not shown when the errors went under inputs). */
  failureMessage?: string;
  form?: FormTarget<T>;
  run: (values: V, commandId: string) => Promise<unknown>;
  onSuccess?: () => void;
  /** After the error module has shown the failure. */
  onError?: (err: unknown) => void;
}

/**
 * Confirm, send once, report: the path every create, update and delete takes. The command id
 * is made per payload, so a double click or a retry after a lost answer is one command.
 */
export function useCommand<V, T extends FieldValues = FieldValues>(options: CommandOptions<V, T>) {
  const { forPayload, done } = useCommandId();
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  // What is being confirmed or sent: a list shows the spinner on that row's button only (issue 25).
  const [pending, setPending] = useState<{ values: V } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const submit = useCallback(
    async (values: V): Promise<boolean> => {
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      setPending({ values });
      const o = latest.current;
      try {
        const commandId = forPayload(values);
        if (!(await confirmAction(o.confirm, o.confirmText))) return false;
        await o.run(values, commandId);
        done();
        notifySuccess(o.place, o.successMessage);
        o.onSuccess?.();
        return true;
      } catch (err) {
        handleApiError(err, {
          place: o.place,
          ...(o.form ? { form: o.form } : {}),
          ...(o.failureMessage ? { failureMessage: o.failureMessage } : {}),
        });
        o.onError?.(err);
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
        setPending(null);
      }
    },
    [forPayload, done],
  );
  return { submit, busy, pending: pending?.values ?? null };
}

const DONE = {
  Add: 'Added',
  Update: 'Updated',
  Delete: 'Deleted',
  Save: 'Saved',
  Endorse: 'Endorsed',
  Remove: 'Removed',
} as const;
const CONFIRM: Record<keyof typeof DONE, ConfirmKind> = {
  Add: 'create',
  Update: 'update',
  Delete: 'delete',
  Save: 'update',
  Endorse: 'update',
  Remove: 'delete',
};

/**
 * The 002 §5 wording most commands follow: asked as the verb's kind, titled '<VERB> <SUBJECT>',
 * then '<Subject> Successfully <Done>' or '<Subject> Failed to <Verb>'.
 */
export function commandAlerts(
  verb: keyof typeof DONE,
  subject: string,
  o: { place?: string; confirm?: ConfirmKind } = {},
): Pick<CommandOptions<unknown, FieldValues>, 'confirm' | 'place' | 'successMessage' | 'failureMessage'> {
  return {
    confirm: o.confirm ?? CONFIRM[verb],
    place: o.place ?? `${verb} ${subject}`.toUpperCase(),
    successMessage: `${subject} Successfully ${DONE[verb]}`,
    failureMessage: `${subject} Failed to ${verb}`,
  };
}
