import { Paper, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useMasterKeys } from '../../shared/use-master-keys';
import { PageTitle } from '../../shared/ui/PageTitle';
import { DocumentMatrix } from './DocumentMatrix';
import { idOptions } from '../../shared/ui/form-fields';

/**
 * A vessel flag's required documents (the flag rows of the 001 §2.6 checklist): the rank matrix's
 * screen for the flags key list. The legacy had no page for it; this one sits under Settings.
 */
export function FlagDocumentMatrixPage() {
  const [params, setParams] = useSearchParams();
  const flags = useMasterKeys().data?.keyLists['flag'] ?? [];
  const flagId = Number(params.get('flag') ?? 0);
  const chosen = flags.find((f) => f.id === flagId);
  return (
    <Stack gap="md">
      <PageTitle>Flag Document Requirements</PageTitle>
      <Paper withBorder p="md">
        <Select
          label="Flag"
          placeholder="Choose a flag"
          searchable
          w={320}
          data={idOptions(flags)}
          value={chosen ? String(chosen.id) : null}
          onChange={(v) => setParams(v ? { flag: v } : {}, { replace: true })}
          data-testid="flag-matrix-flag"
        />
      </Paper>
      {chosen ? (
        <DocumentMatrix key={chosen.id} owner="flag" ownerId={chosen.id} />
      ) : (
        <Text c="dimmed">Choose a flag to see the documents its vessels require.</Text>
      )}
    </Stack>
  );
}
