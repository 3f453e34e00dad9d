import { Alert, Badge, Tooltip } from '@mantine/core';
import { onlineManager, useIsMutating, useMutationState } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
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
  reconnecting: {
    color: 'yellow',
    text: 'Reconnecting…',
    tip: 'The server does not answer; the board may be out of date until it does',
  },
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
      <Badge
        color={look.color}
        variant={state === 'online' ? 'light' : 'filled'}
        data-testid="connection-status"
        data-state={state}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}

/** A save slower than this on a slow link is said to be slow, not left spinning in silence. */
const SLOW_SAVE_MS = 5000;

/**
 * Under a form whose save is in flight: offline, the save is not lost, it waits; on a slow link,
 * it is still on its way (and sent once, whatever the user does meanwhile).
 */
export function SaveWaiting({ busy }: { busy: boolean }) {
  const state = useConnection();
  // Busy also covers the confirmation dialog: the clock starts once a call is on its way.
  const mutating = useIsMutating();
  const sending = busy && mutating > 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!sending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => clearTimeout(timer);
  }, [sending]);
  if (busy && state === 'offline') {
    return (
      <Alert color="yellow" data-testid="save-waiting">
        No connection: your update is waiting and will be sent when the connection returns.
      </Alert>
    );
  }
  if (busy && slow) {
    return (
      <Alert color="yellow" data-testid="save-slow">
        Still sending: the connection is slow. Your update is saved once, when it arrives.
      </Alert>
    );
  }
  return null;
}
