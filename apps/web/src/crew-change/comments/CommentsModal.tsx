import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatInZone } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import type { CrewChangeComment } from '../shared/api-types';
import { specOf, type Side } from '../shared/fields';
import { CommentForm, useCommentSaved } from './CommentForm';
import { RowButton } from '../../shared/ui/RowButton';

interface Props {
  crewChangeId: number;
  side: Side;
  field: string;
  crewName: string;
  /** Opened from 'Add Comment': the form shows first. */
  adding: boolean;
  onClose: () => void;
}

type FormState = null | { mode: 'add' } | { mode: 'edit'; comment: CrewChangeComment };
// Time stamps read as everywhere (issue 11): DD MMM YYYY HH:mm in the business time zone.
const when = (iso: string) => formatInZone(new Date(iso));

/** View, add, edit (own) and delete (own) comments of one cell. The list hides while the form is open. */
export function CommentsModal({ crewChangeId, side, field, crewName, adding, onClose }: Props) {
  const [form, setForm] = useState<FormState>(adding ? { mode: 'add' } : null);
  const comments = trpc.crewChange.comments.useQuery(
    { crewChangeId, side, field },
    { meta: { place: 'LOAD COMMENTS' } },
  );
  const remove = trpc.crewChange.deleteComment.useMutation();
  const saved = useCommentSaved(crewChangeId, side, field);
  const del = useCommand<{ commentId: string }>({
    ...commandAlerts('Delete', 'Crew Change Detail Comment', { place: 'DELETE COMMENT' }),
    run: async ({ commentId }, commandId) => {
      const { version } = await remove.mutateAsync({ crewChangeId, commentId, commandId });
      await saved(version);
    },
  });
  const list = comments.data ?? [];
  const label = specOf(side, field)?.label ?? field;

  return (
    <Modal opened onClose={onClose} size="lg" title={<Text fw={700}>Comments — {label}</Text>}>
      <Text size="sm" mb="sm">
        {crewName}
      </Text>
      {form ? (
        <CommentForm
          crewChangeId={crewChangeId}
          side={side}
          field={field}
          {...(form.mode === 'edit' ? { editing: { id: form.comment.id, comment: form.comment.comment } } : {})}
          onDone={() => setForm(null)}
        />
      ) : (
        <Stack gap="xs" data-testid="comment-list">
          {list.length === 0 ? <Text c="dimmed">{comments.isPending ? 'Loading…' : 'No comments yet'}</Text> : null}
          {list.map((c) => (
            <Paper key={c.id} withBorder p="xs" data-testid="comment-item">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {c.authorName}
                    {c.fromSeafarer ? ' (crew, from his portal)' : ''} · {when(c.createdAt)}
                    {c.updatedAt !== c.createdAt ? ` · edited ${when(c.updatedAt)}` : ''}
                    {'ip' in c && c.ip ? ` · ${[c.device, c.browser, c.ip].filter(Boolean).join(' / ')}` : ''}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {c.comment}
                  </Text>
                  {c.fileId ? (
                    <Anchor
                      size="xs"
                      href={`/files/${c.fileId}`}
                      target="_blank"
                      rel="noopener"
                      data-testid={`comment-file-${c.id}`}
                    >
                      View attachment
                    </Anchor>
                  ) : null}
                </Stack>
                {c.mine ? (
                  <Group gap={4} wrap="nowrap">
                    <RowButton
                      variant="light"
                      onClick={() => setForm({ mode: 'edit', comment: c })}
                      data-testid={`comment-edit-${c.id}`}
                    >
                      Edit
                    </RowButton>
                    <RowButton
                      variant="light"
                      danger
                      loading={del.busy}
                      onClick={() => void del.submit({ commentId: c.id })}
                      data-testid={`comment-delete-${c.id}`}
                    >
                      Delete
                    </RowButton>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
          <Group justify="flex-end" mt="xs">
            <Button onClick={() => setForm({ mode: 'add' })} data-testid="comment-add">
              Add Comment
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
