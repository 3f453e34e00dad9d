import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../shared/api-errors';
import { notifySuccess, showAlert } from '../shared/ui/alerts';

interface Props {
  title: string;
  /** Test ids: `<testId>-modal`, `<testId>-<field>`, `<testId>-save`. */
  testId: string;
  /** The input's field name: the server's error for it shows under the input. */
  field: string;
  label: string;
  description: string;
  initial?: string;
  save: { label: string; color?: string; place: string; success: string };
  send: (text: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The principal says why (issue 30): a rejection's remarks, a mark's reason. One text, sent once;
 * the server's sentence for the field shows under it, any other failure in an alert.
 */
export function ReasonModal({ title, testId, field, label, description, initial, save, send, onClose, onDone }: Props) {
  const [text, setText] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await send(text);
      notifySuccess(save.place, save.success);
      onDone();
    } catch (e) {
      const info = describeError(e);
      const under = info.fieldErrors?.[field]?.[0];
      if (under) setError(under);
      else showAlert(save.place, [info.message]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid={`${testId}-modal`}
    >
      <Stack gap="sm">
        <Textarea
          data-testid={`${testId}-${field}`}
          label={label}
          description={description}
          withAsterisk
          autosize
          minRows={2}
          error={error}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button color={save.color} loading={busy} onClick={() => void submit()} data-testid={`${testId}-save`}>
          {save.label}
        </Button>
      </Stack>
    </Modal>
  );
}
