import { VaccineModal } from '../../covid-vaccine/VaccineModal';
import { EmbarkDocsModal } from '../../documents/EmbarkDocsModal';
import { BatchEditModal } from '../batches/BatchEditModal';
import { BatchMembersModal } from '../batches/BatchMembersModal';
import { CommentsModal } from '../comments/CommentsModal';
import { HistoryModal } from '../comments/HistoryModal';
import { EditRecordModal } from '../edit/EditRecordModal';
import { PickCrewModal } from '../planning/PickCrewModal';
import { PlanCrewChangeModal } from '../planning/PlanCrewChangeModal';
import type { Board, BoardRow } from '../shared/api-types';
import type { Dialog } from '../shared/dialogs';
import { activeEmbarking } from '../shared/fields';
import { ContactInfoModal, HotelModal, PcrModal } from './InfoModals';

interface Props {
  dialog: Dialog;
  board: Board;
  /** The rows the board shows (after the tab's date filter). */
  shown: BoardRow[];
  /** The vessel chosen on the board, if any (Plan Crew Change starts from it). */
  vesselId: number | null;
  onClose: () => void;
}

/** The vessel's embarking crews: active embarkings of ranks not cancelled, in board order. */
function embarkingCrews(rows: BoardRow[], vesselId: number): Array<{ crewId: number; rank: string }> {
  return [...rows]
    .filter((r) => r.vesselId === vesselId && !r.rankCancelled)
    .sort((a, b) => a.rankSort - b.rankSort || a.crewChangeId - b.crewChangeId)
    .flatMap((r) => {
      const e = activeEmbarking(r);
      return e ? [{ crewId: e.crewId, rank: r.rankAlias }] : [];
    });
}

function crewLabel(row: BoardRow, side: 'embarking' | 'disembarking'): string {
  const name = side === 'embarking' ? activeEmbarking(row)?.name : row.offSigner?.name;
  return `${row.rankAlias} ${name ?? ''} — ${row.vesselName}`;
}

/** The cell a history or comments dialog is about, and whose it is. */
function cellOf(d: Extract<Dialog, { type: 'history' | 'comments' }>, row: BoardRow) {
  return { crewChangeId: d.crewChangeId, side: d.side, field: d.field, crewName: crewLabel(row, d.side) };
}

/** The board's one open dialog, fed with the live row (a push updates what it shows). */
export function BoardDialogs({ dialog: d, board, shown, vesselId, onClose }: Props) {
  const row = 'crewChangeId' in d ? board.rows.find((r) => r.crewChangeId === d.crewChangeId) : undefined;
  switch (d.type) {
    case 'edit':
      return row ? (
        <EditRecordModal
          key={`${d.side}-${row.crewChangeId}`}
          side={d.side}
          row={row}
          access={board.access}
          onClose={onClose}
        />
      ) : null;
    case 'history':
      return row ? <HistoryModal {...cellOf(d, row)} onClose={onClose} /> : null;
    case 'comments':
      return row ? <CommentsModal {...cellOf(d, row)} adding={d.adding} onClose={onClose} /> : null;
    case 'batch-edit':
      return <BatchEditModal side={d.side} rows={shown} access={board.access} field={d.field} onClose={onClose} />;
    case 'add-batch':
      return <BatchMembersModal rows={shown} onClose={onClose} />;
    case 'update-batch':
      return (
        <BatchMembersModal
          rows={board.rows}
          batch={{ batchId: d.batchId, batchNumber: d.batchNumber, vesselId: d.vesselId }}
          onClose={onClose}
        />
      );
    case 'contact':
      return <ContactInfoModal crew={d.crew} onClose={onClose} />;
    case 'hotel':
      return <HotelModal innId={d.innId} onClose={onClose} />;
    case 'pcr':
      return <PcrModal values={d.values} onClose={onClose} />;
    case 'plan':
      return <PlanCrewChangeModal vessels={board.vessels} vesselId={vesselId} onClose={onClose} />;
    case 'pick-crew':
      return row ? (
        <PickCrewModal key={`${d.mode}-${row.crewChangeId}`} row={row} mode={d.mode} onClose={onClose} />
      ) : null;
    case 'vaccine':
      return <VaccineModal crew={d.crew} onClose={onClose} />;
    case 'embark-docs': {
      const name =
        board.vessels.find((v) => v.id === d.vesselId)?.name ??
        board.rows.find((r) => r.vesselId === d.vesselId)?.vesselName ??
        '';
      return <EmbarkDocsModal vesselName={name} crews={embarkingCrews(board.rows, d.vesselId)} onClose={onClose} />;
    }
  }
}
