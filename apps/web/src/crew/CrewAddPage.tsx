import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { addCrewInput, CREW_SUFFIXES } from '@crewing/domain';
import { handleApiError } from '../shared/api-errors';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import type { ExistingCrew } from './api-types';
import { CREW_FIELDS, emptyCrewForm, toAddPayload, toDuplicateQuery, type CrewFormValues } from './crew-form';
import { ExistingCrewModal } from './ExistingCrewModal';
import { DayInput } from '../shared/ui/DayInput';

const PLACE = 'ADD CREW';
const LIST = '/v/masterlist/crew/index';

/** 002 §2 crew/add: possible duplicates first (002 §8), then the create confirmation (002 §5). */
export function CrewAddPage() {
  const navigate = useNavigate();
  const keys = useMasterKeys();
  const utils = trpc.useUtils();
  const add = trpc.crew.add.useMutation();
  const [existing, setExisting] = useState<{ crews: ExistingCrew[]; values: CrewFormValues } | null>(null);
  const [checking, setChecking] = useState(false);
  const { control, register, handleSubmit, setError, formState } = useForm<CrewFormValues>({
    defaultValues: emptyCrewForm,
    resolver: schemaResolver(addCrewInput, { toInput: toAddPayload }),
  });

  const command = useCommand<CrewFormValues, CrewFormValues>({
    confirm: 'create',
    place: PLACE,
    successMessage: 'Crew Successfully Added',
    failureMessage: 'Crew Failed to Save',
    form: { setError, fields: CREW_FIELDS },
    run: async (values, commandId) => {
      const { id } = await add.mutateAsync({ ...toAddPayload(values), commandId });
      void utils.crew.list.invalidate();
      // The new crew's row: the list searches his applicant no. and waits for him to show.
      navigate(
        `${LIST}?${new URLSearchParams({ search: toAddPayload(values).applicantNo, status: 'all', added: String(id) }).toString()}`,
      );
    },
  });

  const submit = async (values: CrewFormValues) => {
    setChecking(true);
    try {
      const { existingCrews } = await utils.crew.possibleDuplicates.fetch(toDuplicateQuery(values), { staleTime: 0 });
      if (existingCrews.length > 0) setExisting({ crews: existingCrews, values });
      else await command.submit(values);
    } catch (err) {
      handleApiError(err, { place: PLACE, form: { setError, fields: CREW_FIELDS } });
    } finally {
      setChecking(false);
    }
  };

  const errors = formState.errors;
  const rankOptions = (keys.data?.ranks ?? []).map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` }));
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <PageTitle
        actions={
          <Button variant="default" onClick={() => navigate(LIST)}>
            Back
          </Button>
        }
      >
        Add Crew
      </PageTitle>
      <Paper withBorder p="md">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Applicant No."
              withAsterisk
              error={errors.applicantNo?.message}
              {...register('applicantNo')}
            />
            <TextInput label="Crew Code" error={errors.crewCode?.message} {...register('crewCode')} />
            <TextInput label="IPN" error={errors.ipn?.message} {...register('ipn')} />
            <TextInput label="Last Name" withAsterisk error={errors.lastName?.message} {...register('lastName')} />
            <TextInput label="First Name" withAsterisk error={errors.firstName?.message} {...register('firstName')} />
            <TextInput label="Middle Name" error={errors.middleName?.message} {...register('middleName')} />
            <Controller
              control={control}
              name="suffix"
              render={({ field }) => (
                <Select
                  label="Suffix"
                  data={[...CREW_SUFFIXES]}
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.suffix?.message}
                />
              )}
            />
            {/* Typed (DD MMM YYYY or YYYY-MM-DD) or picked, always 'YYYY-MM-DD' as the schema takes it. */}
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <DayInput
                  label="Birthdate"
                  withAsterisk
                  maxDate={new Date()}
                  error={errors.birthdate?.message}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="rankId"
              render={({ field }) => (
                <Select
                  label="Rank"
                  withAsterisk
                  searchable
                  data={rankOptions}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.rankId?.message}
                  data-testid="crew-rank"
                />
              )}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Status"
                  allowDeselect={false}
                  data={[
                    { value: '1', label: 'Active' },
                    { value: '0', label: 'Inactive' },
                  ]}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '1')}
                />
              )}
            />
            <TextInput label="Contact Number" error={errors.contactNumber?.message} {...register('contactNumber')} />
            <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={command.busy || checking} data-testid="crew-add-submit">
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ExistingCrewModal
        crews={existing?.crews ?? null}
        onCancel={() => setExisting(null)}
        onSaveAnyway={() => {
          const values = existing?.values;
          setExisting(null);
          if (values) void command.submit(values);
        }}
      />
    </form>
  );
}
