import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { CONTRACT_DURATIONS, formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { PlanCrewChangeModal } from '../crew-change/planning/PlanCrewChangeModal';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';

import { PageTitle } from '../shared/ui/PageTitle';
import { FleetVesselPicker } from './FleetVesselPicker';
import { useVesselScreen } from './use-vessel-screen';
import { LineUpModal } from './LineUpModal';
import { ProposalAnswers, useVesselProposals } from '../principal/office-proposals';
import { DiscrepancyTable } from './DiscrepancyTable';
import type { VesselPlan, VesselPlanRow } from './api-types';

import { RowButton } from '../shared/ui/RowButton';
import { ListTable } from '../shared/ui/ListTable';

const STATUS_COLOR: Record<VesselPlanRow['status'], string> = {
  OVERDUE: 'red',
  'NO RELIEVER': 'orange',
  PLANNED: 'green',
  VACANT: 'gray',
};

function gapText(days: number | null) {
  if (days === null) return '';
  if (days === 0) return 'ON DUE DATE';
  return days > 0 ? `${days} DAYS LATE` : `${-days} DAYS EARLY`;
}

/** Vessel plan (002 §2 /v/crewchange/vesselplan): each rank of the manning, who holds it, when he is due, who relieves him. */
export function VesselPlanPage() {
  const { filters: f, vesselId, query: q } = useVesselScreen<VesselPlan>(trpc.planning.vesselPlan, 'LOAD VESSEL PLAN');
  const canPlan = hasPermission(useMe().data, 'planning.manage');
  // Issue 30 §2: the principal's answers to the candidates proposed for each row.
  const proposals = useVesselProposals(vesselId);
  const utils = trpc.useUtils();
  const [lineUp, setLineUp] = useState<VesselPlanRow | null>(null);
  /** Plan Crew Change: from the header (nothing chosen) or from a row (its rank and crew onboard). */
  const [planning, setPlanning] = useState<{ rankId?: number; offSignerCrewId?: number } | null>(null);
  const setMonths = trpc.planning.setContractDuration.useMutation();
  const contract = useCommand<{ crewId: number; months: number }>({
    confirm: 'update',
    place: 'UPDATE CONTRACT DURATION',
    successMessage: 'Contract Duration Successfully Updated',
    failureMessage: 'Failed to Update Contract Duration',
    run: (v, commandId) => setMonths.mutateAsync({ crewId: v.crewId, months: v.months as 9, commandId }),
    onSuccess: () => void utils.planning.vesselPlan.invalidate(),
  });
  const rows = q.data?.rows ?? [];
  const vessels = f.vessels.map((v) => ({ id: v.id, name: v.name, fleetId: v.fleetId ?? 0 }));

  return (
    <Stack gap="sm" data-testid="vessel-plan">
      <PageTitle>Vessel Plan</PageTitle>
      <Tabs defaultValue="plan" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plan">Plan</Tabs.Tab>
          <Tabs.Tab value="discrepancy" data-testid="tab-discrepancy">
            Discrepancy
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plan" pt="sm">
          <Stack gap="sm">
            <FleetVesselPicker f={f} allVessels="--- Select Vessel ---">
              {canPlan && vesselId ? (
                <Button onClick={() => setPlanning({})} data-testid="plan-crew-change">
                  Plan Crew Change
                </Button>
              ) : null}
            </FleetVesselPicker>
            {!vesselId ? <Alert color="gray">Choose a vessel to see its plan.</Alert> : null}
            {q.data ? (
              <Text size="sm" c="dimmed">
                Due date: embark date + contract duration ({q.data.defaultMonths} months unless set). Gap: the
                reliever's embark date against the due date.
              </Text>
            ) : null}
            <ListTable
              head={[
                'Rank',
                'Crew Onboard',
                'Embark Date',
                'Contract',
                'Due Date',
                'Planned Reliever',
                'Reliever Embark',
                'Gap',
                'Status',
                'Action',
              ]}
              minWidth={1300}
              count={vesselId ? rows.length : undefined}
              loading={q.isPending}
              emptyText="No records found"
              highlightOnHover
            >
              {rows.map((r, i) => (
                <Table.Tr
                  key={`${r.rankId}-${r.crew?.crewId ?? 'vacant'}-${i}`}
                  data-testid={`plan-row-${r.crew?.crewId ?? `vacant-${r.rankId}`}`}
                  bg={r.overdue ? 'var(--mantine-color-red-0)' : undefined}
                >
                  <Table.Td>{r.rankName}</Table.Td>
                  <Table.Td>
                    {r.crew?.name ?? (
                      <Text span c="dimmed" size="sm">
                        VACANT
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(r.embarkDate)}</Table.Td>
                  <Table.Td>
                    {r.crew && canPlan ? (
                      <NativeSelect
                        size="xs"
                        w={140}
                        aria-label="Contract duration"
                        data-testid={`contract-${r.crew.crewId}`}
                        value={String(r.months)}
                        onChange={(e) =>
                          void contract.submit({ crewId: r.crew!.crewId, months: Number(e.currentTarget.value) })
                        }
                        data={CONTRACT_DURATIONS.map((m) => ({
                          value: String(m),
                          label: `${m} MONTHS${r.monthsIsDefault && m === r.months ? ' *' : ''}`,
                        }))}
                      />
                    ) : r.months !== null ? (
                      `${r.months} MONTHS`
                    ) : (
                      ''
                    )}
                  </Table.Td>
                  <Table.Td c={r.overdue ? 'red' : undefined} fw={r.overdue ? 700 : undefined}>
                    {formatDate(r.dueDate)}
                  </Table.Td>
                  <Table.Td>
                    {r.reliever?.name ?? ''}
                    <ProposalAnswers proposals={proposals.of(r.crewChangeId)} />
                  </Table.Td>
                  <Table.Td>{formatDate(r.relieverEmbarkDate)}</Table.Td>
                  <Table.Td>{gapText(r.gapDays)}</Table.Td>
                  <Table.Td miw={130}>
                    <Badge color={STATUS_COLOR[r.status]} variant="light" style={{ overflow: 'visible' }}>
                      {r.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowButton
                        variant="light"
                        onClick={() => setLineUp(r)}
                        data-testid={`line-up-open-${r.crew?.crewId ?? r.rankId}`}
                      >
                        Line-up
                      </RowButton>
                      {canPlan && r.crewChangeId === null ? (
                        <RowButton
                          onClick={() =>
                            setPlanning({ rankId: r.rankId, ...(r.crew ? { offSignerCrewId: r.crew.crewId } : {}) })
                          }
                          data-testid={`plan-from-row-${r.crew?.crewId ?? `vacant-${r.rankId}`}`}
                        >
                          Plan
                        </RowButton>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="discrepancy" pt="sm">
          <DiscrepancyTable f={f} />
        </Tabs.Panel>
      </Tabs>
      {lineUp && vesselId ? (
        <LineUpModal
          vesselId={vesselId}
          rankId={lineUp.rankId}
          rankName={lineUp.rankName}
          embarkDate={lineUp.dueDate ?? q.data?.today ?? ''}
          months={lineUp.months ?? q.data?.defaultMonths ?? 9}
          crewChangeId={lineUp.crewChangeId}
          onClose={() => setLineUp(null)}
        />
      ) : null}
      {planning && vesselId ? (
        <PlanCrewChangeModal
          vessels={vessels}
          vesselId={vesselId}
          rankId={planning.rankId}
          offSignerCrewId={planning.offSignerCrewId}
          onClose={() => {
            setPlanning(null);
            void utils.planning.vesselPlan.invalidate();
          }}
        />
      ) : null}
    </Stack>
  );
}
