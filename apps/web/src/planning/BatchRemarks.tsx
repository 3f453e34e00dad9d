import { Anchor, Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatInZone } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { ATTACHMENT_PREVIEW_LIMIT, uploadFile } from '../shared/upload';
import { FileViewer, type ViewedFile } from '../shared/ui/FileViewer';
import type { BatchList } from './api-types';

type Batch = BatchList['batches'][number];
type Remark = Batch['remarks'][number];

/** 002 §3 batchRemarks: add, update and delete (the author's own), each with an optional file. */
export function BatchRemarks({ batch, vesselId, canEdit }: { batch: Batch; vesselId: number; canEdit: boolean }) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Remark | null>(null);
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const add = trpc.planning.addBatchRemark.useMutation();
  const update = trpc.planning.updateBatchRemark.useMutation();
  const remove = trpc.planning.deleteBatchRemark.useMutation();
  const refresh = () => void utils.planning.batchList.invalidate({ vesselId });
  const save = useCommand<{ remark: string }>({
    confirm: editing ? 'update' : 'create',
    place: editing ? 'UPDATE BATCH REMARK' : 'ADD BATCH REMARK',
    successMessage: editing ? 'Batch Remark Successfully Updated' : 'Batch Remark Successfully Saved',
    failureMessage: editing ? 'Batch Remark Failed to Update' : 'Batch Remark Failed to Save',
    run: async (v, commandId) => {
      const fileId = file ? await uploadFile(file, 'attachment', 'fileId') : (editing?.fileId ?? null);
      if (editing)
        await update.mutateAsync({
          batchId: batch.batchId,
          vesselId,
          remarkId: editing.remarkId,
          remark: v.remark,
          fileId,
          commandId,
        });
      else await add.mutateAsync({ batchId: batch.batchId, vesselId, remark: v.remark, fileId, commandId });
    },
    onSuccess: () => {
      setText('');
      setFile(null);
      setEditing(null);
      refresh();
    },
  });
  const del = useCommand<{ remarkId: string }>({
    ...commandAlerts('Delete', 'Batch Remark'),
    run: (v, commandId) => remove.mutateAsync({ batchId: batch.batchId, vesselId, remarkId: v.remarkId, commandId }),
    onSuccess: refresh,
  });
  const chooseFile = (f: File | null) => {
    setFileError(f && f.size > ATTACHMENT_PREVIEW_LIMIT ? 'FILE TOO LARGE' : null);
    setFile(f && f.size <= ATTACHMENT_PREVIEW_LIMIT ? f : null);
  };
  return (
    <Stack gap={6} data-testid={`batch-remarks-${batch.batchId}`}>
      <Text fw={600} size="sm">
        Batch remarks
      </Text>
      {batch.remarks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No remarks
        </Text>
      ) : null}
      {batch.remarks.map((r) => (
        <Group key={r.remarkId} gap="xs" align="flex-start" wrap="nowrap" data-testid="batch-remark">
          <Text size="sm" style={{ flex: 1 }}>
            {r.remark}{' '}
            <Text span size="xs" c="dimmed">
              — {r.authorName}, {formatInZone(new Date(r.createdAt))}
            </Text>
          </Text>
          {r.fileId ? (
            <Anchor size="sm" onClick={() => setViewed({ fileId: r.fileId! })}>
              File
            </Anchor>
          ) : null}
          {r.mine && canEdit ? (
            <>
              <Anchor size="sm" onClick={() => (setEditing(r), setText(r.remark))}>
                Edit
              </Anchor>
              <Anchor size="sm" c="red" onClick={() => void del.submit({ remarkId: r.remarkId })}>
                Delete
              </Anchor>
            </>
          ) : null}
        </Group>
      ))}
      {canEdit ? (
        <Group align="flex-end" gap="xs">
          <Textarea
            label={editing ? 'Update remark' : 'Add remark'}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={1}
            w={360}
            data-testid={`batch-remark-input-${batch.batchId}`}
          />
          <FileInput
            label="File (optional)"
            placeholder="PDF or image, up to 600 KB"
            accept="application/pdf,image/png,image/jpeg"
            clearable
            value={file}
            onChange={chooseFile}
            error={fileError}
            w={220}
          />
          <Button
            size="sm"
            disabled={!text.trim()}
            loading={save.busy}
            onClick={() => void save.submit({ remark: text })}
            data-testid={`batch-remark-save-${batch.batchId}`}
          >
            {editing ? 'Update' : 'Add'}
          </Button>
          {editing ? (
            <Button size="sm" variant="default" onClick={() => (setEditing(null), setText(''))}>
              Cancel
            </Button>
          ) : null}
        </Group>
      ) : null}
      {viewed ? <FileViewer file={viewed} title="Batch remark file" onClose={() => setViewed(null)} /> : null}
    </Stack>
  );
}
