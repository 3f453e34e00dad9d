import { streamType } from '../shared/streams.js';

/** One crew change (a rank rotation on one vessel): `crew-change-{id}`. */
export const crewChangeStream = streamType('crew-change');
