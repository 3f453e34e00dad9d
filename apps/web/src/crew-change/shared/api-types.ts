import type { RouterInputs, RouterOutputs } from '../../shared/trpc';

/** The crew change API's shapes, read from the server's router (types only). */
export type BoardInput = RouterInputs['crewChange']['board'];
export type Board = RouterOutputs['crewChange']['board'];
export type BoardRow = Board['rows'][number];
export type BoardEmbarking = BoardRow['embarkings'][number];
/** A crew as the board names him (off-signer, reliever, embarking crew). */
export type CrewRef = NonNullable<BoardRow['offSigner']>;
/** What the user may see, write and do on the board. */
export type Access = Board['access'];
export type CrewChangeComment = RouterOutputs['crewChange']['comments'][number];
