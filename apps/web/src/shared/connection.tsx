import { Alert, Badge, Tooltip } from '@mantine/core';
import { onlineManager, useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { liveConnection } from './realtime';

/**
 * The connection as a user needs to know it (issue 11): the browser's network (react-query's
 * online manager, which also holds saves made offline until it returns) and the live link to the
 * server (socket.io, which reconnects on its own).
 */
export function useConnection(): 'online' | 'offline' | 'reconnecting' {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  const live = useSyncExternalStore(liveConnection.subscribe, liveConnection.isUp);
  if (!online) return 'offline';
  return live ? 'online' : 'reconnecting';
}

/** Saves held while the browser is offline: sent, once, when the connection returns (the command id makes a resend one command). */
export function useWaitingSaves(): number {
  return useMutationState({ filters: { status: 'pending', predicate: (m) => m.state.isPaused } }).length;
}

const LOOK = {
  online: { color: 'teal', text: 'Online', tip: 'Connected: changes of others show as they happen' },
  reconnecting: { color: 'yellow', text: 'Reconnecting…', tip: 'The server does not answer; the board may be out of date until it does' },
  offline: { color: 'red', text: 'Offline', tip: 'No network: saves wait until the connection returns' },
} as const;

/** The header's connection badge, with the saves waiting to be sent. */
export function ConnectionStatus() {
  const state = useConnection();
  const waiting = useWaitingSaves();
  const look = LOOK[state];
  const text = waiting > 0 ? `${look.text} · ${waiting} save${waiting === 1 ? '' : 's'} waiting` : look.text;
  return (
    <Tooltip label={look.tip} withinPortal>
      <Badge color={look.color} variant={state === 'online' ? 'light' : 'filled'} data-testid="connection-status" data-state={state}>
        {text}
      </Badge>
    </Tooltip>
  );
}

/** Under a form whose save is in flight while offline: the save is not lost, it waits. */
export function SaveWaiting({ busy }: { busy: boolean }) {
  const state = useConnection();
  if (!busy || state !== 'offline') return null;
  return (
    <Alert color="yellow" data-testid="save-waiting">
      No connection: your update is waiting and will be sent when the connection returns.
    </Alert>
  );
}
