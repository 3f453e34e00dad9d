import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/** One tab's framed content on the principal's screens. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Panel value={value} pt="sm">
      <Paper withBorder p="md">
        {children}
      </Paper>
    </Tabs.Panel>
  );
}
