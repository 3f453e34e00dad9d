import { Select } from '@mantine/core';
import { useMasterKeys } from '../../shared/use-master-keys';

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
        data={(keys?.fleets ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        value={fleetId}
        onChange={onFleet}
        aria-label="Fleet"
      />
      <Select
        size="xs"
        placeholder="All vessels"
        clearable
        searchable
        data={vessels.map((v) => ({ value: String(v.id), label: v.name }))}
        value={vesselId}
        onChange={onVessel}
        aria-label="Vessel"
      />
    </>
  );
}
