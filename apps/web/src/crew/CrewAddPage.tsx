import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { ACTIVE_STATUS, bindField, DayField, SelectField } from '../shared/ui/form-fields';
import { BackButton } from '../shared/ui/BackButton';
import { FormActions } from '../shared/ui/FormActions';

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

  const field = bindField(register, formState.errors);
  const rankOptions = (keys.data?.ranks ?? []).map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` }));
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <PageTitle actions={<BackButton to={LIST} />}>Add Crew</PageTitle>
      <Paper withBorder p="md">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Applicant No." withAsterisk {...field('applicantNo')} />
            <TextInput label="Crew Code" {...field('crewCode')} />
            <TextInput label="IPN" {...field('ipn')} />
            <TextInput label="Last Name" withAsterisk {...field('lastName')} />
            <TextInput label="First Name" withAsterisk {...field('firstName')} />
            <TextInput label="Middle Name" {...field('middleName')} />
            <SelectField control={control} name="suffix" label="Suffix" data={[...CREW_SUFFIXES]} clearable />
            {/* Typed (DD MMM YYYY or YYYY-MM-DD) or picked, always 'YYYY-MM-DD' as the schema takes it. */}
            <DayField control={control} name="birthdate" label="Birthdate" withAsterisk maxDate={new Date()} />
            <SelectField
              control={control}
              name="rankId"
              label="Rank"
              withAsterisk
              searchable
              data={rankOptions}
              data-testid="crew-rank"
            />
            <SelectField
              control={control}
              name="status"
              label="Status"
              allowDeselect={false}
              data={ACTIVE_STATUS}
              fallback="1"
            />
            <TextInput label="Contact Number" {...field('contactNumber')} />
            <TextInput label="Email" type="email" {...field('email')} />
          </SimpleGrid>
          <FormActions busy={command.busy || checking} submitTestId="crew-add-submit" />
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
