import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { RecordFamily } from '@crewing/domain';
import { PsgcSelects, type PsgcField } from '../psgc/PsgcSelects';
import { schemaResolver } from '../shared/schema-resolver';
import { useCommand } from '../shared/use-command';
import { RecordField, type RecordFieldProps } from './RecordField';
import { RecordModalActions } from './RecordModalActions';
import { addPayload, changesPayload, toForm, type FormValues } from './record-values';
import { keepChoice, type Option } from '../key-lists/use-key-list';

export interface OpenRecord {
  id: number;
  version: number;
  fields: Record<string, unknown>;
  /** What its keys read as (the server's labels): a key no longer offered still shows (issue 10). */
  labels?: Record<string, string>;
}

interface Props {
  family: RecordFamily;
  /** null: a new record. */
  record: OpenRecord | null;
  startEditing: boolean;
  canManage: boolean;
  options: (name: string) => Option[];
  onClose: () => void;
  add: (fields: Record<string, unknown>, commandId: string) => Promise<unknown>;
  update: (record: OpenRecord, changes: Record<string, unknown>, commandId: string) => Promise<unknown>;
  /** What a family shows below its form (a debriefing record's attachments and remarks). */
  children?: ReactNode;
  /** A screen's own frame: the modal's title, its size and the form's columns (a record with a few fields). */
  title?: string;
  size?: string;
  cols?: number;
  /** A new record's values filled in by the screen (a MARINA check: the certificate and its number). */
  defaults?: Record<string, unknown>;
  /** A field a screen draws its own way (a covid dose: the doses other records hold are disabled). */
  inputs?: Readonly<Record<string, (props: RecordFieldProps) => ReactNode>>;
}

const PSGC: PsgcField[] = ['regionCode', 'provinceCode', 'municipalityCode', 'barangayCode'];

/**
 * Add, view and edit one record of a family, drawn from the family's fields. A record opens read-only;
 * Edit switches to editing (Update confirms and saves only what changed, Cancel reverts), 000 §4.
 */
export function RecordModal(props: Props) {
  const { family, record, startEditing, canManage, options, onClose, add, update, children, inputs } = props;
  const [editing, setEditing] = useState(record === null || startEditing);
  const { defaults } = props;
  const initial = useMemo(() => toForm(family, record?.fields ?? defaults ?? {}), [family, record, defaults]);
  const names = Object.keys(family.fields);
  const { control, handleSubmit, setError, reset, watch, setValue, formState } = useForm<FormValues>({
    defaultValues: initial,
    resolver: schemaResolver(record ? family.changesSchema : family.addSchema, {
      toInput: (v: FormValues) => (record ? changesPayload(family, initial, v) : addPayload(family, v)),
    }),
  });
  useEffect(() => reset(initial), [initial, reset]);
  const verb = record ? 'UPDATE' : 'CREATE';
  const title = family.singular.toUpperCase();
  const command = useCommand<Record<string, unknown>, FormValues>({
    confirm: record ? 'update' : 'create',
    place: `${verb} ${title}`,
    successMessage: `${family.singular} Successfully ${record ? 'Updated' : 'Saved'}`,
    failureMessage: `${family.singular} Failed to ${record ? 'Update' : 'Save'}`,
    form: { setError, fields: names },
    run: (payload, commandId) => (record ? update(record, payload, commandId) : add(payload, commandId)),
    onSuccess: onClose,
  });
  const submit = handleSubmit(async (values) => {
    const payload = record ? changesPayload(family, initial, values) : addPayload(family, values);
    if (record && Object.keys(payload).length === 0) return setEditing(false);
    await command.submit(payload);
  });
  const readOnly = !editing;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const psgc = Object.fromEntries(PSGC.map((k) => [k, (watch(k) as string) || null])) as Record<
    PsgcField,
    string | null
  >;
  const hasPsgc = names.includes('regionCode');
  return (
    <Modal
      opened
      onClose={onClose}
      size={props.size ?? 'xl'}
      title={
        <Text fw={700}>{props.title ?? `${record ? (editing ? 'Edit' : 'View') : 'Add'} ${family.singular}`}</Text>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="record-form">
        <Stack gap="md">
          <SimpleGrid cols={props.cols ?? { base: 1, sm: 3 }}>
            {names.map((name) => {
              const spec = family.fields[name]!;
              if (spec.input === 'psgc') {
                if (name !== 'regionCode' || !hasPsgc) return null;
                const errs = Object.fromEntries(PSGC.map((k) => [k, errors[k]?.message]).filter(([, m]) => m));
                return (
                  <PsgcSelects
                    key="psgc"
                    value={psgc}
                    readOnly={readOnly}
                    errors={errs}
                    required={Object.fromEntries(PSGC.map((k) => [k, family.fields[k]?.required === true]))}
                    onChange={(next) => PSGC.forEach((k) => setValue(k, next[k] ?? '', { shouldDirty: true }))}
                  />
                );
              }
              return (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => {
                    const p = {
                      name,
                      spec,
                      value: field.value ?? null,
                      onChange: field.onChange,
                      readOnly,
                      error: errors[name]?.message,
                      // A value no longer offered stays, marked, read as the server labels it (issue 10).
                      options: keepChoice(options(name), record?.fields[name], () => record?.labels?.[name]),
                    };
                    return (
                      <div
                        style={
                          spec.input === 'textarea' || spec.input === 'files' ? { gridColumn: '1 / -1' } : undefined
                        }
                      >
                        {inputs?.[name] ? inputs[name](p) : <RecordField {...p} />}
                      </div>
                    );
                  }}
                />
              );
            })}
          </SimpleGrid>
          {errors._form?.message ? (
            <Text c="red" size="sm">
              {errors._form.message}
            </Text>
          ) : null}
          <RecordModalActions
            isNew={record === null}
            editing={editing}
            canEdit={canManage}
            busy={command.busy}
            onCancel={() => (reset(initial), setEditing(false))}
            onClose={onClose}
            onEdit={() => setEditing(true)}
          />
        </Stack>
      </form>
      {children}
    </Modal>
  );
}
