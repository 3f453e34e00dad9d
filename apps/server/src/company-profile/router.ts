import {
  COMPANY_PROFILE_ID,
  companyProfileDecider,
  companyProfileStream,
  updateCompanyProfileInput,
} from '@crewing/domain';
import { permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { streamCommands } from '../platform/stream-commands.js';
import { fileFacts } from '../platform/files/store.js';
import { companyProfile } from './query.js';

const companyProfiles = streamCommands(companyProfileDecider, companyProfileStream);

/** Issue 25: Settings › Company Profile, for system administrators; every printed document reads it. */
export const companyProfileRouter = router({
  get: permitted('company-profile.manage').query(({ ctx }) => companyProfile(ctx.services.db)),
  update: permitted('company-profile.manage')
    .input(updateCompanyProfileInput)
    .mutation(async ({ ctx, input }) => {
      // File ids are lower-case uuids (the input normaliser upper-cases every text: 002 §5).
      const logo = input.changes.logoFileId ? input.changes.logoFileId.toLowerCase() : input.changes.logoFileId;
      const changes = logo === undefined ? input.changes : { ...input.changes, logoFileId: logo };
      // The server's fact for the decider: the logo is an image file that was uploaded here.
      const logoKnown = logo ? (await fileFacts(ctx.services.db, logo))?.kind === 'image' : null;
      const command = {
        type: 'ChangeCompanyProfile' as const,
        data: { changes, logoKnown, by: ctx.session.actor.name, at: ctx.services.clock().toISOString() },
      };
      const r = await companyProfiles.handle(ctx.services, COMPANY_PROFILE_ID, command, senderOf(ctx, input.commandId));
      return { version: r.version };
    }),
});
