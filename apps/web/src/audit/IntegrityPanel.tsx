import { Alert, Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '@crewing/domain';
import { trpc } from '../shared/trpc';

const at = (iso: string) => dayjs(iso).format(`${DATE_FORMAT} HH:mm:ss`).toUpperCase();

const REASONS = {
  hash: 'its content or hash was changed',
  gap: 'an event before it in its stream is missing',
  anchor: "the day's streams differ from that day's anchor",
} as const;

/**
 * Issue 27: the event log's tamper evidence on the history log. The last check of the hash chain
 * (the nightly job's, or one asked for here), the last anchored day and the backfill of the
 * events written before the chain.
 */
export function IntegrityPanel() {
  // While a check asked for here runs, the panel asks again every second until its result is recorded.
  const [waitingAfter, setWaitingAfter] = useState<string | null | undefined>(undefined);
  const status = trpc.audit.integrity.useQuery(undefined, {
    meta: { place: 'HISTORY LOG' },
    refetchInterval: waitingAfter === undefined ? false : 1000,
  });
  const check = trpc.audit.checkIntegrity.useMutation();
  const last = status.data?.lastCheck ?? null;
  if (waitingAfter !== undefined && last && last.position !== waitingAfter) setWaitingAfter(undefined);
  const running = waitingAfter !== undefined || check.isPending;
  const anchor = status.data?.lastAnchor;
  const backfill = status.data?.backfill;
  return (
    <Alert
      mb="md"
      color={last?.mismatch ? 'red' : last ? 'green' : 'gray'}
      title="Event log integrity"
      data-testid="integrity-panel"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          {last === null ? (
            <Text size="sm">Not checked yet.</Text>
          ) : last.mismatch ? (
            <Text size="sm" fw={700} data-testid="integrity-result">
              Check of {at(last.at)} failed at event {last.mismatch.position} ({last.mismatch.streamId}, version{' '}
              {last.mismatch.version}, {last.mismatch.eventType}): {REASONS[last.mismatch.reason]}.
            </Text>
          ) : (
            <Text size="sm" fw={700} data-testid="integrity-result">
              Verified through event {last.throughPosition} at {at(last.at)}: {last.events.toLocaleString('en-US')}{' '}
              events{' '}
              {last.fromPosition && last.fromPosition !== '0'
                ? `after the checkpoint at event ${last.fromPosition} `
                : ''}
              and {last.anchors} daily anchors match.
            </Text>
          )}
          <Text size="sm">
            {anchor
              ? `Last anchored day ${dayjs(anchor.day).format(DATE_FORMAT).toUpperCase()} (${anchor.streams} streams).`
              : 'No day anchored yet.'}{' '}
            {backfill
              ? `${backfill.events.toLocaleString('en-US')} events written before the chain were hashed on ${at(backfill.doneAt)}.`
              : ''}
          </Text>
        </div>
        <Button
          variant="default"
          loading={running}
          onClick={() => {
            setWaitingAfter(last?.position ?? null);
            check.mutate(undefined, { onError: () => setWaitingAfter(undefined) });
          }}
        >
          Check now
        </Button>
      </Group>
    </Alert>
  );
}
