import { vesselDecider, vesselStream, type VesselCommand } from '@crewing/domain';
import { senderOf } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { streamCommands } from '../platform/stream-commands.js';

/** The vessel's stream: its master data fields, its image and its records. */
export const vessels = streamCommands(vesselDecider, vesselStream);

type ImageData = Extract<VesselCommand, { type: 'ChangeVesselImage' }>['data'];

type Ctx = Context & { session: Session };

/** 000 §7 updateVesselImage / deleteVesselImage: the decider checks the file. */
export async function changeImage(ctx: Ctx, vesselId: number, data: ImageData, commandId: string | undefined) {
  const r = await vessels.handle(ctx.services, vesselId, { type: 'ChangeVesselImage', data }, senderOf(ctx, commandId));
  return { version: r.version };
}
