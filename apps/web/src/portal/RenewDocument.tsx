import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { bindField, DayField } from '../shared/ui/form-fields';
import { ScanInput } from './ScanInput';
import { useSendRequest } from './use-send-request';

type MyDocument = RouterOutputs['portal']['my']['documents'][number];
interface RenewForm {
  number: string;
  issuedDate: string;
  expiryDate: string;
  file: string;
}
const FIELDS = ['number', 'issuedDate', 'expiryDate', 'file'] as const;
const NO_SCAN = 'Attach a photo or PDF of the renewed document';

/**
 * Issue 29 §2: "upload a renewed document" from My documents. What he sends waits for DSS's review;
 * his 201 file keeps the current version until DSS approves.
 */
export function RenewDocument({ doc }: { doc: MyDocument }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        mt={6}
        onClick={() => setOpen(true)}
        data-testid={`portal-renew-${doc.recordId}`}
      >
        Upload renewed
      </Button>
      {open ? <RenewModal doc={doc} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RenewModal({ doc, onClose }: { doc: MyDocument; onClose: () => void }) {
  const submit = trpc.portal.my.submitRenewal.useMutation();
  const [scan, setScan] = useState<File | null>(null);
  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm<RenewForm>({
    defaultValues: { number: '', issuedDate: '', expiryDate: '', file: '' },
  });
  const sendRequest = useSendRequest({
    place: 'SEND RENEWED DOCUMENT',
    setError,
    fields: FIELDS,
    onSent: onClose,
    queue: { kind: 'renewal', label: `Renewed ${doc.name}` },
  });
  const onSubmit = handleSubmit(async (v) => {
    if (!scan) return setError('file', { type: 'validate', message: NO_SCAN });
    await sendRequest(
      scan,
      (fileId) => ({
        recordId: doc.recordId,
        ...(v.number ? { number: v.number } : {}),
        issuedDate: v.issuedDate,
        expiryDate: v.expiryDate,
        fileId: fileId!,
      }),
      (input) => submit.mutateAsync(input),
    );
  });
  const field = bindField(register, formState.errors);
  const fileError =
    formState.errors.file?.message ?? (formState.errors as Record<string, { message?: string }>).fileId?.message;
  return (
    <Modal opened onClose={onClose} title={`Renewed ${doc.name}`} fullScreen={window.innerWidth < 600}>
      <form onSubmit={onSubmit} noValidate data-testid="portal-renew-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Now on file: {doc.number ?? 'no number'}
            {doc.expiryDate ? `, expires ${formatDate(doc.expiryDate)}` : ''}. The office checks your scan before it
            replaces this.
          </Text>
          <ScanInput
            label="Photo or PDF of the renewed document"
            value={scan}
            onChange={(f) => {
              setScan(f);
              clearErrors('file');
            }}
            error={fileError}
            testId="portal-renew-file"
          />
          <TextInput label="Document No." data-testid="portal-renew-number" {...field('number')} />
          <DayField
            control={control}
            name="issuedDate"
            label="Date issued"
            required
            clearable={false}
            data-testid="portal-renew-issued"
          />
          <DayField
            control={control}
            name="expiryDate"
            label="Expiry date"
            required
            clearable={false}
            data-testid="portal-renew-expiry"
          />
          <Button type="submit" loading={formState.isSubmitting} data-testid="portal-renew-submit">
            Send for review
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
