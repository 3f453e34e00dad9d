import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  disembarkingErrors,
  disembarkingValues,
  embarkingErrors,
  embarkingValues,
  embarkingWarnings,
} from '@crewing/domain';
import { describeError } from '../../shared/api-errors';
import { schemaResolver } from '../../shared/schema-resolver';
import { trpc } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import type { Access, BoardRow } from '../shared/api-types';
import { keyName } from '../../key-lists/use-key-list';
import { sideRecord, SPECS, type Side, type Values } from '../shared/fields';
import { useMasterKeys } from '../../shared/use-master-keys';
import { useBoardPatch } from '../board/board-cache';
import { changedValues, firstMessages, formOf, rebase, valuesOf, type FormValues } from './form-values';

/**
 * One crew change side in an editor: the form starts from the record as it was when the modal
 * opened (the baseline and its version); Update sends only the changed, writable, unconfirmed
 * fields with that version, so the server merges other users' edits of other fields and
 * reports same-field conflicts under the inputs.
 */
export function useRecordEditor(side: Side, row: BoardRow, access: Access, onSaved: () => void) {
  const specs = SPECS[side];
  const utils = trpc.useUtils();
  const patch = useBoardPatch();
  const keys = useMasterKeys().data;
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const live = sideRecord(row, side);
  const confirmed = live?.confirmed ?? {};
  const writable = new Set(access.writable[side]);
  const [base, setBase] = useState(() => ({ form: formOf(specs, live?.values ?? {}), version: row.version }));
  const [rebasePending, setRebasePending] = useState(false);
  const baseRef = useRef(base.form);
  baseRef.current = base.form;

  const form = useForm<FormValues>({
    defaultValues: base.form,
    resolver: schemaResolver(side === 'embarking' ? embarkingValues : disembarkingValues, {
      toInput: (v: FormValues) => valuesOf(specs, v),
      check: (v: FormValues) => {
        const after = valuesOf(specs, v);
        // As the decider: a rule is checked only when this edit touches one of its fields.
        const changed = new Set(Object.keys(changedValues(specs, baseRef.current, v, () => true)));
        return firstMessages(
          side === 'embarking' ? embarkingErrors(after, writable, changed) : disembarkingErrors(after),
        );
      },
    }),
  });

  // After a same-field conflict the fresh record becomes the baseline; the user's own edits stay.
  const liveRef = useRef(live);
  liveRef.current = live;
  useEffect(() => {
    if (!rebasePending || row.version === base.version) return;
    const fresh = formOf(specs, liveRef.current?.values ?? {});
    const merged = rebase(specs, base.form, fresh, form.getValues());
    for (const s of specs) form.setValue(s.name, merged[s.name] ?? null);
    setBase({ form: fresh, version: row.version });
    setRebasePending(false);
  }, [rebasePending, row.version, base, specs, form]);

  const updateEmbarking = trpc.crewChange.updateEmbarking.useMutation();
  const updateDisembarking = trpc.crewChange.updateDisembarking.useMutation();
  const update = useCommand<{ changes: Values; baseVersion: number }, FormValues>({
    ...commandAlerts('Update', 'Crew Change Detail', { place: 'UPDATE' }),
    form: { setError: form.setError, fields: specs.map((s) => s.name) },
    run: async ({ changes, baseVersion }, commandId) => {
      const input = { crewChangeId: row.crewChangeId, baseVersion, commandId };
      const r =
        side === 'embarking'
          ? await updateEmbarking.mutateAsync({ ...input, changes })
          : await updateDisembarking.mutateAsync({ ...input, changes });
      // The saved row at its new version, read once: the push of that version is then ignored.
      await patch([{ id: row.crewChangeId, version: r.version }]);
    },
    onSuccess: onSaved,
    onError: (err) => {
      if (describeError(err).code === 'CONFLICT') {
        setRebasePending(true);
        // "changed by NAME at TIME, now 12": a hotel, port or laboratory reads by its name, as on the board.
        for (const s of specs) {
          const message = form.getFieldState(s.name).error?.message;
          const id = s.input === 'key' ? /, now (\d+)$/.exec(message ?? '')?.[1] : undefined;
          if (message && id)
            form.setError(s.name, {
              type: 'server',
              message: message.replace(/\d+$/, keyName(keysRef.current, s.keys!, id)),
            });
        }
      }
      void utils.crewChange.board.invalidate();
    },
  });

  const sendable = (field: string) => writable.has(field) && !confirmed[field];
  const submit = form.handleSubmit(async (values) => {
    const changes = changedValues(specs, base.form, values, sendable);
    if (Object.keys(changes).length === 0) return onSaved();
    await update.submit({ changes, baseVersion: base.version });
  });

  const confirmMutation = trpc.crewChange.confirmDate.useMutation();
  const undoMutation = trpc.crewChange.undoConfirmation.useMutation();
  const dateCommand = (undo: boolean) => ({
    confirm: 'update' as const,
    place: undo ? 'UNDO CONFIRMATION' : 'CONFIRM DATE',
    successMessage: undo ? 'Date Confirmation Successfully Undone' : 'Date Successfully Confirmed',
    run: async ({ field }: { field: string }, commandId: string) => {
      const input = { crewChangeId: row.crewChangeId, side, field, commandId };
      const r = await (undo ? undoMutation : confirmMutation).mutateAsync(input);
      await patch([{ id: row.crewChangeId, version: r.version }]);
    },
  });
  const confirmDate = useCommand<{ field: string }>(dateCommand(false));
  const undoDate = useCommand<{ field: string }>(dateCommand(true));

  // Gaps the user may fill but that do not block his save (a hotel set without a check-in).
  const watchedValues = form.watch();
  const warnings =
    side === 'embarking' ? firstMessages(embarkingWarnings(valuesOf(specs, watchedValues), writable)) : {};

  return { specs, form, live, confirmed, writable, warnings, submit, busy: update.busy, confirmDate, undoDate };
}
export type RecordEditor = ReturnType<typeof useRecordEditor>;
