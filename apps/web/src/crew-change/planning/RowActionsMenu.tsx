import type { BoardRow } from '../shared/api-types';
import type { Dialog } from '../shared/dialogs';
import { activeEmbarking } from '../shared/fields';
import { MenuItem, PopupMenu } from '../shared/PopupMenu';
import type { useRowCommands } from './use-row-commands';

interface Props {
  row: BoardRow;
  x: number;
  y: number;
  commands: ReturnType<typeof useRowCommands>;
  open: (d: Dialog) => void;
  onClose: () => void;
}

/**
 * A planner's actions on one crew change: Cancel Embarking, Add Replacement (once the embarking is
 * cancelled or missing), Add Reliever, Make Primary (among several relievers), Cancel Rank; a
 * cancelled rank offers only Retrieve Rank.
 */
export function RowActionsMenu({ row, x, y, commands, open, onClose }: Props) {
  const crewChangeId = row.crewChangeId;
  const run = (action: () => unknown) => () => {
    onClose();
    action();
  };
  const testId = 'row-actions-menu';
  if (row.rankCancelled) {
    return (
      <PopupMenu x={x} y={y} align="right" testId={testId} onClose={onClose}>
        <div className="cc-menu-label">Rank cancelled by {row.rankCancelled.byName}</div>
        <MenuItem testId="action-retrieve-rank" onClick={run(() => commands.retrieveRank.submit({ crewChangeId }))}>
          Retrieve Rank
        </MenuItem>
      </PopupMenu>
    );
  }
  const active = activeEmbarking(row);
  // A reliever whose embarking was cancelled is not offered again as the primary.
  const cancelled = new Set(row.embarkings.filter((e) => e.cancelled).map((e) => e.crewId));
  const others = row.relievers.length > 1 ? row.relievers.filter((r) => !r.primary && !cancelled.has(r.crewId)) : [];
  return (
    <PopupMenu x={x} y={y} align="right" width={250} testId={testId} onClose={onClose}>
      <div className="cc-menu-label">
        {row.rankAlias} {active?.name ?? row.offSigner?.name ?? ''}
      </div>
      {active ? (
        <MenuItem
          testId="action-cancel-embarking"
          danger
          onClick={run(() => commands.cancelEmbarking.submit({ crewChangeId }))}
        >
          Cancel Embarking
        </MenuItem>
      ) : (
        <MenuItem
          testId="action-add-replacement"
          onClick={run(() => open({ type: 'pick-crew', mode: 'replacement', crewChangeId }))}
        >
          Add Replacement
        </MenuItem>
      )}
      <MenuItem
        testId="action-add-reliever"
        onClick={run(() => open({ type: 'pick-crew', mode: 'reliever', crewChangeId }))}
      >
        Add Reliever
      </MenuItem>
      {others.map((r) => (
        <MenuItem
          key={r.crewId}
          testId={`action-make-primary-${r.crewId}`}
          onClick={run(() => commands.makePrimary.submit({ crewChangeId, crewId: r.crewId }))}
        >
          Make Primary: {r.name}
        </MenuItem>
      ))}
      <MenuItem testId="action-cancel-rank" danger onClick={run(() => commands.cancelRank.submit({ crewChangeId }))}>
        Cancel Rank
      </MenuItem>
    </PopupMenu>
  );
}
