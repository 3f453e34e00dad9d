import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { crewOption, useCrewOptions } from '../../crew/use-crew-options';
import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { useMasterKeys } from '../../shared/use-master-keys';
import type { BoardRow } from '../shared/api-types';
import { activeEmbarking } from '../shared/fields';
import { FormActions } from '../../shared/ui/FormActions';

interface Props {
  row: BoardRow;
  /** replacement: a new embarking after a cancelled one (shown in blue); reliever: one more standby reliever. */
  mode: 'replacement' | 'reliever';
  onClose: () => void;
}

const TEXT = {
  replacement: { title: 'Add Replacement', place: 'ADD REPLACEMENT', subject: 'Crew Replacement' },
  reliever: { title: 'Add Reliever', place: 'ADD RELIEVER', subject: 'Reliever' },
};

/** Choose a standby crew as the replacement (or an extra reliever) of one crew change. */
export function PickCrewModal({ row, mode, onClose }: Props) {
  const keys = useMasterKeys().data;
  const options = useCrewOptions(row.vesselId);
  const [crewId, setCrewId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const taken = new Set([...row.relievers.map((r) => r.crewId), ...(row.offSigner ? [row.offSigner.crewId] : [])]);
  // A replacement may be a reliever already listed (not the cancelled one); an extra reliever must be new.
  const cancelled = new Set(row.embarkings.filter((e) => e.cancelled).map((e) => e.crewId));
  const listed = row.relievers.filter((r) => !cancelled.has(r.crewId));
  const standby = (options.data?.standby ?? []).filter((c) => !taken.has(c.crewId));
  const data =
    mode === 'replacement' && listed.length > 0
      ? [
          {
            group: 'Relievers of this crew change',
            items: listed.map((r) => ({ value: String(r.crewId), label: r.name })),
          },
          { group: 'Standby crews', items: standby.map((c) => crewOption(c, keys)) },
        ]
      : standby.map((c) => crewOption(c, keys));
  const t = TEXT[mode];

  const replace = trpc.crewChange.addReplacement.useMutation();
  const add = trpc.crewChange.addReliever.useMutation();
  const command = useCommand<{ crewId: number }>({
    confirm: 'create',
    place: t.place,
    successMessage: `${t.subject} Successfully Added`,
    failureMessage: `${t.subject} Failed to Save`,
    form: { setError: (_name, e) => setError(e.message ?? 'Invalid'), fields: ['crewId'] },
    run: async (v, commandId) => {
      const input = { crewChangeId: row.crewChangeId, crewId: v.crewId, commandId };
      if (mode === 'replacement') await replace.mutateAsync(input);
      else await add.mutateAsync({ ...input, primary: false });
      await utils.crewChange.board.invalidate();
    },
    onSuccess: onClose,
  });

  const submit = () => {
    setError(null);
    if (!crewId) return setError('This field is required');
    void command.submit({ crewId: Number(crewId) });
  };
  const current = activeEmbarking(row);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t.title}</Text>}>
      <Stack gap="sm" data-testid="pick-crew-modal">
        <Text size="sm">
          {row.vesselName} · {row.rankName} ({row.rankAlias})
          {row.offSigner ? ` · off-signer ${row.offSigner.name}` : ''}
          {current ? ` · embarking ${current.name}` : ''}
        </Text>
        <Select
          label={mode === 'replacement' ? 'Replacement crew' : 'Reliever'}
          placeholder={options.isPending ? 'Loading crews…' : 'Search a standby crew'}
          searchable
          withAsterisk
          data={data}
          value={crewId}
          onChange={setCrewId}
          nothingFoundMessage="No standby crew found"
          error={error}
          data-testid="pick-crew-select"
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions busy={command.busy} onCancel={onClose} onSubmit={submit} submitTestId="pick-crew-submit" />
      </Stack>
    </Modal>
  );
}
