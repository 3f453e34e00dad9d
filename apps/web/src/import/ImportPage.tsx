import { Alert, Badge, Button, FileInput, Group, NativeSelect, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { handleApiError } from '../shared/api-errors';
import { useCommand } from '../shared/use-command';
import { uploadFile } from '../shared/upload';
import { PageTitle } from '../shared/ui/PageTitle';
import { PastImports } from './PastImports';
import { PreviewTable } from './PreviewTable';

type Choices = Record<string, 'SKIP' | 'UPDATE'>;
type Preview = RouterOutputs['import']['preview'];

/**
 * Utilities › Import (issue 28): choose what to import, download its template, upload a sheet (xlsx or
 * CSV), read the preview (nothing is written until Confirm), choose per duplicate, confirm, follow the
 * job's progress and find the import among the past ones. The server checks every step's permission.
 */
export function ImportPage() {
  const kinds = trpc.import.kinds.useQuery(undefined, { meta: { place: 'IMPORT' } });
  const past = trpc.import.list.useQuery(undefined, { meta: { place: 'IMPORT' } });
  const [kind, setKind] = useState('crews');
  const [fileId, setFileId] = useState<string | null>(null);
  // Issue 28 §1: the zip of scans beside a documents / certificates / licenses / medicals sheet.
  const [scansFileId, setScansFileId] = useState<string | null>(null);
  const scansTaken = kinds.data?.find((k) => k.name === kind)?.scans ?? false;
  const [choices, setChoices] = useState<Choices>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [undoJob, setUndoJob] = useState(false);
  const template = trpc.import.template.useMutation();
  const previewMutation = trpc.import.preview.useMutation();
  const commitMutation = trpc.import.commit.useMutation();
  const undoMutation = trpc.import.undo.useMutation();
  const status = trpc.import.status.useQuery(
    { jobId: jobId ?? '' },
    {
      enabled: jobId !== null,
      refetchInterval: (q) => (q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : 800),
      meta: { place: 'IMPORT' },
    },
  );
  const finished = status.data?.state === 'completed' || status.data?.state === 'failed';
  const moving = past.data?.some((p) => p.status === 'RUNNING' || p.status === 'UNDOING');
  if (finished && past.data && jobId && !past.isFetching && moving) void past.refetch();

  const check = async (id: string, c: Choices, scans = scansFileId) => {
    try {
      const zip = scans ? { scansFileId: scans } : {};
      setPreview(await previewMutation.mutateAsync({ kind, fileId: id, choices: c, ...zip }));
    } catch (err) {
      handleApiError(err, { place: 'IMPORT PREVIEW' });
    }
  };
  const onFile = async (file: File | null) => {
    setPreview(null);
    setJobId(null);
    setChoices({});
    if (!file) return setFileId(null);
    try {
      const id = await uploadFile(file, 'import');
      setFileId(id);
      await check(id, {});
    } catch (err) {
      handleApiError(err, { place: 'IMPORT UPLOAD' });
    }
  };
  const onScans = async (file: File | null) => {
    try {
      const id = file ? await uploadFile(file, 'import') : null;
      setScansFileId(id);
      if (fileId) await check(fileId, choices, id);
    } catch (err) {
      handleApiError(err, { place: 'IMPORT UPLOAD' });
    }
  };
  const onTemplate = async () => {
    try {
      const t = await template.mutateAsync({ kind });
      const a = Object.assign(document.createElement('a'), { href: `/files/${t.fileId}`, download: t.fileName });
      a.click();
    } catch (err) {
      handleApiError(err, { place: 'IMPORT TEMPLATE' });
    }
  };
  /** The job just started (an import or an undo): its progress shown, the past imports read again. */
  const follow = async (id: string, undoing: boolean) => {
    setUndoJob(undoing);
    setJobId(id);
    await past.refetch();
  };
  const confirm = useCommand<{ fileId: string }>({
    confirm: 'create',
    confirmText: 'Import the rows without errors? Duplicates are skipped unless you chose to update them.',
    place: 'IMPORT',
    successMessage: 'Import started',
    run: async (v, commandId) => {
      const zip = scansFileId ? { scansFileId } : {};
      await follow(
        (await commitMutation.mutateAsync({ kind, fileId: v.fileId, choices, commandId, ...zip })).jobId,
        false,
      );
    },
  });
  // Issue 28 §4: the whole import taken back by compensating events, while nobody has edited its records since.
  const undo = useCommand<{ importId: number }>({
    confirm: 'delete',
    confirmText: 'Undo this import? The crews it added leave the lists and its changes are taken back.',
    place: 'IMPORT UNDO',
    successMessage: 'Undo started',
    run: async (v, commandId) => {
      await follow((await undoMutation.mutateAsync({ importId: v.importId, commandId })).jobId, true);
    },
  });
  const t = preview?.totals;
  const result = status.data?.result as
    { counts?: Record<string, number>; undone?: number; kept?: number } | null | undefined;
  const outcome = undoJob
    ? `Undo ${status.data?.state}: ${result?.undone ?? 0} crews' data taken back, ${result?.kept ?? 0} kept (edited meanwhile)`
    : `Import ${status.data?.state}: ${result?.counts?.created ?? 0} added, ${result?.counts?.updated ?? 0} updated, ` +
      (result?.counts?.unchanged ? `${result.counts.unchanged} unchanged, ` : '') +
      `${result?.counts?.skipped ?? 0} skipped, ${result?.counts?.failed ?? 0} failed`;
  return (
    <Stack gap="md" data-testid="import-page">
      <PageTitle>Import</PageTitle>
      <Paper withBorder p="md">
        <Group align="flex-end">
          <NativeSelect
            label="What to import"
            value={kind}
            onChange={(e) => (setKind(e.currentTarget.value), setPreview(null), setFileId(null), setScansFileId(null))}
            data={(kinds.data ?? []).map((k) => ({ value: k.name, label: k.label }))}
            data-testid="import-kind"
          />
          <Button variant="default" onClick={onTemplate} loading={template.isPending} data-testid="import-template">
            Download template
          </Button>
          <FileInput
            label="Sheet (xlsx or CSV)"
            accept=".xlsx,.csv,.txt"
            onChange={onFile}
            w={280}
            data-testid="import-file"
          />
          {scansTaken ? (
            <FileInput
              label="Scans (zip, by file name)"
              accept=".zip"
              onChange={onScans}
              w={280}
              data-testid="import-scans"
            />
          ) : null}
        </Group>
      </Paper>
      {preview && t ? (
        <Paper withBorder p="md" data-testid="import-preview-panel">
          <Group mb="sm" gap="xs">
            <Text fw={600}>{preview.fileName}:</Text>
            <Badge variant="light">{t.rows} rows</Badge>
            <Badge color="green" variant="light" data-testid="import-total-new">
              {t.new} new
            </Badge>
            <Badge color="blue" variant="light" data-testid="import-total-update">
              {t.update} update
            </Badge>
            {t.unchanged > 0 ? (
              <Badge color="gray" variant="light" data-testid="import-total-unchanged">
                {t.unchanged} unchanged
              </Badge>
            ) : null}
            <Badge color="orange" variant="light" data-testid="import-total-duplicate">
              {t.duplicate} duplicate
            </Badge>
            <Badge color="red" variant="light" data-testid="import-total-error">
              {t.error} with errors
            </Badge>
          </Group>
          {preview.unknownColumns.length > 0 ? (
            <Alert color="yellow" mb="sm" data-testid="import-unknown-columns">
              Columns not imported (unknown): {preview.unknownColumns.join(', ')}
            </Alert>
          ) : null}
          {preview.missingColumns.length > 0 ? (
            <Alert color="red" mb="sm" data-testid="import-missing-columns">
              Required columns missing: {preview.missingColumns.join(', ')}
            </Alert>
          ) : null}
          <PreviewTable
            preview={preview}
            choices={choices}
            onChoice={(row, c) => {
              const next = { ...choices, [row]: c };
              setChoices(next);
              if (fileId) void check(fileId, next);
            }}
          />
          {preview.errorRowsNotShown > 0 ? (
            <Text size="sm" c="dimmed">
              {preview.errorRowsNotShown} more rows with errors are listed in the result sheet.
            </Text>
          ) : null}
          <Group mt="sm">
            <Button
              onClick={() => fileId && void confirm.submit({ fileId })}
              loading={confirm.busy}
              disabled={!fileId || t.new + t.update === 0 || jobId !== null}
              data-testid="import-confirm"
            >
              Import {t.new + t.update} rows
            </Button>
          </Group>
        </Paper>
      ) : null}
      {jobId && status.data ? (
        <Paper withBorder p="md" data-testid="import-progress" data-state={status.data.state}>
          <Text size="sm" mb={4}>
            {finished ? outcome : `${undoJob ? 'Undoing' : 'Importing'}… ${status.data.progress}%`}
          </Text>
          <Progress value={finished ? 100 : status.data.progress} aria-label="Import progress" />
        </Paper>
      ) : null}
      <PastImports
        items={past.data ?? []}
        loading={past.isLoading}
        onUndo={(importId) => void undo.submit({ importId })}
        undoing={undo.pending?.importId ?? null}
      />
    </Stack>
  );
}
