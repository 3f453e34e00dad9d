import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { vesselBatchesDecider } from './decider.js';
import { StaleBatchesError, type VesselBatchesEvent } from './events.js';

const at = '2026-11-21T08:00:00.000Z';
const opened = (batchId: number, batchNumber: number, members?: number[]): VesselBatchesEvent => ({
  type: 'DisembarkBatchOpened',
  data: { batchId, batchNumber, vesselId: 3, at, ...(members ? { members } : {}) },
});
const open = (batchId: number, members: number[], basedOnVersion: number) =>
  ({ type: 'OpenDisembarkBatch', data: { batchId, vesselId: 3, members, basedOnVersion, at } }) as const;
const update = (batchId: number, members: number[], basedOnVersion: number, currentMembers?: number[]) =>
  ({
    type: 'UpdateDisembarkBatch',
    data: { batchId, vesselId: 3, members, basedOnVersion, at, currentMembers },
  }) as const;

// Issue 6 §2: the vessel's batches stream owns batch numbers and members.
describe('opening a batch', () => {
  it('numbers it itself: the next number on this vessel', () => {
    given(vesselBatchesDecider, [])
      .when(open(10, [7, 5], 0))
      .then([opened(10, 1, [5, 7])]);
    given(vesselBatchesDecider, [opened(9, 1, [4])])
      .when(open(10, [5], 1))
      .then([opened(10, 2, [5])]);
  });
  it('refuses when the stream moved on since the server read it (the server retries)', () => {
    given(vesselBatchesDecider, [opened(9, 1, [4])])
      .when(open(10, [5], 0))
      .thenThrows(StaleBatchesError);
  });
  it('takes a member from the batch he was in, which records that it lost him', () => {
    given(vesselBatchesDecider, [opened(9, 1, [4, 5])])
      .when(open(10, [5, 6], 1))
      .then([
        opened(10, 2, [5, 6]),
        {
          type: 'DisembarkBatchMembersChanged',
          data: { batchId: 9, batchNumber: 1, vesselId: 3, members: [4], added: [], removed: [5], at },
        },
      ]);
  });
  it('refuses an empty selection', () => {
    given(vesselBatchesDecider, [])
      .when(open(10, [], 0))
      .thenThrows(ValidationError, 'Select at least one crew');
  });
});

describe('re-selecting the members of a batch (Update Disembarkation Batch)', () => {
  it('the crews not re-selected leave, the new ones join', () => {
    given(vesselBatchesDecider, [opened(9, 1, [4, 5])])
      .when(update(9, [5, 6], 1))
      .then([
        {
          type: 'DisembarkBatchMembersChanged',
          data: { batchId: 9, batchNumber: 1, vesselId: 3, members: [5, 6], added: [6], removed: [4], at },
        },
      ]);
  });
  it('the same selection changes nothing', () => {
    given(vesselBatchesDecider, [opened(9, 1, [4, 5])])
      .when(update(9, [5, 4], 1))
      .then([]);
  });
  it('refuses a re-selection based on members someone else changed since (a concurrent re-selection)', () => {
    const changed: VesselBatchesEvent = {
      type: 'DisembarkBatchMembersChanged',
      data: { batchId: 9, batchNumber: 1, vesselId: 3, members: [4], added: [], removed: [5], at },
    };
    given(vesselBatchesDecider, [opened(9, 1, [4, 5]), changed])
      .when(update(9, [6], 1))
      .thenThrows(DomainError, 'Batch 1 was changed by someone else');
    // Another batch of the vessel opening meanwhile does not matter to this one.
    const s = given(vesselBatchesDecider, [opened(9, 1, [4, 5]), opened(10, 2, [8])]);
    s.when(update(9, [4], 1)).thenTypes(['DisembarkBatchMembersChanged']);
  });
  it('an unknown batch is not found', () => {
    given(vesselBatchesDecider, [opened(9, 1, [4])])
      .when(update(11, [4], 1))
      .thenThrows(NotFoundError, 'Batch not found');
  });
  it('a batch stored before members were kept: the members the crew changes show, if nothing moved since', () => {
    const legacy = [opened(9, 1)];
    expect(given(vesselBatchesDecider, legacy).state.batches[0]!.members).toBeNull();
    given(vesselBatchesDecider, legacy)
      .when(update(9, [5], 1, [4, 5]))
      .then([
        {
          type: 'DisembarkBatchMembersChanged',
          data: { batchId: 9, batchNumber: 1, vesselId: 3, members: [5], added: [], removed: [4], at },
        },
      ]);
    given(vesselBatchesDecider, [...legacy, opened(10, 2, [8])])
      .when(update(9, [5], 1, [4, 5]))
      .thenThrows(StaleBatchesError);
    given(vesselBatchesDecider, legacy)
      .when(update(9, [5], 1))
      .thenThrows(StaleBatchesError);
  });
});
