import { Select } from '@mantine/core';
import { useMasterKeys } from '../../shared/use-master-keys';
import { idOptions } from '../../shared/ui/form-fields';

/** The debriefing lists' fleet and vessel choices (clearable; the vessels of the chosen fleet). */
export function FleetVesselSelects({
  fleetId,
  vesselId,
  onFleet,
  onVessel,
}: {
  fleetId: string | null;
  vesselId: string | null;
  /** A new fleet; the caller clears the vessel. */
  onFleet: (fleetId: string | null) => void;
  onVessel: (vesselId: string | null) => void;
}) {
  const keys = useMasterKeys().data;
  const vessels = (keys?.vessels ?? []).filter((v) => !fleetId || v.fleetId === Number(fleetId));
  return (
    <>
      <Select
        size="xs"
        placeholder="All fleets"
        clearable
        data={idOptions(keys?.fleets)}
        value={fleetId}
        onChange={onFleet}
        aria-label="Fleet"
      />
      <Select
        size="xs"
        placeholder="All vessels"
        clearable
        searchable
        data={idOptions(vessels)}
        value={vesselId}
        onChange={onVessel}
        aria-label="Vessel"
      />
    </>
  );
}
