import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard panel: a bordered card under its bold title. */
export function TitledCard({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Card withBorder data-testid={testId}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}
