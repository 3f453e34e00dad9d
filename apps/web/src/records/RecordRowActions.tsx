import { Table } from '@mantine/core';
import { RowButton } from '../shared/ui/RowButton';

interface Props {
  onView: () => void;
  /** Edit and Delete show only when given (the user may edit, the record may be deleted). */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** The delete running for this row. */
  deleting?: boolean | undefined;
  /** 'Del' where the spec names the button so (001 §2.9). */
  deleteLabel?: string;
  testIds?: { view?: string; edit?: string; delete?: string };
}

/** A record list's Actions cell: View, then Edit and Delete for who may (000 §4). */
export function RecordRowActions({ onView, onEdit, onDelete, deleting, deleteLabel = 'Delete', testIds = {} }: Props) {
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      <RowButton onClick={onView} data-testid={testIds.view}>
        View
      </RowButton>
      {onEdit ? (
        <RowButton onClick={onEdit} data-testid={testIds.edit}>
          Edit
        </RowButton>
      ) : null}
      {onDelete ? (
        <RowButton danger loading={deleting} onClick={onDelete} data-testid={testIds.delete}>
          {deleteLabel}
        </RowButton>
      ) : null}
    </Table.Td>
  );
}
