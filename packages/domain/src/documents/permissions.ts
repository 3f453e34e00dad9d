import { rolesOf, type Actor } from '../auth/roles.js';
import { crewFile } from '../crew/permissions.js';

/** A crew's documents (and what stands for them): read as his 201 file, kept by `documents.manage`. */
export const crewDocuments = { read: crewFile.read, manage: 'documents.manage' } as const;

export const documentsPermissions = {
  /** The COE page (002 §2): system admin or the coe grant (a fixed user id in the legacy). */
  'coe.access': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('coe'),
  /**
   * A crew's documents, certificates, licenses, medicals and tests (issue 9). 002 §6 names no role:
   * documentation (DSS) keeps them, with crewing officers, Ops and Management; the view-only group
   * (doc assistants, JISS, assistant training) reads them. System admins pass every department check.
   */
  'documents.manage': (a: Actor) => {
    const r = rolesOf(a);
    return !r.isViewOnly && (r.isDss || r.isCrewingOfficer || r.isOps || r.isManagement);
  },
  /** Which documents each rank and flag requires (settings rank/{id}/document-matrix): DSS and Management. */
  'documents.matrix.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isDss || r.isManagement;
  },
  /** Covid vaccine records are edited by DSS only (000 §6); system admins pass department checks. */
  'covid-vaccine.manage': (a: Actor) => rolesOf(a).isDss,
};
