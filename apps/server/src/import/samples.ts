import { cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 28 §1: system administrators and DSS (no demo user holds the 'import' grant). */
const IMPORTERS = ['admin', 'dss'];

/** Each procedure of the area: an input that passes validation, and who may call it. */
export const importSamples: ProcedureSamples = {
  inputs: {
    'import.kinds': () => undefined,
    'import.template': () => ({ kind: 'crews' }),
    // A sheet nobody uploaded: an importer is answered "not found", anyone else is refused first.
    'import.preview': () => ({ kind: 'crews', fileId: '00000000-0000-4000-8000-000000000000' }),
    'import.commit': () => ({ kind: 'crews', fileId: '00000000-0000-4000-8000-000000000000' }),
    'import.status': () => ({ jobId: 'no-such-job' }),
    'import.list': () => undefined,
    // An import nobody started: an importer is answered "not found", anyone else is refused first.
    'import.undo': () => ({ importId: 999_999 }),
  },
  access: {
    'import.kinds': cc('import.manage', IMPORTERS),
    'import.template': cc('import.manage', IMPORTERS),
    'import.preview': cc('import.manage', IMPORTERS),
    'import.commit': cc('import.manage', IMPORTERS),
    'import.status': cc('import.manage', IMPORTERS),
    'import.list': cc('import.manage', IMPORTERS),
    'import.undo': cc('import.manage', IMPORTERS),
  },
};
