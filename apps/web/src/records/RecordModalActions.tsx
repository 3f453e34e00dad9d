import { Button, Group } from '@mantine/core';

interface Props {
  /** The record is new (Save) or stored (Update). */
  isNew: boolean;
  editing: boolean;
  canEdit: boolean;
  busy: boolean;
  /** Cancel: revert the fields to the viewed record and return to read-only (000 §4). */
  onCancel: () => void;
  onClose: () => void;
  onEdit: () => void;
}

/** A record modal's buttons (000 §4): read-only first with Edit; editing, Edit becomes Update (or Save) and Cancel reverts. */
export function RecordModalActions({ isNew, editing, canEdit, busy, onCancel, onClose, onEdit }: Props) {
  return (
    <Group justify="flex-end">
      {editing && !isNew ? (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      ) : (
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      )}
      {editing ? (
        <Button type="submit" loading={busy} data-testid="record-save">
          {isNew ? 'Save' : 'Update'}
        </Button>
      ) : canEdit ? (
        <Button onClick={onEdit} data-testid="record-edit">
          Edit
        </Button>
      ) : null}
    </Group>
  );
}
