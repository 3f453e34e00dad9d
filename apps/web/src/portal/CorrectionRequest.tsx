import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CORRECTABLE_FIELDS, type CorrectableField } from '@crewing/domain/portal/index';
import { trpc } from '../shared/trpc';
import { bindField, SelectField } from '../shared/ui/form-fields';
import { ScanInput } from './ScanInput';
import { useSendRequest } from './use-send-request';

interface CorrectionForm {
  field: string;
  value: string;
  file: string;
}
const FIELDS = ['field', 'value', 'file'] as const;
const OPTIONS = Object.entries(CORRECTABLE_FIELDS).map(([value, label]) => ({ value, label }));

/**
 * Issue 29 §2 My profile: "request a correction" (a field, the wanted value, an optional scan). It
 * goes to DSS's review queue like a renewed document; his 201 file changes only when DSS approves.
 */
export function CorrectionRequest() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" mt="xs" onClick={() => setOpen(true)} data-testid="portal-correction">
        Request a correction
      </Button>
      {open ? <CorrectionModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CorrectionModal({ onClose }: { onClose: () => void }) {
  const send = trpc.portal.my.requestCorrection.useMutation();
  const [scan, setScan] = useState<File | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<CorrectionForm>({
    defaultValues: { field: '', value: '', file: '' },
  });
  const sendRequest = useSendRequest({
    place: 'REQUEST A CORRECTION',
    setError,
    fields: FIELDS,
    onSent: onClose,
    queue: { kind: 'correction', label: 'Correction of your 201 file' },
  });
  const onSubmit = handleSubmit(async (v) => {
    if (!v.field) return setError('field', { type: 'validate', message: 'Choose the field to correct' });
    await sendRequest(
      scan,
      (fileId) => ({ field: v.field as CorrectableField, value: v.value, ...(fileId ? { fileId } : {}) }),
      (input) => send.mutateAsync(input),
    );
  });
  const field = bindField(register, formState.errors);
  return (
    <Modal opened onClose={onClose} title="Request a correction" fullScreen={window.innerWidth < 600}>
      <form onSubmit={onSubmit} noValidate data-testid="portal-correction-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The office checks your request, and your scan if you add one, before your 201 file changes.
          </Text>
          <SelectField
            control={control}
            name="field"
            label="Field"
            data={OPTIONS}
            data-testid="portal-correction-field"
          />
          <TextInput label="Correct value" data-testid="portal-correction-value" {...field('value')} />
          <ScanInput
            label="Scan (optional)"
            value={scan}
            onChange={setScan}
            error={formState.errors.file?.message}
            testId="portal-correction-file"
          />
          <Button type="submit" loading={formState.isSubmitting} data-testid="portal-correction-submit">
            Send for review
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
