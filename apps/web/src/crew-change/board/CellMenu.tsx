import type { Dialog } from '../shared/dialogs';
import { MenuItem, PopupMenu } from '../shared/PopupMenu';
import type { MenuState } from './grid-context';

interface Props {
  menu: MenuState;
  onClose: () => void;
  open: (d: Dialog) => void;
}

/** The right-click menu of a field cell (history, comments) or a batch cell (Update Batch n). */
export function CellMenu({ menu, onClose, open }: Props) {
  const choose = (d: Dialog) => {
    onClose();
    open(d);
  };
  const { crewChangeId, side, field, batch } = menu;
  return (
    <PopupMenu x={menu.x} y={menu.y} width={200} testId="cell-menu" onClose={onClose}>
      {batch ? (
        <MenuItem testId="menu-update-batch" onClick={() => choose({ type: 'update-batch', ...batch })}>
          Update Batch {batch.batchNumber}
        </MenuItem>
      ) : null}
      {field && (menu.history ?? 0) > 0 ? (
        <MenuItem testId="menu-history" onClick={() => choose({ type: 'history', side, crewChangeId, field })}>
          VIEW EDIT HISTORY
        </MenuItem>
      ) : null}
      {field ? (
        <>
          <MenuItem
            testId="menu-view-comments"
            onClick={() => choose({ type: 'comments', side, crewChangeId, field, adding: false })}
          >
            View Comments
          </MenuItem>
          <MenuItem
            testId="menu-add-comment"
            onClick={() => choose({ type: 'comments', side, crewChangeId, field, adding: true })}
          >
            Add Comment
          </MenuItem>
        </>
      ) : null}
    </PopupMenu>
  );
}
