import { Table } from '@mantine/core';
import { RowButton } from '../shared/ui/RowButton';

interface Props {
  /** View shows only when given (a list whose rows open read-only first). */
  onView?: (() => void) | undefined;
  /** Edit and Delete show only when given (the user may edit, the record may be deleted). */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** The delete running for this row. */
  deleting?: boolean | undefined;
  /** 'Update' where the screen names the edit button so (the debriefing remarks). */
  editLabel?: string;
  /** 'Del' where the spec names the button so (001 §2.9), 'Withdraw' for a holiday. */
  deleteLabel?: string;
  /** The row's name: the buttons are then named for it ('Edit <name>') for a screen reader. */
  name?: string;
  testIds?: { view?: string; edit?: string; delete?: string };
  /** The cell's width where the column is held to one. */
  w?: number;
}

/** A list's Actions cell: View, then Edit and Delete for who may (000 §4). */
export function RecordRowActions({
  onView,
  onEdit,
  onDelete,
  deleting,
  editLabel = 'Edit',
  deleteLabel = 'Delete',
  name,
  testIds = {},
  w,
}: Props) {
  const named = (label: string) => (name === undefined ? undefined : `${label} ${name}`);
  return (
    <Table.Td w={w} style={{ whiteSpace: 'nowrap' }}>
      {onView ? (
        <RowButton onClick={onView} data-testid={testIds.view}>
          View
        </RowButton>
      ) : null}
      {onEdit ? (
        <RowButton onClick={onEdit} aria-label={named(editLabel)} data-testid={testIds.edit}>
          {editLabel}
        </RowButton>
      ) : null}
      {onDelete ? (
        <RowButton
          danger
          loading={deleting}
          onClick={onDelete}
          aria-label={named(deleteLabel)}
          data-testid={testIds.delete}
        >
          {deleteLabel}
        </RowButton>
      ) : null}
    </Table.Td>
  );
}
