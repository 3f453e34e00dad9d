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

  /** A row command: sent with its command id, the row then patched at the version it answered. */
  const useRowCommand = <V extends Ref>(
    mutation: { mutateAsync: (input: V & { commandId: string }) => Promise<{ version: number }> },
    words: ReturnType<typeof texts>,
  ) =>
    useCommand<V>({
      ...words,
      run: async (v, commandId) => {
        await saved(v, await mutation.mutateAsync({ ...v, commandId }));
      },
      onError,
    });

  const cancelEmbarking = useRowCommand<Ref>(
    trpc.crewChange.cancelEmbarking.useMutation(),
    texts('Cancel Embarking', 'Embarking', 'Cancelled', 'Cancel', 'Are you sure you want to cancel this embarking?'),
  );
  const makePrimary = useRowCommand<Ref & { crewId: number }>(
    trpc.crewChange.setPrimaryReliever.useMutation(),
    texts(
      'Make Primary',
      'Primary Reliever',
      'Updated',
      'Update',
      'Are you sure you want to make this crew the primary reliever?',
    ),
  );
  const cancelRank = useRowCommand<Ref>(
    trpc.crewChange.cancelRank.useMutation(),
    texts('Cancel Rank', 'Rank', 'Cancelled', 'Cancel', 'Are you sure you want to cancel this rank?'),
  );
  const retrieveRank = useRowCommand<Ref>(
    trpc.crewChange.retrieveRank.useMutation(),
    texts('Retrieve Rank', 'Rank', 'Retrieved', 'Retrieve', 'Are you sure you want to retrieve this rank?'),
  );

  return { cancelEmbarking, makePrimary, cancelRank, retrieveRank };
}
