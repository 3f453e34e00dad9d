import type { RouterOutputs } from '../../shared/trpc';

/** One required document of a rank's (or flag's) matrix, read from the server's router (types only). */
export type RequiredDocument = RouterOutputs['documents']['matrix']['get'][number];
export type MasterDocument = RouterOutputs['masterData']['keys']['documents'][number];
