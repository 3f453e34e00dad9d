import { Anchor, Table, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A list's cell that opens the row's own screen (the vessel, the crew, the debriefing form). */
export function LinkCell({ to, size, children }: { to: string; size?: MantineSize; children: ReactNode }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={to} size={size}>
        {children}
      </Anchor>
    </Table.Td>
  );
}
