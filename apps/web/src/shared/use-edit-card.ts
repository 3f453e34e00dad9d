import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { schemaResolver, type SafeParser } from './schema-resolver';
import { useCommand, type CommandOptions } from './use-command';
import { useEditBaseline } from './use-edit-baseline';

type Pending<C> = { changes: C; baseVersion: number };

/**
 * A card read-only until Edit (the crew's 201 profile, a user's profile): the form, the baseline
 * Edit started from, and Update confirmed (002 §5) sending only the changed fields with that
 * version. Fresh server data (after a save, or a push about another user's change) shows when not
 * editing; a save that answers its version keeps the saved values until the read model shows it.
 */
export function useEditCard<D extends { version: number }, V extends FieldValues, C extends object, T>(
  /** What the server holds now. */
  detail: D,
  /** The form's declaration: its values from the detail, what changed, the schema an update passes. */
  { from, diff, schema }: { from: (detail: D) => V; diff: (before: V, after: V) => C; schema: SafeParser<T> },
  {
    toInput,
    check,
    command,
  }: {
    /** The form's values as the schema takes them; `before`: the values Edit started from. */
    toInput: (values: V, before: V | null) => unknown;
    check?: (values: V, before: V | null) => Record<string, string>;
    command: Omit<CommandOptions<Pending<C>, V>, 'confirm' | 'form' | 'run' | 'onSuccess'> & {
      /** The inputs the form shows: the server's refusals of them go under them. */
      fields: readonly string[];
      /** Sends the changes; the version a save answers, when it does. */
      run: (pending: Pending<C>, commandId: string) => Promise<number | void>;
    };
  },
) {
  const edit = useEditBaseline(diff, (values: V) => form.reset(values));
  const editing = edit.editing;
  const [savedVersion, setSavedVersion] = useState(0);
  const form = useForm<V>({
    defaultValues: from(detail) as DefaultValues<V>,
    resolver: schemaResolver(schema, {
      toInput: (v) => toInput(v, edit.values()),
      ...(check ? { check: (v: V) => check(v, edit.values()) } : {}),
    }),
  });
  const { reset } = form;

  useEffect(() => {
    if (!editing && detail.version >= savedVersion) reset(from(detail));
  }, [detail, from, editing, savedVersion, reset]);

  const { fields, run, ...alerts } = command;
  const update = useCommand<Pending<C>, V>({
    ...alerts,
    confirm: 'update',
    form: { setError: form.setError, fields },
    run: async (pending, commandId) => {
      const version = await run(pending, commandId);
      if (typeof version === 'number') setSavedVersion(version);
    },
    onSuccess: edit.stop,
  });

  return {
    form,
    editing,
    busy: update.busy,
    startEdit: () => edit.start(from(detail), detail.version),
    cancel: () => {
      setSavedVersion(0);
      reset(from(detail));
      edit.stop();
    },
    onUpdate: form.handleSubmit(async (values) => {
      const pending = edit.pending(values);
      if (pending) await update.submit(pending);
    }),
  };
}
