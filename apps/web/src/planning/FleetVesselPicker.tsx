import { Group, NativeSelect } from '@mantine/core';
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
      <NativeSelect
        label="Fleet"
        w={200}
        data-testid="plan-fleet"
        value={f.fleetId === null ? '' : String(f.fleetId)}
        onChange={(e) => f.set({ fleetId: e.currentTarget.value, vesselId: null })}
        data={f.fleets.map((x) => ({ value: String(x.id), label: x.name }))}
      />
      {vessel ? (
        <NativeSelect
          label="Vessel"
          w={240}
          data-testid="plan-vessel"
          value={f.vesselId === null ? '' : String(f.vesselId)}
          onChange={(e) => f.set({ vesselId: e.currentTarget.value })}
          data={[{ value: '', label: allVessels }, ...f.vessels.map((v) => ({ value: String(v.id), label: v.name }))]}
        />
      ) : null}
      {children}
    </Group>
  );
}
