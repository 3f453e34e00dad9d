import type { StoredEvent } from '@crewing/events';

/**
 * Stored events as the store hands them to a fold (each stream's versions from 1, positions in order), for the specs
 * that fold a made-up stream by hand and compare two folds of it. `recordedAt` one second after the previous event.
 */
export function storedEvents(start = new Date('2026-11-28T00:00:00Z')) {
  const versions = new Map<string, number>();
  let position = 0n;
  return (streamId: string, type: string, data: Record<string, unknown>): StoredEvent => {
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    position++;
    return {
      globalPosition: position,
      transactionId: position,
      streamId,
      streamType: streamId.split('-')[0]!,
      streamVersion,
      eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type,
      schemaVersion: 1,
      data,
      metadata: {
        userId: 1,
        userName: 'TEST',
        device: 'TEST',
        browser: 'TEST',
        os: 'TEST',
        ip: '127.0.0.1',
        commandId: 'x',
        correlationId: 'x',
        causationId: null,
      },
      recordedAt: new Date(start.getTime() + Number(position) * 1000),
    };
  };
}
