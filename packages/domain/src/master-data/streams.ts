import { streamType } from '../shared/streams.js';
import type { MasterDataKind } from './schemas.js';

/** One master record: `{kind}-{id}`, e.g. `vessel-3`, `contract-reason-2`. */
export const masterDataStream = (kind: MasterDataKind) => streamType(kind);
