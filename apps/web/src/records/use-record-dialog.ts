import { useState } from 'react';
import type { RecordFamily } from '@crewing/domain';
import type { OpenRecord } from './RecordModal';

/**
 * Which record a list's modal shows, and whether it opened for editing (000 §4: View opens it
 * read-only, Edit and Add open it editing; Edit shows for who may manage the family). `modal` gives
 * the modal its family, record, mode and close; its key, `modalKey`, opens a fresh form for another
 * record or version.
 */
export function useRecordDialog<R extends OpenRecord = OpenRecord>(family: RecordFamily, canManage: boolean) {
  const [open, setOpen] = useState<{ record: R | null; edit: boolean } | null>(null);
  return {
    open,
    setOpen,
    add: () => setOpen({ record: null, edit: true }),
    /** A row's View, and its Edit for who may. */
    row: (record: R) => ({
      onView: () => setOpen({ record, edit: false }),
      onEdit: canManage ? () => setOpen({ record, edit: true }) : undefined,
    }),
    modalKey: `${open?.record?.id ?? 'new'}-${open?.record?.version ?? 0}`,
    modal: {
      family,
      canManage,
      record: open?.record ?? null,
      startEditing: open?.edit ?? false,
      onClose: () => setOpen(null),
    },
  };
}
