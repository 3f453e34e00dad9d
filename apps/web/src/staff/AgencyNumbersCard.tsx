import { Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AGENCIES, type AgencyCode } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import type { Staff } from './StaffHeader';
import { FormActions } from '../shared/ui/FormActions';
import { RowButton } from '../shared/ui/RowButton';

type Agency = (typeof AGENCIES)[number];

function AgencyModal({ staff, agency, onClose }: { staff: Staff; agency: Agency; onClose: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.staff.updateAgencyNumber.useMutation();
  const [value, setValue] = useState(staff.agencyNumbers[agency.code] ?? '');
  const [error, setError] = useState<string | null>(null);
  const command = useCommand<string>({
    confirm: 'update',
    place: 'UPDATE',
    successMessage: `${agency.name} Number Successfully Updated`,
    failureMessage: `${agency.name} Number Failed to Update`,
    form: { setError: (_f, e) => setError(e.message ?? null), fields: ['number'] },
    run: async (number, commandId) => {
      await update.mutateAsync({
        userId: staff.id,
        agency: agency.code as AgencyCode,
        ...(number.trim() ? { number: number.trim() } : {}),
        commandId,
      });
      await Promise.all([
        utils.staff.get.invalidate({ id: staff.id }),
        utils.staff.history.invalidate({ userId: staff.id }),
      ]);
    },
    onSuccess: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={`${agency.name} Number`}>
      <Stack>
        <TextInput
          label={`${agency.name} Number`}
          placeholder={agency.example}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          data-testid="agency-number-input"
        />
        <FormActions
          busy={command.busy}
          onCancel={onClose}
          submitLabel="Update"
          onSubmit={() => void command.submit(value)}
          submitTestId="agency-number-save"
        />
      </Stack>
    </Modal>
  );
}

/** Benefits and Contribution (000 §2): SSS, TIN, PhilHealth, PAGIBIG; DSS edits each (000 §6). */
export function AgencyNumbersCard({ staff }: { staff: Staff }) {
  const canEdit = hasPermission(useMe().data, 'staff.agency-numbers');
  const [editing, setEditing] = useState<Agency | null>(null);
  return (
    <Paper withBorder p="md" data-testid="staff-agency-card">
      <Text fw={700} mb="sm">
        Benefits and Contribution
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {AGENCIES.map((a) => (
          <Group key={a.code} gap="xs" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed">
                {a.name}
              </Text>
              <Text size="sm" fw={500} data-testid={`agency-${a.code}`}>
                {staff.agencyNumbers[a.code] ?? '—'}
              </Text>
            </div>
            {canEdit ? (
              <RowButton onClick={() => setEditing(a)} data-testid={`agency-edit-${a.code}`}>
                Edit
              </RowButton>
            ) : null}
          </Group>
        ))}
      </SimpleGrid>
      {editing ? <AgencyModal staff={staff} agency={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
