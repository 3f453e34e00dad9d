import { streamType } from '../shared/streams.js';

/** One user account: `user-{id}`. */
export const userStream = streamType('user');
