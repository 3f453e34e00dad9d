import { streamType } from '../shared/streams.js';

/** The disembark batches of one vessel, their numbers and members: `vessel-batches-{vesselId}`. */
export const vesselBatchesStream = streamType('vessel-batches');
