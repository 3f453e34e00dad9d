import { Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate, todayIn } from '@crewing/domain';
import { HOLIDAY_KIND_LABELS, type HolidayFields } from '@crewing/domain/holidays/index';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { ListTable } from '../shared/ui/ListTable';
import { PageTitle } from '../shared/ui/PageTitle';
import { RecordRowActions } from '../records/RecordRowActions';
import { HolidayModal } from './HolidayModal';

const COLUMNS = ['Date', 'Day', 'Name', 'Kind'];
/** The years offered: last year to three years ahead (the Proclamation for next year comes out in the autumn). */
const yearsAround = (year: number) => Array.from({ length: 5 }, (_, i) => String(year - 1 + i));

/**
 * Settings › Holidays (issue 31 §2): the year's Philippine non-working holidays, regular and special,
 * which the OWMS due dates skip with the weekends. Every signed-in user reads it; the master data
 * keepers add, edit and withdraw (the server checks it on every change).
 */
export function HolidaysPage() {
  const thisYear = Number(todayIn(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [open, setOpen] = useState<{ holiday: HolidayFields | null } | null>(null);
  const canManage = hasPermission(useMe().data, 'master-data.manage');
  const list = trpc.holidays.list.useQuery({ year }, { meta: { place: 'HOLIDAYS' } });
  const withdrawMutation = trpc.holidays.withdraw.useMutation();
  const refresh = () => list.refetch();
  const withdraw = useCommand<HolidayFields>({
    confirm: 'delete',
    confirmText: 'Are you sure you want to withdraw this holiday?',
    place: 'WITHDRAW HOLIDAY',
    successMessage: 'Holiday Successfully Withdrawn',
    failureMessage: 'Holiday Failed to Withdraw',
    run: async (h, commandId) => (await withdrawMutation.mutateAsync({ date: h.date, commandId }), await refresh()),
  });
  const items = list.data?.items ?? [];
  return (
    <Stack gap="md" data-testid="settings-holidays">
      <PageTitle
        actions={
          canManage ? (
            <Button size="xs" onClick={() => setOpen({ holiday: null })} data-testid="holiday-add">
              Add Holiday
            </Button>
          ) : null
        }
      >
        Holidays
      </PageTitle>
      <Paper withBorder p="md">
        <Group mb="sm" justify="space-between" align="flex-end">
          <NativeSelect
            size="xs"
            label="Year"
            value={String(year)}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
            data={yearsAround(thisYear)}
            data-testid="holiday-year"
          />
          <Text size="sm" c="dimmed">
            Saturdays, Sundays and these days are not working days.
          </Text>
        </Group>
        <ListTable
          head={canManage ? [...COLUMNS, 'Actions'] : COLUMNS}
          minWidth={600}
          count={items.length}
          loading={list.isPending}
          emptyText={`No holidays listed for ${year}`}
          testId="holiday-list"
        >
          {items.map((h) => (
            <Table.Tr key={h.date} data-testid={`holiday-row-${h.date}`}>
              <Table.Td>{formatDate(h.date)}</Table.Td>
              <Table.Td>{formatDate(h.date, 'dddd')}</Table.Td>
              <Table.Td>{h.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={h.kind === 'REGULAR' ? 'blue' : 'grape'}>
                  {HOLIDAY_KIND_LABELS[h.kind]}
                </Badge>
              </Table.Td>
              {canManage ? (
                <RecordRowActions
                  onEdit={() => setOpen({ holiday: h })}
                  onDelete={() => void withdraw.submit(h)}
                  deleting={withdraw.pending?.date === h.date}
                  deleteLabel="Withdraw"
                  name={h.name}
                  testIds={{ edit: 'holiday-edit', delete: 'holiday-withdraw' }}
                />
              ) : null}
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      {open ? (
        <HolidayModal
          key={open.holiday?.date ?? 'new'}
          holiday={open.holiday ? { date: open.holiday.date, name: open.holiday.name, kind: open.holiday.kind } : null}
          year={year}
          onClose={() => setOpen(null)}
          onSaved={refresh}
        />
      ) : null}
    </Stack>
  );
}
