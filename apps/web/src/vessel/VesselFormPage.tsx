import { Paper, SimpleGrid, Switch, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { vesselFamily } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { schemaResolver } from '../shared/schema-resolver';
import { PageTitle } from '../shared/ui/PageTitle';
import { RecordField } from '../records/RecordField';
import { addPayload, changesPayload, toForm, type FormValues } from '../records/record-values';
import { useKeyList } from '../key-lists/use-key-list';
import { FormActions } from '../shared/ui/FormActions';

/**
 * Add Vessel (002 §2 vessel/vesseladd, vessel/add) and, with ?id=, the vessel's edit: every field
 * of 000 §3 with its key list, server errors under the fields, confirmed (002 §5).
 */
export function VesselFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const navigate = useNavigate();
  const vessel = trpc.vessel.get.useQuery({ id: id ?? 0 }, { enabled: id !== null, meta: { place: 'VESSEL' } });
  if (id !== null && !vessel.data) return <Text c="dimmed">{vessel.isPending ? 'Loading…' : 'Vessel not found'}</Text>;
  return (
    <VesselForm
      key={id ?? 'new'}
      vessel={id !== null ? (vessel.data ?? null) : null}
      onDone={(v) => navigate(`/v/vessel/${v}/document`)}
    />
  );
}

type Vessel = { id: number; version: number; active: boolean; fields: Record<string, unknown> };

function VesselForm({ vessel, onDone }: { vessel: Vessel | null; onDone: (id: number) => void }) {
  const options = useKeyList().options;
  const utils = trpc.useUtils();
  const initial = useMemo(() => toForm(vesselFamily, vessel?.fields ?? {}), [vessel]);
  const names = Object.keys(vesselFamily.fields);
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: initial,
    resolver: schemaResolver(vessel ? vesselFamily.changesSchema : vesselFamily.addSchema, {
      toInput: (v: FormValues) => (vessel ? changesPayload(vesselFamily, initial, v) : addPayload(vesselFamily, v)),
    }),
  });
  const add = trpc.vessel.add.useMutation();
  const update = trpc.vessel.update.useMutation();
  const setStatus = trpc.vessel.setStatus.useMutation();
  const save = useCommand<Record<string, unknown>, FormValues>({
    confirm: vessel ? 'update' : 'create',
    place: vessel ? 'UPDATE VESSEL' : 'ADD VESSEL',
    successMessage: vessel ? 'Vessel Successfully Updated' : 'Vessel Successfully Added',
    failureMessage: vessel ? 'Vessel Failed to Update' : 'Vessel Failed to Save',
    form: { setError, fields: names },
    run: async (payload, commandId) => {
      const id = vessel
        ? (await update.mutateAsync({ id: vessel.id, baseVersion: vessel.version, changes: payload, commandId }),
          vessel.id)
        : (await add.mutateAsync({ fields: payload, commandId })).id;
      await Promise.all([utils.vessel.invalidate(), utils.masterData.keys.invalidate()]);
      onDone(id);
    },
  });
  const status = useCommand<boolean>({
    ...commandAlerts('Update', 'Vessel Status'),
    run: async (active, commandId) => (
      await setStatus.mutateAsync({ id: vessel!.id, active, commandId }),
      await utils.vessel.invalidate()
    ),
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const submit = handleSubmit(async (values) => {
    const payload = vessel ? changesPayload(vesselFamily, initial, values) : addPayload(vesselFamily, values);
    if (vessel && Object.keys(payload).length === 0) return onDone(vessel.id);
    await save.submit(payload);
  });
  return (
    <>
      <PageTitle
        actions={
          vessel ? (
            <Switch
              checked={vessel.active}
              label={vessel.active ? 'ACTIVE' : 'INACTIVE'}
              onChange={() => void status.submit(!vessel.active)}
              data-testid="vessel-active"
            />
          ) : null
        }
      >
        {vessel ? `Edit Vessel — ${String(vessel.fields.name)}` : 'Add Vessel'}
      </PageTitle>
      <Paper withBorder p="md">
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="vessel-form">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {names.map((name) => {
              const spec = vesselFamily.fields[name]!;
              return (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <RecordField
                      name={name}
                      spec={spec}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      readOnly={false}
                      error={errors[name]?.message}
                      options={spec.input === 'key' ? options(spec.keys!) : []}
                    />
                  )}
                />
              );
            })}
          </SimpleGrid>
          <FormActions
            busy={save.busy}
            onCancel={() => (vessel ? onDone(vessel.id) : history.back())}
            submitLabel={vessel ? 'Update' : 'Save'}
            submitTestId="vessel-save"
            mt="md"
          />
        </form>
      </Paper>
    </>
  );
}
