import { z } from 'zod';
import {
  withCommandId,
  can,
  createStaffInput,
  hiddenStaffFields,
  listStaffInput,
  NotFoundError,
  recordId,
  updateAgencyNumberInput,
  updateEmployeeInfoInput,
  updatePersonalInfoInput,
} from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import {
  changeStaffImage,
  createStaff,
  updateAgencyNumber,
  updateEmployeeInfo,
  updatePersonalInfo,
} from './commands.js';
import { getStaff, listStaff } from './queries.js';
import { staffHistory } from './history.js';
import { staffRecords } from './records.js';
import { STAFF_SHEET_JOB } from './sheets.js';

const id = recordId;

/**
 * The staff database (000 §2, §7): the Staff DB list, Add New Staff, a staff member's page and its
 * cards, image, records, history and printed sheets. Staff are users (000 §3): every write is an
 * event on the user's stream, read back from the one users read model.
 */
export const staffRouter = router({
  /** 000 §7 getUsers: the Staff DB list is the staff database's (000 §6, issue 25). */
  list: permitted('staff.database')
    .input(listStaffInput)
    .query(({ ctx, input }) => listStaff(ctx.services.db, input)),
  /** 000 §7 addNewUser. */
  create: permitted('staff.database')
    .input(createStaffInput.and(withCommandId))
    .mutation(({ ctx, input }) => createStaff(ctx, input)),
  /**
   * 000 §7 getStaff: username, sign-in state and principal for system administrators only; DSS
   * gets the 201 Profile, not the employee information (000 §6, issue 25).
   */
  get: permitted('staff.profile')
    .input(z.object({ id }))
    .query(({ ctx, input }) =>
      getStaff(ctx.services.db, input.id, hiddenStaffFields(ctx.session.actor, ctx.session.user.id === input.id)),
    ),
  /** 000 §7 updateStaff: the Personal Information card. */
  updatePersonal: permitted('staff.database')
    .input(updatePersonalInfoInput.and(withCommandId))
    .mutation(({ ctx, input }) => updatePersonalInfo(ctx, input)),
  /** 000 §7 updateEmployeeInformation. */
  updateEmployee: permitted('staff.database')
    .input(updateEmployeeInfoInput.and(withCommandId))
    .mutation(({ ctx, input }) => updateEmployeeInfo(ctx, input)),
  /** 000 §7 updateUserAgency: DSS (000 §6). */
  updateAgencyNumber: permitted('staff.agency-numbers')
    .input(updateAgencyNumberInput)
    .mutation(({ ctx, input }) => updateAgencyNumber(ctx, input)),
  /** 000 §7 updateUserImage (the upload went to /files first: images only, 2,000,000 bytes, type sniffed from the bytes). */
  setImage: permitted('staff.database')
    .input(z.object({ userId: id, fileId: z.uuid() }).and(withCommandId))
    .mutation(({ ctx, input }) => changeStaffImage(ctx, input)),
  /** 000 §7 deleteUserImage. */
  deleteImage: permitted('staff.database')
    .input(z.object({ userId: id }).and(withCommandId))
    .mutation(({ ctx, input }) => changeStaffImage(ctx, { ...input, fileId: null })),
  /** The staff record's history: who changed what and when (every field: the staff database's). */
  history: permitted('staff.database')
    .input(z.object({ userId: id }))
    .query(({ ctx, input }) =>
      staffHistory(ctx.services.db, input.userId, can(ctx.session.actor, 'history.device-details')),
    ),
  /** Biodata and Consent buttons: queue the PDF; the page polls `sheetStatus` and opens /files/{fileId}. */
  generateSheet: permitted('staff.database')
    .input(z.object({ userId: id, kind: z.enum(['BIODATA', 'CONSENT']) }))
    .mutation(async ({ ctx, input }) => {
      await getStaff(ctx.services.db, input.userId);
      const jobId = await ctx.services.jobs.enqueue(STAFF_SHEET_JOB, {
        requestedBy: ctx.session.user.id,
        userId: input.userId,
        kind: input.kind,
      });
      return { jobId };
    }),
  /** The sheet job's state and file: only the requester's own. */
  sheetStatus: permitted('staff.database')
    .input(z.object({ jobId: z.string().min(1).max(100) }))
    .query(async ({ ctx, input }) => {
      const status = await ctx.services.jobs.status(input.jobId);
      const result = status?.result as { fileId?: string; fileName?: string; requestedBy?: number } | undefined;
      if (!status || status.name !== STAFF_SHEET_JOB || (result && result.requestedBy !== ctx.session.user.id))
        throw new NotFoundError('File Not Found');
      return { state: status.state, fileId: result?.fileId ?? null, fileName: result?.fileName ?? null };
    }),
  /** Education, languages, contacts, documents, work experience, cash advance (each family's permissions). */
  records: staffRecords.router,
});
