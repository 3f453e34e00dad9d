import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { SaveWaiting } from '../connection';

interface Props {
  /** Saving: the submit button spins (and a double click sends nothing twice). */
  busy: boolean;
  /** The left button, which leaves without saving; a page form has none. */
  onCancel?: () => void;
  /** 'Cancel' unless the screen names it otherwise (the legacy's add screens say 'Close'). */
  cancelLabel?: string;
  /** The cancel button waits while the save runs (a modal whose save cannot be left half way). */
  cancelDisabled?: boolean;
  /**
   * A save that may wait on the connection (crew change edits): the form says so above the footer
   * while it waits (offline, slow link), and Cancel waits with it.
   */
  waitsForSave?: boolean;
  /** 'Save' unless the screen names it otherwise ('Update' on a stored record). */
  submitLabel?: ReactNode;
  /** Given: the submit button runs it; otherwise it submits the form it stands in. */
  onSubmit?: () => void;
  /** Nothing to save yet (no crew chosen). */
  submitDisabled?: boolean;
  /** What stands on the footer's left, the buttons then keep to the right ('3 crew selected'). */
  left?: ReactNode;
  submitTestId?: string;
  mt?: MantineSpacing;
}

/** A form's footer: Cancel (or Close) on the left of Save (or Update), right-aligned. */
export function FormActions({
  busy,
  onCancel,
  cancelLabel = 'Cancel',
  cancelDisabled,
  waitsForSave,
  submitLabel = 'Save',
  onSubmit,
  submitDisabled,
  left,
  submitTestId,
  mt,
}: Props) {
  const buttons = (
    <>
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled || (waitsForSave && busy)}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        disabled={submitDisabled}
        loading={busy}
        onClick={onSubmit}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </>
  );
  const footer =
    left === undefined ? (
      <Group justify="flex-end" mt={mt}>
        {buttons}
      </Group>
    ) : (
      <Group justify="space-between" mt={mt}>
        {left}
        <Group gap="xs">{buttons}</Group>
      </Group>
    );
  return waitsForSave ? (
    <>
      <SaveWaiting busy={busy} />
      {footer}
    </>
  ) : (
    footer
  );
}
