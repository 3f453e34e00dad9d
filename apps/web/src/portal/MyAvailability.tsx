import { Button, Paper, Text, Textarea, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate, formatInZone } from '@crewing/domain';
import { declareAvailabilityInput, type DeclareAvailabilityInput } from '@crewing/domain/portal/index';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { bindField, DayField } from '../shared/ui/form-fields';
import { useCommand } from '../shared/use-command';

type Form = { availabilityDate: string; remarks: string };

/**
 * Issue 29 §2 My availability: the date he is available from, and remarks. The 201's availability
 * follows, marked as his (the line-up shows it so), until the office changes it.
 */
export function MyAvailability() {
  const utils = trpc.useUtils();
  const current = trpc.portal.my.availability.useQuery();
  const save = trpc.portal.my.setAvailability.useMutation();
  const { control, register, handleSubmit, setError, reset, formState } = useForm<Form>({
    defaultValues: { availabilityDate: '', remarks: '' },
    resolver: schemaResolver<Form, DeclareAvailabilityInput>(declareAvailabilityInput),
  });
  const a = current.data;
  useEffect(() => {
    if (a) reset({ availabilityDate: a.availabilityDate ?? '', remarks: a.byCrew?.remarks ?? '' });
  }, [a, reset]);
  const send = useCommand<Form, Form>({
    confirm: 'update',
    confirmText: 'Tell the office this is your availability?',
    place: 'MY AVAILABILITY',
    successMessage: 'The office sees your availability',
    form: { setError, fields: ['availabilityDate', 'remarks'] },
    run: async (values, commandId) =>
      utils.portal.my.availability.setData(
        undefined,
        await save.mutateAsync({ availabilityDate: values.availabilityDate, remarks: values.remarks, commandId }),
      ),
  });
  const field = bindField(register, formState.errors);
  return (
    <Paper withBorder p="sm" data-testid="portal-availability">
      <Title order={2} size="h4" mb="xs">
        My availability
      </Title>
      <Text size="sm" mb="xs" data-testid="portal-availability-now">
        {a?.availabilityDate
          ? `On your 201 file: available from ${formatDate(a.availabilityDate)}`
          : 'Your 201 file has no availability date yet.'}
        {a?.byCrew ? ` (as you gave it on ${formatInZone(new Date(a.byCrew.at))})` : ''}
      </Text>
      <form onSubmit={handleSubmit((values) => send.submit(values))} noValidate>
        <DayField
          control={control}
          name="availabilityDate"
          label="Available from"
          data-testid="portal-availability-date"
        />
        <Textarea
          label="Remarks"
          autosize
          minRows={2}
          mt="xs"
          data-testid="portal-availability-remarks"
          {...field('remarks')}
        />
        <Button type="submit" size="sm" mt="xs" loading={send.busy} data-testid="portal-availability-save">
          Save my availability
        </Button>
      </form>
    </Paper>
  );
}
