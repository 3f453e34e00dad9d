import { Button, Group, Input, Text, Tooltip } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { formatDate } from '@crewing/domain';
import type { MasterKeys } from '../../shared/trpc';
import type { FieldSpec } from '../shared/fields';
import { FieldInput } from './FieldInput';
import type { RecordEditor } from './use-record-editor';

interface Props {
  spec: FieldSpec;
  editor: RecordEditor;
  keys: MasterKeys | undefined;
  canConfirm: boolean;
  canUndo: boolean;
}

/**
 * A date with a confirmed-by marker (001 §4): once confirmed it is read-only green text with the
 * confirmer; before that an input, with Confirm next to it when the saved date has a value.
 */
export function ConfirmableDate({ spec, editor, keys, canConfirm, canUndo }: Props) {
  const stamp = editor.confirmed[spec.name];
  const saved = editor.live?.values[spec.name];
  const current = useWatch({ control: editor.form.control, name: spec.name });
  const error = editor.form.formState.errors[spec.name]?.message;
  if (stamp) {
    return (
      <Input.Wrapper label={spec.label} error={error}>
        <Group gap="xs" mih={36}>
          <Tooltip label={`CONFIRMED BY ${stamp.byName}`}>
            <Text fw={700} c="green.8" data-testid={`confirmed-${spec.name}`}>
              {formatDate(typeof saved === 'string' ? saved : null)}
            </Text>
          </Tooltip>
          {canUndo ? (
            <Button
              size="compact-xs"
              variant="default"
              loading={editor.undoDate.busy}
              onClick={() => void editor.undoDate.submit({ field: spec.name })}
              data-testid={`undo-${spec.name}`}
            >
              Undo
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          CONFIRMED BY {stamp.byName}
        </Text>
      </Input.Wrapper>
    );
  }
  const unsaved = (current ?? null) !== (saved ?? null);
  // Confirm sits in the label row so the date input keeps its full width.
  const label = (
    <Group gap={6} component="span" wrap="nowrap">
      <span>{spec.label}</span>
      {canConfirm && saved ? (
        <Tooltip label="Update the record before confirming the new date" disabled={!unsaved}>
          <Button
            component="span"
            role="button"
            size="compact-xs"
            variant="light"
            color="green"
            style={{ flexShrink: 0 }}
            disabled={unsaved}
            loading={editor.confirmDate.busy}
            onClick={(e) => {
              e.preventDefault();
              if (!unsaved) void editor.confirmDate.submit({ field: spec.name });
            }}
            data-testid={`confirm-${spec.name}`}
          >
            Confirm
          </Button>
        </Tooltip>
      ) : null}
    </Group>
  );
  return (
    <FieldInput
      spec={spec}
      label={label}
      control={editor.form.control}
      keys={keys}
      disabled={!editor.writable.has(spec.name)}
      error={error}
    />
  );
}
