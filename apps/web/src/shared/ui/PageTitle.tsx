import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={1} size="h2">
        {children}
      </Title>
      {actions !== undefined ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
