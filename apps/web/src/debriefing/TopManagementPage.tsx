import { Anchor, Badge, Modal, Paper, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MANAGEMENT_DECISIONS, formatDate, sectionName } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { ListTable } from '../shared/ui/ListTable';
import { PageTitle } from '../shared/ui/PageTitle';
import { FormActions } from '../shared/ui/FormActions';
import { RowButton } from '../shared/ui/RowButton';

type Row = RouterOutputs['debriefing']['topManagement']['list']['items'][number];

function DecisionModal({ row, onClose }: { row: Row; onClose: () => void }) {
  const utils = trpc.useUtils();
  const decide = trpc.debriefing.topManagement.decide.useMutation();
  const [decision, setDecision] = useState<string | null>(row.decision?.decision ?? null);
  const [remarks, setRemarks] = useState(row.decision?.remarks ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand<{ decision: string; remarks: string }>({
    confirm: 'update',
    place: 'TOP MANAGEMENT DEBRIEFING',
    successMessage: 'Debriefing Successfully Reviewed',
    failureMessage: 'Debriefing Failed to Review',
    run: async (d, commandId) => (
      await decide.mutateAsync({ id: row.id, decision: d as never, commandId }),
      await utils.debriefing.invalidate()
    ),
    onSuccess: onClose,
  });
  const submit = () => {
    const e: Record<string, string> = {};
    if (!decision) e.decision = 'This field is required';
    if (!remarks.trim()) e.remarks = 'This field is required';
    setErrors(e);
    if (Object.keys(e).length === 0) void command.submit({ decision: decision!, remarks });
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={<Text fw={700}>{`Management Decision — ${row.crewName}`}</Text>}>
      <Stack>
        <Select
          label="Decision"
          required
          data={[...MANAGEMENT_DECISIONS]}
          value={decision}
          onChange={setDecision}
          error={errors.decision}
          data-testid="tm-decision"
        />
        <Textarea
          label="Management Remarks"
          required
          rows={5}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
          error={errors.remarks}
          data-testid="tm-remarks"
        />
        <FormActions
          busy={command.busy}
          onCancel={onClose}
          cancelLabel="Close"
          onSubmit={submit}
          submitTestId="tm-save"
        />
      </Stack>
    </Modal>
  );
}

/**
 * Top-management debriefing (002 §2, §6, §9): the endorsed debriefings marked For Review, sections
 * 3, 11, 7, 10, 8 in that order, and management's remarks and decision. The server refuses others.
 */
export function TopManagementPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Row | null>(null);
  const list = trpc.debriefing.topManagement.list.useQuery(
    { page },
    { placeholderData: keepPreviousData, meta: { place: 'TOP MANAGEMENT DEBRIEFING' } },
  );
  const items = list.data?.items ?? [];
  const sections = items[0]?.sections.map((s) => s.id) ?? [3, 11, 7, 10, 8];
  return (
    <Stack gap="md" data-testid="top-management-debriefing">
      <PageTitle>Top Management Debriefing</PageTitle>
      <Paper withBorder p="md">
        <ListTable
          head={['Crew', ...sections.map((id) => `${id}. ${sectionName(id)}`), 'Decision', 'Action']}
          minWidth={1100}
          paged={list}
          emptyText="No debriefings for review"
          onPage={setPage}
        >
          {items.map((r) => (
            <Table.Tr key={r.id} data-testid="tm-row">
              <Table.Td style={{ minWidth: 180 }}>
                <Anchor component={Link} to={`/v/debriefing/debriefingform?id=${r.id}`}>
                  {r.crewName}
                </Anchor>
                <Text
                  size="xs"
                  c="dimmed"
                >{`${r.rankAlias ?? ''} · ${r.vesselName ?? ''} · ${formatDate(r.arriveManila)}`}</Text>
              </Table.Td>
              {r.sections.map((s) => (
                <Table.Td key={s.id} style={{ whiteSpace: 'pre-wrap', maxWidth: 220 }}>
                  {s.remarks}
                </Table.Td>
              ))}
              <Table.Td style={{ maxWidth: 220 }}>
                {r.decision ? (
                  <>
                    <Text size="xs" fw={700} c="blue">
                      {r.decision.decision}
                    </Text>
                    <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                      {r.decision.remarks}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.decision.by}
                    </Text>
                  </>
                ) : (
                  <Badge color="orange" miw={104} styles={{ label: { overflow: 'visible' } }}>
                    FOR REVIEW
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <RowButton onClick={() => setOpen(r)} data-testid="tm-decide" variant="filled">
                  {r.decision ? 'Update' : 'Review'}
                </RowButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      {open ? <DecisionModal row={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
