import { activeEmbarking, type Board, type BoardRow } from './fields';
import { BatchEditModal } from './BatchEditModal';
import { BatchMembersModal } from './BatchMembersModal';
import { CommentsModal } from './CommentsModal';
import type { Dialog } from './dialogs';
import { EditRecordModal } from './EditRecordModal';
import { HistoryModal } from './HistoryModal';
import { ContactInfoModal, HotelModal, PcrModal } from './InfoModals';

interface Props {
  dialog: Dialog;
  board: Board;
  /** The rows the board shows (after the tab's date filter). */
  shown: BoardRow[];
  onClose: () => void;
}

function crewLabel(row: BoardRow, side: 'embarking' | 'disembarking'): string {
  const name = side === 'embarking' ? activeEmbarking(row)?.name : row.offSigner?.name;
  return `${row.rankAlias} ${name ?? ''} — ${row.vesselName}`;
}

/** The board's one open dialog, fed with the live row (a push updates what it shows). */
export function BoardDialogs({ dialog: d, board, shown, onClose }: Props) {
  const row = 'crewChangeId' in d ? board.rows.find((r) => r.crewChangeId === d.crewChangeId) : undefined;
  switch (d.type) {
    case 'edit':
      return row ? <EditRecordModal key={`${d.side}-${row.crewChangeId}`} side={d.side} row={row} access={board.access} onClose={onClose} /> : null;
    case 'history':
      return row ? <HistoryModal crewChangeId={d.crewChangeId} side={d.side} field={d.field} crewName={crewLabel(row, d.side)} onClose={onClose} /> : null;
    case 'comments':
      return row ? (
        <CommentsModal crewChangeId={d.crewChangeId} side={d.side} field={d.field} crewName={crewLabel(row, d.side)} adding={d.adding} onClose={onClose} />
      ) : null;
    case 'batch-edit':
      return <BatchEditModal side={d.side} rows={shown} access={board.access} field={d.field} onClose={onClose} />;
    case 'add-batch':
      return <BatchMembersModal rows={shown} onClose={onClose} />;
    case 'update-batch':
      return <BatchMembersModal rows={board.rows} batch={{ batchId: d.batchId, batchNumber: d.batchNumber, vesselId: d.vesselId }} onClose={onClose} />;
    case 'contact':
      return <ContactInfoModal crew={d.crew} onClose={onClose} />;
    case 'hotel':
      return <HotelModal innId={d.innId} onClose={onClose} />;
    case 'pcr':
      return <PcrModal values={d.values} onClose={onClose} />;
  }
}
