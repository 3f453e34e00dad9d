import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CREW_SUFFIXES, crewProfileChanges, updateCrewProfileInput } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { requiredFields, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { useEditBaseline } from '../shared/use-edit-baseline';
import { useMasterKeys } from '../shared/use-master-keys';
import type { CrewDetail, CrewProfileChangesPayload } from './api-types';
import { CREW_FIELDS, type CrewFormValues } from './crew-form';
import { changedCrewProfile, CREW_FIELD_LABELS as L, fromCrewDetail } from './crew-profile-form';
import { ACTIVE_STATUS, bindField, DayField, SelectField } from '../shared/ui/form-fields';
import { EditCardHeader } from '../shared/ui/EditCardHeader';

/** Cleared, these are refused (names, rank): marked required while editing. */
const REQUIRED = requiredFields(crewProfileChanges, null);

/**
 * The crew's identity (201 profile), read-only until Edit. Update asks the 002 §5 confirmation and
 * sends only the changed fields with the version the edit started from: the server merges other
 * people's edits of other fields and refuses a stale edit of the same one, under its input.
 */
export function CrewProfileCard({ crew, readOnly = false }: { crew: CrewDetail; readOnly?: boolean }) {
  const keys = useMasterKeys();
  // readOnly: the 201 file as it stood on a past day (issue 27) is never edited.
  const canEdit = !readOnly && hasPermission(useMe().data, 'crew.manage');
  const utils = trpc.useUtils();
  const update = trpc.crew.update.useMutation();
  const edit = useEditBaseline(changedCrewProfile, (values) => reset(values));
  const editing = edit.editing;
  // The version a save produced: the async read model shows it a moment later, the form keeps the saved values till then.
  const [savedVersion, setSavedVersion] = useState(0);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<CrewFormValues>({
    defaultValues: fromCrewDetail(crew),
    resolver: schemaResolver(updateCrewProfileInput, {
      toInput: (v) => ({ crewId: crew.id, changes: changedCrewProfile(edit.values() ?? v, v) }),
    }),
  });

  // Fresh server data (after a save, or a push about another user's change) shows when not editing.
  useEffect(() => {
    if (!editing && crew.version >= savedVersion) reset(fromCrewDetail(crew));
  }, [crew, editing, savedVersion, reset]);

  const command = useCommand<{ changes: CrewProfileChangesPayload; baseVersion: number }, CrewFormValues>({
    confirm: 'update',
    place: 'UPDATE CREW',
    successMessage: 'Crew Successfully Updated',
    form: { setError, fields: CREW_FIELDS },
    run: async ({ changes, baseVersion }, commandId) => {
      const r = await update.mutateAsync({ crewId: crew.id, baseVersion, changes, commandId });
      setSavedVersion(r.version);
      // The read model catches up a moment later; the pushed crew topic refreshes it again then.
      await Promise.all([
        utils.crew.get.invalidate({ id: crew.id }),
        utils.crew.history.invalidate({ crewId: crew.id }),
      ]);
      void utils.crew.list.invalidate();
    },
    onSuccess: edit.stop,
    onError: () => void utils.crew.get.invalidate({ id: crew.id }),
  });

  const startEdit = () => edit.start(fromCrewDetail(crew), crew.version);
  const cancel = () => {
    setSavedVersion(0);
    reset(fromCrewDetail(crew));
    edit.stop();
  };

  const onUpdate = handleSubmit(async (values) => {
    const changes = edit.pending(values);
    if (changes) await command.submit(changes);
  });

  const field = bindField(register, formState.errors);
  const ro = !editing;
  // Read-only fields are filled grey; editing, they are plain inputs.
  const mode = { readOnly: ro, variant: ro ? 'filled' : 'default' } as const;
  const text = (
    name: 'applicantNo' | 'crewCode' | 'ipn' | 'lastName' | 'firstName' | 'middleName' | 'contactNumber' | 'email',
  ) => (
    <TextInput
      label={L[name]}
      withAsterisk={!ro && REQUIRED.has(name)}
      {...mode}
      data-testid={`crew-${name}`}
      {...field(name)}
    />
  );
  const rankOptions = (keys.data?.ranks ?? []).map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` }));
  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void onUpdate(e)} noValidate>
        <Stack gap="md">
          <EditCardHeader
            title="Personal Information"
            canEdit={canEdit}
            editing={editing}
            busy={command.busy}
            onEdit={startEdit}
            onCancel={cancel}
            testId="crew"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('applicantNo')}
            {text('crewCode')}
            {text('ipn')}
            {text('lastName')}
            {text('firstName')}
            {text('middleName')}
            <SelectField
              control={control}
              name="suffix"
              label={L.suffix}
              data={[...CREW_SUFFIXES]}
              clearable
              {...mode}
            />
            <DayField control={control} name="birthdate" label={L.birthdate} {...mode} maxDate={new Date()} />
            <SelectField
              control={control}
              name="rankId"
              label={L.rankId}
              withAsterisk={!ro && REQUIRED.has('rankId')}
              searchable
              {...mode}
              data={rankOptions}
            />
            <SelectField
              control={control}
              name="status"
              label={L.status}
              allowDeselect={false}
              {...mode}
              data={ACTIVE_STATUS}
              fallback="1"
            />
            {text('contactNumber')}
            {text('email')}
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}
