import { streamType } from '../shared/streams.js';

/** One crew (seafarer): registration, sign-on/off, documents, and his open crew change as off-signer: `crew-{id}`. */
export const crewStream = streamType('crew');
