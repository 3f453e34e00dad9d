import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';

/** 002 §9: success alerts close themselves after 1500 ms. */
export const SUCCESS_ALERT_MS = 1500;

export function notifySuccess(action: string, message: string): void {
  // The close button needs a name of its own (axe button-name): Mantine's carries only an icon.
  notifications.show({
    title: `${action} SUCCESS`,
    message,
    color: 'green',
    autoClose: SUCCESS_ALERT_MS,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

const openAlerts = new Set<string>();

/** A blocking alert with an OK button; the same alert is not stacked twice. */
export function showAlert(title: string, lines: string[], key = `${title}|${lines.join('|')}`): void {
  if (openAlerts.has(key)) return;
  openAlerts.add(key);
  const modalId = modals.open({
    title: <Text fw={700}>{title}</Text>,
    centered: true,
    onClose: () => openAlerts.delete(key),
    children: (
      <Stack gap="sm" data-testid="alert">
        {lines.map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
        <Group justify="flex-end">
          <Button data-testid="alert-ok" onClick={() => modals.close(modalId)}>
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
}

export type ConfirmKind = 'create' | 'update' | 'delete';

/** 002 §5: every create, update and delete asks first. */
export const CONFIRM_TEXT: Record<ConfirmKind, string> = {
  create: 'Are you sure',
  update: 'Are you sure you want to update this record?',
  delete: 'Are you sure you want to delete this record?',
};

export function confirmAction(kind: ConfirmKind, text = CONFIRM_TEXT[kind]): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (yes: boolean) => {
      if (answered) return;
      answered = true;
      resolve(yes);
    };
    modals.openConfirmModal({
      title: <Text fw={700}>{kind.toUpperCase()}</Text>,
      centered: true,
      children: <Text>{text}</Text>,
      labels: { confirm: 'Yes', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'confirm-yes' } as Record<string, string>,
      cancelProps: { 'data-testid': 'confirm-cancel' } as Record<string, string>,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
