import { can, ForbiddenError, ValidationError, VESSEL_RECORD_FAMILIES_BY_NAME, vesselStream } from '@crewing/domain';
import type { Context, Session } from '../platform/trpc/context.js';
import { fieldHistory } from '../field-history/stream.js';
import { namedHistory } from '../records/history.js';

type Ctx = Context & { session: Session };

/**
 * A vessel's per-field edit history (its stream's field history, as `crew.history` reads the
 * crew's): `family` one record family's changes (`vessel-flag:12.flagId`), or none for the
 * vessel's own fields. A family's history is for whoever reads that family: Flag History,
 * Specification and ECDIS only for JES or DSS (000 §6, `vessel.technical`).
 */
export async function vesselHistory(ctx: Ctx, input: { vesselId: number; family?: string | undefined }) {
  const family = input.family ? VESSEL_RECORD_FAMILIES_BY_NAME[input.family.toLowerCase()] : undefined;
  if (input.family && !family) throw ValidationError.field('family', 'Unknown vessel record family');
  if (family && !can(ctx.session.actor, family.permissions.read)) throw new ForbiddenError();
  const device = can(ctx.session.actor, 'history.device-details');
  const rows = await fieldHistory(
    ctx.services.db,
    vesselStream.id(input.vesselId),
    device,
    undefined,
    family?.name ?? 'profile',
  );
  return namedHistory(ctx.services.db, VESSEL_RECORD_FAMILIES_BY_NAME, rows);
}
