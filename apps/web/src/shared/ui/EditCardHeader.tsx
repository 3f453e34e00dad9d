import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BaseSyntheticEvent, ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** Without the permission the card is read only: no button at all. */
  canEdit?: boolean;
  editing: boolean;
  /** Saving: Update spins and Cancel waits. */
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Given: Update runs it; otherwise Update submits the card's form. */
  onUpdate?: () => void;
  /** `crew` gives `crew-edit`, `crew-cancel` and `crew-update`. */
  testId: string;
}

/**
 * A card read only until Edit (the 201 profile, personal information, a user's profile): its title
 * with Edit, and Cancel and Update while editing.
 */
export function EditCardHeader({ title, canEdit = true, editing, busy, onEdit, onCancel, onUpdate, testId }: Props) {
  return (
    <Group justify="space-between">
      <Text fw={700}>{title}</Text>
      {canEdit ? (
        <Group gap="xs">
          {editing ? (
            <>
              <Button variant="default" onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
                Cancel
              </Button>
              <Button
                type={onUpdate ? 'button' : 'submit'}
                onClick={onUpdate}
                loading={busy}
                data-testid={`${testId}-update`}
              >
                Update
              </Button>
            </>
          ) : (
            <Button onClick={onEdit} data-testid={`${testId}-edit`}>
              Edit
            </Button>
          )}
        </Group>
      ) : null}
    </Group>
  );
}

/** A `useEditCard` card: the header, and below it the fields, in a form that Update submits. */
export function EditCardForm({
  card,
  title,
  canEdit = true,
  testId,
  children,
}: {
  card: {
    editing: boolean;
    busy: boolean;
    startEdit: () => void;
    cancel: () => void;
    onUpdate: (e?: BaseSyntheticEvent) => Promise<void>;
  };
  title: ReactNode;
  canEdit?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void card.onUpdate(e)} noValidate>
        <Stack gap="md">
          <EditCardHeader
            title={title}
            canEdit={canEdit}
            editing={card.editing}
            busy={card.busy}
            onEdit={card.startEdit}
            onCancel={card.cancel}
            testId={testId}
          />
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
