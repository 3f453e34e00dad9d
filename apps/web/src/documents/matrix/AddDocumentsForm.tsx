import { Button, Checkbox, Group, MultiSelect, Paper, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { MatrixOwner } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { useMasterKeys } from '../../shared/use-master-keys';
import { byCategory } from './categories';

interface Values {
  documentIds: string[];
  mandatory: boolean;
}

/**
 * Add Documents (002 §7 addRankDocs): the master list's active documents not yet required,
 * grouped by category, and whether they are mandatory. The server's errors show under the field.
 */
export function AddDocumentsForm({
  owner,
  ownerId,
  required,
  title,
}: {
  owner: MatrixOwner;
  ownerId: number;
  required: ReadonlySet<number>;
  title: string;
}) {
  const keys = useMasterKeys().data;
  const utils = trpc.useUtils();
  const add = trpc.documents.matrix.add.useMutation();
  const form = useForm<Values>({ defaultValues: { documentIds: [], mandatory: true } });
  const command = useCommand<Values, Values>({
    confirm: 'create',
    place: `ADD ${title.toUpperCase()} DOCUMENTS`,
    successMessage: `${title} Documents Successfully Added`,
    failureMessage: `${title} Documents Failed to Add`,
    form: { setError: form.setError, fields: ['documentIds'] },
    run: async (v, commandId) => {
      await add.mutateAsync({
        owner,
        ownerId,
        documentIds: v.documentIds.map(Number),
        mandatory: v.mandatory,
        commandId,
      });
      await utils.documents.matrix.get.invalidate({ owner, ownerId });
    },
    onSuccess: () => form.reset({ documentIds: [], mandatory: form.getValues('mandatory') }),
  });
  const offered = (keys?.documents ?? []).filter((d) => !required.has(d.id));
  const data = byCategory(offered).map((g) => ({
    group: g.label,
    items: g.items.map((d) => ({ value: String(d.id), label: d.code ? `${d.name} (${d.code})` : d.name })),
  }));
  const submit = form.handleSubmit((v) => {
    if (v.documentIds.length === 0)
      return form.setError('documentIds', { type: 'required', message: 'Choose at least one document' });
    return command.submit(v);
  });
  return (
    <Paper withBorder p="md" data-testid="matrix-add">
      <Text fw={700} mb="sm">
        Add Documents
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Group align="flex-start" gap="md">
          <Controller
            control={form.control}
            name="documentIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                style={{ flex: 1, minWidth: 320 }}
                placeholder={offered.length === 0 ? 'Every document is already required' : 'Search documents'}
                aria-label="Documents"
                searchable
                clearable
                hidePickedOptions
                maxDropdownHeight={320}
                data={data}
                value={field.value}
                onChange={(v) => (field.onChange(v), form.clearErrors('documentIds'))}
                nothingFoundMessage="No document found"
                error={fieldState.error?.message}
                data-testid="matrix-add-documents"
              />
            )}
          />
          <Controller
            control={form.control}
            name="mandatory"
            render={({ field }) => (
              <Checkbox
                mt={8}
                label="Mandatory"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                data-testid="matrix-add-mandatory"
              />
            )}
          />
          <Button type="submit" loading={command.busy} data-testid="matrix-add-submit">
            Add Documents
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
