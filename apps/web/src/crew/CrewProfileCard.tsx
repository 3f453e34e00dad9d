import { SimpleGrid, TextInput } from '@mantine/core';
import { CREW_SUFFIXES, crewProfileChanges } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { requiredFields } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useEditCard } from '../shared/use-edit-card';
import { useMasterKeys } from '../shared/use-master-keys';
import type { CrewDetail } from './api-types';
import { CREW_FIELDS } from './crew-form';
import { changedCrewProfile, CREW_FIELD_LABELS as L, crewProfileEdit } from './crew-profile-form';
import { ACTIVE_STATUS, bindField, DayField, SelectField } from '../shared/ui/form-fields';
import { EditCardForm } from '../shared/ui/EditCardHeader';

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
  const card = useEditCard(crew, crewProfileEdit, {
    toInput: (v, before) => ({ crewId: crew.id, changes: changedCrewProfile(before ?? v, v) }),
    command: {
      place: 'UPDATE CREW',
      successMessage: 'Crew Successfully Updated',
      fields: CREW_FIELDS,
      run: async ({ changes, baseVersion }, commandId) => {
        const r = await update.mutateAsync({ crewId: crew.id, baseVersion, changes, commandId });
        // The read model catches up a moment later; the pushed crew topic refreshes it again then.
        await Promise.all([
          utils.crew.get.invalidate({ id: crew.id }),
          utils.crew.history.invalidate({ crewId: crew.id }),
        ]);
        void utils.crew.list.invalidate();
        return r.version;
      },
      onError: () => void utils.crew.get.invalidate({ id: crew.id }),
    },
  });
  const { control, register, formState } = card.form;
  const field = bindField(register, formState.errors);
  const ro = !card.editing;
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
    <EditCardForm card={card} title="Personal Information" canEdit={canEdit} testId="crew">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('applicantNo')}
        {text('crewCode')}
        {text('ipn')}
        {text('lastName')}
        {text('firstName')}
        {text('middleName')}
        <SelectField control={control} name="suffix" label={L.suffix} data={[...CREW_SUFFIXES]} clearable {...mode} />
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
    </EditCardForm>
  );
}
