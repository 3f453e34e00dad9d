import { z } from 'zod';
import {
  commandId,
  matrixStream,
  rankDocumentsDecider,
  flagDocumentsDecider,
  recordId,
  type DocumentMatrixCommand,
  type MatrixOwner,
} from '@crewing/domain';
import { permitted, router, senderOf } from '../../platform/trpc/trpc.js';
import { streamCommands } from '../../platform/stream-commands.js';
import type { Context, Session } from '../../platform/trpc/context.js';
import { knownDocuments, ownerExists, requiredDocuments } from './query.js';

const owner = z.enum(['rank', 'flag']);
type Ctx = Context & { session: Session };

const matrices = {
  rank: streamCommands(rankDocumentsDecider, matrixStream('rank')),
  flag: streamCommands(flagDocumentsDecider, matrixStream('flag')),
};
async function run(ctx: Ctx, o: MatrixOwner, ownerId: number, command: DocumentMatrixCommand, id: string | undefined) {
  const r = await matrices[o].handle(ctx.services, ownerId, command, senderOf(ctx, id));
  return { version: r.version };
}

/**
 * The document matrix (002 §2 settings rank/{id}/document-matrix; 002 §7 getRankDocs, addRankDocs,
 * toggleRankDocMandatoryStatus) and the same per vessel flag. Read by whoever reads crews; changed
 * by documentation (DSS) and Management.
 */
export const documentMatrixRouter = router({
  get: permitted('crew-change.read')
    .input(z.object({ owner, ownerId: recordId }))
    .query(({ ctx, input }) => requiredDocuments(ctx.services.db, input.owner, input.ownerId)),
  add: permitted('documents.matrix.manage')
    .input(
      z.object({
        owner,
        ownerId: recordId,
        documentIds: z.array(recordId).min(1, 'Choose at least one document').max(100),
        mandatory: z.boolean(),
        commandId,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const [known, ownerKnown] = await Promise.all([
        knownDocuments(ctx.services.db, input.documentIds),
        ownerExists(ctx.services.db, input.owner, input.ownerId),
      ]);
      const at = ctx.services.clock().toISOString();
      const data = {
        owner: input.owner,
        ownerId: input.ownerId,
        documentIds: input.documentIds,
        mandatory: input.mandatory,
        known,
        ownerKnown,
        at,
      };
      return run(ctx, input.owner, input.ownerId, { type: 'AddRequiredDocuments', data }, input.commandId);
    }),
  setMandatory: permitted('documents.matrix.manage')
    .input(z.object({ owner, ownerId: recordId, documentId: recordId, mandatory: z.boolean(), commandId }))
    .mutation(({ ctx, input }) => {
      const data = {
        owner: input.owner,
        ownerId: input.ownerId,
        documentId: input.documentId,
        mandatory: input.mandatory,
        at: ctx.services.clock().toISOString(),
      };
      return run(ctx, input.owner, input.ownerId, { type: 'SetRequiredDocumentMandatory', data }, input.commandId);
    }),
  remove: permitted('documents.matrix.manage')
    .input(z.object({ owner, ownerId: recordId, documentId: recordId, commandId }))
    .mutation(({ ctx, input }) => {
      const data = {
        owner: input.owner,
        ownerId: input.ownerId,
        documentId: input.documentId,
        at: ctx.services.clock().toISOString(),
      };
      return run(ctx, input.owner, input.ownerId, { type: 'RemoveRequiredDocument', data }, input.commandId);
    }),
});
