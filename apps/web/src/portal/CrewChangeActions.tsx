import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formatInZone } from '@crewing/domain';
import { askCrewingOfficerInput, type AskCrewingOfficerInput } from '@crewing/domain/portal/index';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { bindField } from '../shared/ui/form-fields';
import { useCommand } from '../shared/use-command';

/**
 * Issue 29 §2 My crew change: "I have read this" (the board's READ BY CREW column, with its time)
 * and a question to the crewing officer (a comment from him on the board's REMARKS cell).
 */
export function CrewChangeActions({ acknowledgedAt }: { acknowledgedAt: string | null }) {
  const utils = trpc.useUtils();
  const acknowledge = trpc.portal.my.acknowledge.useMutation();
  const ask = trpc.portal.my.ask.useMutation();
  const read = useCommand<null>({
    confirm: 'create',
    confirmText: 'Tell the office you have read your crew change?',
    place: 'I HAVE READ THIS',
    successMessage: 'The office sees that you have read your crew change',
    run: async (_v, commandId) =>
      utils.portal.my.crewChange.setData(undefined, await acknowledge.mutateAsync({ commandId })),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<AskCrewingOfficerInput>({
    defaultValues: { question: '' },
    resolver: schemaResolver(askCrewingOfficerInput),
  });
  const send = useCommand<AskCrewingOfficerInput, AskCrewingOfficerInput>({
    confirm: 'create',
    confirmText: 'Send this question to your crewing officer?',
    place: 'ASK THE CREWING OFFICER',
    successMessage: 'Your question was sent to your crewing officer',
    form: { setError, fields: ['question'] },
    run: (values, commandId) => ask.mutateAsync({ question: values.question, commandId }),
    onSuccess: () => reset({ question: '' }),
  });
  const field = bindField(register, formState.errors);
  return (
    <Stack gap="sm" mt="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" data-testid="portal-read-at">
          {acknowledgedAt ? `You read this on ${formatInZone(new Date(acknowledgedAt))}` : 'Not read yet'}
        </Text>
        <Button size="sm" onClick={() => void read.submit(null)} loading={read.busy} data-testid="portal-acknowledge">
          I have read this
        </Button>
      </Group>
      <form onSubmit={handleSubmit((values) => send.submit(values))} noValidate>
        <Textarea
          label="A question for your crewing officer"
          autosize
          minRows={2}
          data-testid="portal-question"
          {...field('question')}
        />
        <Button type="submit" size="sm" mt="xs" variant="light" loading={send.busy} data-testid="portal-ask">
          Send question
        </Button>
      </form>
    </Stack>
  );
}
