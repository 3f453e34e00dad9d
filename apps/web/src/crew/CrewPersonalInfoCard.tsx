import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NUMERIC_CHOICES, PERSONAL_INFO_FIELDS } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import type { CrewDetail } from './api-types';
import { RecordField } from '../records/RecordField';
import { toValue, type FormValues } from '../records/record-values';
import { useKeyList } from '../key-lists/use-key-list';
import { EditCardHeader } from '../shared/ui/EditCardHeader';

const NAMES = Object.keys(PERSONAL_INFO_FIELDS);

function fromCrew(crew: CrewDetail): FormValues {
  const c: Readonly<Record<string, unknown>> = crew;
  return Object.fromEntries(NAMES.map((n) => [n, c[n] === null || c[n] === undefined ? '' : String(c[n])]));
}

/** Only what changed, as the profile schema takes it (1/0 choices as numbers). */
function changed(before: FormValues, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of NAMES) {
    const spec = PERSONAL_INFO_FIELDS[n]!;
    const a = toValue(spec, before[n] ?? null);
    const b = toValue(spec, values[n] ?? null);
    if (a !== b) out[n] = b !== null && NUMERIC_CHOICES.has(n) ? Number(b) : b;
  }
  return out;
}

/**
 * Personal Information (000 §2 Biodata 6.; 002 §7 availability date, activity remarks): read-only
 * until Edit; Update confirms and sends only the changed fields from the version it started at.
 */
export function CrewPersonalInfoCard({ crew, readOnly = false }: { crew: CrewDetail; readOnly?: boolean }) {
  // readOnly: the 201 file as it stood on a past day (issue 27) is never edited.
  const canEdit = !readOnly && hasPermission(useMe().data, 'crew.manage');
  const keyOptions = useKeyList().options;
  const utils = trpc.useUtils();
  const update = trpc.crew.update.useMutation();
  const [base, setBase] = useState<{ values: FormValues; version: number } | null>(null);
  const [values, setValues] = useState<FormValues>(() => fromCrew(crew));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!base) setValues(fromCrew(crew));
  }, [crew, base]);
  const command = useCommand<Record<string, unknown>>({
    ...commandAlerts('Update', 'Crew Personal Information', { place: 'UPDATE CREW' }),
    form: { setError: (name, e) => setErrors((x) => ({ ...x, [String(name)]: e.message ?? '' })), fields: NAMES },
    run: async (changes, commandId) => {
      await update.mutateAsync({ crewId: crew.id, baseVersion: base?.version ?? crew.version, changes, commandId });
      await Promise.all([
        utils.crew.get.invalidate({ id: crew.id }),
        utils.crew.history.invalidate({ crewId: crew.id }),
      ]);
    },
    onSuccess: () => setBase(null),
  });
  const save = () => {
    if (!base) return;
    const changes = changed(base.values, values);
    setErrors({});
    if (Object.keys(changes).length === 0) return setBase(null);
    void command.submit(changes);
  };
  return (
    <Paper withBorder p="md" data-testid="crew-personal-info">
      <Stack gap="md">
        <EditCardHeader
          title="Personal Information"
          canEdit={canEdit}
          editing={base !== null}
          busy={command.busy}
          onEdit={() => setBase({ values: fromCrew(crew), version: crew.version })}
          onCancel={() => (setBase(null), setErrors({}), setValues(fromCrew(crew)))}
          onUpdate={save}
          testId="personal"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {NAMES.map((n) => {
            const spec = PERSONAL_INFO_FIELDS[n]!;
            return (
              <div key={n} style={spec.input === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                <RecordField
                  name={n}
                  spec={spec}
                  value={values[n] ?? ''}
                  onChange={(v) => setValues((x) => ({ ...x, [n]: v }))}
                  readOnly={!base}
                  error={errors[n]}
                  options={spec.input === 'key' ? keyOptions(spec.keys!) : []}
                />
              </div>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
