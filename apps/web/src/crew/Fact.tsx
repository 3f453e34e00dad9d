import { Stack, Text } from '@mantine/core';

/** A labelled fact of a crew's header (his rank, his months in all ranks): the label small above, a dash for none. */
export function Fact({
  label,
  value,
  testId,
  fw = 500,
}: {
  label: string;
  value: string | number | null;
  testId?: string;
  /** The value's weight: the experience totals stand out a little more. */
  fw?: number;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={fw} data-testid={testId}>
        {value === null || value === '' ? '—' : value}
      </Text>
    </Stack>
  );
}
