import { useEffect, useRef } from 'react';
import type { Dialog, MenuState } from './dialogs';

interface Props {
  menu: MenuState;
  onClose: () => void;
  open: (d: Dialog) => void;
}

/** The right-click menu of a field cell (history, comments) or a batch cell (Update Batch n). */
export function CellMenu({ menu, onClose, open }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const away = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', key);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', key);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);

  const choose = (d: Dialog) => {
    onClose();
    open(d);
  };
  const { crewChangeId, side, field, batch } = menu;
  // Kept inside the window near the pointer.
  const left = Math.min(menu.x, window.innerWidth - 200);
  const top = Math.min(menu.y, window.innerHeight - 130);
  return (
    <div ref={ref} className="cc-menu" role="menu" style={{ left, top }} data-testid="cell-menu" onContextMenu={(e) => e.preventDefault()}>
      {batch ? (
        <button type="button" role="menuitem" data-testid="menu-update-batch" onClick={() => choose({ type: 'update-batch', ...batch })}>
          Update Batch {batch.batchNumber}
        </button>
      ) : null}
      {field && (menu.history ?? 0) > 0 ? (
        <button type="button" role="menuitem" data-testid="menu-history" onClick={() => choose({ type: 'history', side, crewChangeId, field })}>
          VIEW EDIT HISTORY
        </button>
      ) : null}
      {field ? (
        <>
          <button type="button" role="menuitem" data-testid="menu-view-comments" onClick={() => choose({ type: 'comments', side, crewChangeId, field, adding: false })}>
            View Comments
          </button>
          <button type="button" role="menuitem" data-testid="menu-add-comment" onClick={() => choose({ type: 'comments', side, crewChangeId, field, adding: true })}>
            Add Comment
          </button>
        </>
      ) : null}
    </div>
  );
}
