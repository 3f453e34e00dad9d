import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { useBoardPatch } from '../board/board-cache';

interface Ref {
  crewChangeId: number;
}

/** 'Cancel Embarking' -> place 'CANCEL EMBARKING', alerts 'Embarking Successfully Cancelled' / 'Embarking Failed to Cancel'. */
function texts(action: string, subject: string, done: string, verb: string, question: string) {
  return {
    confirm: 'update' as const,
    confirmText: question,
    place: action.toUpperCase(),
    successMessage: `${subject} Successfully ${done}`,
    failureMessage: `${subject} Failed to ${verb}`,
  };
}

/** The planning commands a board row offers (001 §4 Cancellation; relievers and ranks). Each confirms first. */
export function useRowCommands() {
  const utils = trpc.useUtils();
  const patch = useBoardPatch();
  const refresh = () => utils.crewChange.board.invalidate();
  const onError = () => void refresh();
  // The row at the version the command answered, read once (issue 26 §6); its push is then ignored.
  const saved = (v: Ref, r: { version: number }) => patch([{ id: v.crewChangeId, version: r.version }]);

  const cancelEmbarkingM = trpc.crewChange.cancelEmbarking.useMutation();
  const cancelEmbarking = useCommand<Ref>({
    ...texts('Cancel Embarking', 'Embarking', 'Cancelled', 'Cancel', 'Are you sure you want to cancel this embarking?'),
    run: async (v, commandId) => {
      await saved(v, await cancelEmbarkingM.mutateAsync({ ...v, commandId }));
    },
    onError,
  });

  const setPrimaryM = trpc.crewChange.setPrimaryReliever.useMutation();
  const makePrimary = useCommand<Ref & { crewId: number }>({
    ...texts(
      'Make Primary',
      'Primary Reliever',
      'Updated',
      'Update',
      'Are you sure you want to make this crew the primary reliever?',
    ),
    run: async (v, commandId) => {
      await saved(v, await setPrimaryM.mutateAsync({ ...v, commandId }));
    },
    onError,
  });

  const cancelRankM = trpc.crewChange.cancelRank.useMutation();
  const cancelRank = useCommand<Ref>({
    ...texts('Cancel Rank', 'Rank', 'Cancelled', 'Cancel', 'Are you sure you want to cancel this rank?'),
    run: async (v, commandId) => {
      await saved(v, await cancelRankM.mutateAsync({ ...v, commandId }));
    },
    onError,
  });

  const retrieveRankM = trpc.crewChange.retrieveRank.useMutation();
  const retrieveRank = useCommand<Ref>({
    ...texts('Retrieve Rank', 'Rank', 'Retrieved', 'Retrieve', 'Are you sure you want to retrieve this rank?'),
    run: async (v, commandId) => {
      await saved(v, await retrieveRankM.mutateAsync({ ...v, commandId }));
    },
    onError,
  });

  return { cancelEmbarking, makePrimary, cancelRank, retrieveRank };
}
