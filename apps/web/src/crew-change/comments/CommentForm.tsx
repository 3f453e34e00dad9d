import { FileInput, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { addCommentInput } from '@crewing/domain';
import { schemaResolver } from '../../shared/schema-resolver';
import { trpc } from '../../shared/trpc';
import { ATTACHMENT_PREVIEW_LIMIT, uploadFile } from '../../shared/upload';
import { useCommand } from '../../shared/use-command';
import type { Side } from '../shared/fields';
import { FormActions } from '../../shared/ui/FormActions';
import { useBoardPatch } from '../board/board-cache';

/** 001 §9: the comment box takes focus 500 ms after it opens. */
const FOCUS_DELAY_MS = 500;

interface Props {
  crewChangeId: number;
  side: Side;
  field: string;
  /** Editing an own comment; adding when absent. */
  editing?: { id: string; comment: string };
  onDone: () => void;
}

interface Values {
  comment: string;
  /** Only carries the upload's error message; the file itself is kept in state. */
  file?: string;
}

/**
 * After a comment is added, edited or deleted: the cell's comment list read again, and the crew change's row
 * patched into the boards at the version the command answered (issue 26 §6), not the whole board read again.
 */
export function useCommentSaved(crewChangeId: number, side: Side, field: string) {
  const utils = trpc.useUtils();
  const patch = useBoardPatch();
  return (version: number) =>
    Promise.all([
      utils.crewChange.comments.invalidate({ crewChangeId, side, field }),
      patch([{ id: crewChangeId, version }]),
    ]);
}

/** Add or edit one comment; confirm first, then 'Crew Change Detail Comment Successfully Saved/Updated'. */
export function CommentForm({ crewChangeId, side, field, editing, onDone }: Props) {
  const add = trpc.crewChange.addComment.useMutation();
  const edit = trpc.crewChange.editComment.useMutation();
  const box = useRef<HTMLTextAreaElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { comment: editing?.comment ?? '' },
    resolver: schemaResolver(addCommentInput, { toInput: (v) => ({ crewChangeId, side, field, comment: v.comment }) }),
  });
  const { ref: registerRef, ...commentField } = register('comment');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const chooseFile = (f: File | null) => {
    // The preview refuses what the server would refuse (002 §9: FILE TOO LARGE).
    if (f && f.size > ATTACHMENT_PREVIEW_LIMIT) {
      setFile(null);
      setFileError('FILE TOO LARGE');
      return;
    }
    setFileError(null);
    setFile(f);
  };

  useEffect(() => {
    const t = setTimeout(() => box.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  const saved = useCommentSaved(crewChangeId, side, field);
  const word = editing ? 'Updated' : 'Saved';
  const command = useCommand<Values, Values>({
    confirm: editing ? 'update' : 'create',
    place: editing ? 'UPDATE COMMENT' : 'SAVE COMMENT',
    successMessage: `Crew Change Detail Comment Successfully ${word}`,
    failureMessage: `Crew Change Detail Comment Failed to ${editing ? 'Update' : 'Save'}`,
    form: { setError, fields: ['comment', 'file'] },
    run: async (v, commandId) => {
      const fileId = !editing && file ? await uploadFile(file, 'attachment') : undefined;
      const { version } = editing
        ? await edit.mutateAsync({ crewChangeId, commentId: editing.id, comment: v.comment, commandId })
        : await add.mutateAsync({
            crewChangeId,
            side,
            field,
            comment: v.comment,
            commandId,
            ...(fileId ? { fileId } : {}),
          });
      await saved(version);
    },
    onSuccess: onDone,
  });

  return (
    <form onSubmit={(e) => void handleSubmit((v) => command.submit(v))(e)} noValidate>
      <Stack gap="sm">
        <Textarea
          label={editing ? 'Edit Comment' : 'Add Comment'}
          withAsterisk
          rows={5}
          data-testid="comment-input"
          error={formState.errors.comment?.message}
          ref={(el) => {
            registerRef(el);
            box.current = el;
          }}
          {...commentField}
        />
        {editing ? null : (
          <FileInput
            label="Attachment (optional)"
            placeholder="PDF or image, up to 600 KB"
            accept="application/pdf,image/png,image/jpeg"
            clearable
            value={file}
            onChange={chooseFile}
            error={fileError ?? formState.errors.file?.message}
            data-testid="comment-file"
          />
        )}
        <FormActions
          busy={command.busy}
          onCancel={onDone}
          cancelDisabled={command.busy}
          submitLabel={editing ? 'Update' : 'Save'}
          submitTestId="comment-save"
        />
      </Stack>
    </form>
  );
}
