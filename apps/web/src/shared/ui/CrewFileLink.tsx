import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link to a crew's 201 file (`/v/crew/{id}`), at one of its screens (`crew-document/index`) when named. */
export function CrewFileLink({ crewId, screen, children }: { crewId: number; screen?: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={screen ? `/v/crew/${crewId}/${screen}` : `/v/crew/${crewId}`} size="sm">
      {children}
    </Anchor>
  );
}
