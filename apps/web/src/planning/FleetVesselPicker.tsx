import { Group } from '@mantine/core';
import { FleetSelect, VesselSelect } from '../crew-change/shared/FleetVesselSelects';
import type { ReactNode } from 'react';
import { ALL_VESSELS, useBoardFilters } from '../crew-change/shared/use-board-filters';

export type Filters = ReturnType<typeof useBoardFilters>;

/** Fleet and vessel choices, kept in the address as on the board (001 §2.1: the fleets the user sees). */
export function FleetVesselPicker({
  f,
  vessel = true,
  allVessels = ALL_VESSELS,
  children,
}: {
  f: Filters;
  vessel?: boolean;
  allVessels?: string;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-end">
      <FleetSelect f={f} testId="plan-fleet" />
      {vessel ? <VesselSelect f={f} testId="plan-vessel" all={allVessels} /> : null}
      {children}
    </Group>
  );
}
