import { Badge, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import type { MatrixOwner } from '@crewing/domain';
import { hasPermission, useMe } from '../../auth/session';
import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { AddDocumentsForm } from './AddDocumentsForm';
import type { RequiredDocument } from './api-types';
import { byCategory } from './categories';
import { RowButton } from '../../shared/ui/RowButton';

/**
 * The documents a rank (002 §2 rank/{id}/document-matrix; 002 §7 getRankDocs,
 * toggleRankDocMandatoryStatus) or a vessel flag requires, grouped by category, each with its
 * Mandatory switch and Remove; Add Documents below. Read-only without documents.matrix.manage.
 */
export function DocumentMatrix({ owner, ownerId }: { owner: MatrixOwner; ownerId: number }) {
  const canManage = hasPermission(useMe().data, 'documents.matrix.manage');
  const title = owner === 'rank' ? 'Rank' : 'Flag';
  const utils = trpc.useUtils();
  const rows = trpc.documents.matrix.get.useQuery(
    { owner, ownerId },
    { meta: { place: `${title.toUpperCase()} DOCUMENT MATRIX` } },
  );
  const refresh = () => utils.documents.matrix.get.invalidate({ owner, ownerId });
  const setMandatory = trpc.documents.matrix.setMandatory.useMutation();
  const remove = trpc.documents.matrix.remove.useMutation();
  const flip = useCommand<RequiredDocument>({
    confirm: 'update',
    place: 'UPDATE MANDATORY STATUS',
    successMessage: `${title} Document Successfully Updated`,
    failureMessage: `${title} Document Failed to Update`,
    // Sent as the wanted value (002 §7 toggle), so a double click cannot flip it back.
    run: async (d, commandId) => (
      await setMandatory.mutateAsync({ owner, ownerId, documentId: d.documentId, mandatory: !d.mandatory, commandId }),
      await refresh()
    ),
  });
  const del = useCommand<RequiredDocument>({
    confirm: 'delete',
    place: `DELETE ${title.toUpperCase()} DOCUMENT`,
    successMessage: `${title} Document Successfully Deleted`,
    failureMessage: `${title} Document Failed to Delete`,
    run: async (d, commandId) => (
      await remove.mutateAsync({ owner, ownerId, documentId: d.documentId, commandId }),
      await refresh()
    ),
  });
  const list = rows.data ?? [];
  const groups = byCategory(list);
  return (
    <Stack gap="md" data-testid="document-matrix">
      <Paper withBorder p="md">
        <Text fw={700} mb="sm">
          Required Documents
        </Text>
        {list.length === 0 ? (
          <Text c="dimmed" ta="center" py="sm">
            {rows.isPending ? 'Loading…' : 'No documents required yet'}
          </Text>
        ) : (
          <Table withTableBorder data-testid="matrix-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th w={120}>Code</Table.Th>
                <Table.Th w={160}>Mandatory</Table.Th>
                {canManage ? <Table.Th w={100}>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            {groups.map((g) => (
              <Table.Tbody key={g.category} data-testid={`matrix-group-${g.category}`}>
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Td colSpan={canManage ? 4 : 3}>
                    <Text fw={700} size="sm">
                      {g.label}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {g.items.map((d) => (
                  <Table.Tr key={d.documentId} data-testid={`matrix-row-${d.documentId}`}>
                    <Table.Td>
                      {d.name}{' '}
                      {d.active ? null : (
                        <Badge color="gray" size="xs">
                          INACTIVE
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{d.code ?? '—'}</Table.Td>
                    <Table.Td>
                      {canManage ? (
                        <Switch
                          size="sm"
                          checked={d.mandatory}
                          disabled={flip.busy}
                          onChange={() => void flip.submit(d)}
                          label={d.mandatory ? 'Mandatory' : 'Optional'}
                          aria-label={`Mandatory: ${d.name}`}
                          data-testid="matrix-mandatory"
                        />
                      ) : (
                        // Read-only: a disabled switch greys both states alike, a badge tells them apart.
                        <Badge
                          color={d.mandatory ? 'blue' : 'gray'}
                          variant={d.mandatory ? 'filled' : 'light'}
                          data-testid="matrix-mandatory-badge"
                        >
                          {d.mandatory ? 'Mandatory' : 'Optional'}
                        </Badge>
                      )}
                    </Table.Td>
                    {canManage ? (
                      <Table.Td>
                        <RowButton
                          danger
                          loading={del.busy}
                          onClick={() => void del.submit(d)}
                          data-testid="matrix-remove"
                        >
                          Remove
                        </RowButton>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            ))}
          </Table>
        )}
      </Paper>
      {canManage ? (
        <AddDocumentsForm
          owner={owner}
          ownerId={ownerId}
          title={title}
          required={new Set(list.map((d) => d.documentId))}
        />
      ) : null}
    </Stack>
  );
}
