import { NativeSelect } from '@mantine/core';
import { ALL_VESSELS, type BoardFilters } from './use-board-filters';

/** The fleet choice kept in the address (001 §2.1: the fleets the user sees); a new fleet clears the vessel. */
export function FleetSelect(props: {
  f: BoardFilters;
  testId: string;
  label?: string;
  w?: number;
  /** 001 §2.1: the board's crewing officer dropdown reads 'name - officer'. */
  withOfficer?: boolean;
}) {
  const { f } = props;
  return (
    <NativeSelect
      label={props.label ?? 'Fleet'}
      w={props.w ?? 200}
      data-testid={props.testId}
      value={f.fleetId === null ? '' : String(f.fleetId)}
      onChange={(e) => f.set({ fleetId: e.currentTarget.value, vesselId: null })}
      data={f.fleets.map((x) => ({
        value: String(x.id),
        label: props.withOfficer && x.officer ? `${x.name} - ${x.officer}` : x.name,
      }))}
    />
  );
}

/** The vessel choice among the fleet's vessels, kept in the address; '' is all of them. */
export function VesselSelect({ f, testId, all = ALL_VESSELS }: { f: BoardFilters; testId: string; all?: string }) {
  return (
    <NativeSelect
      label="Vessel"
      w={240}
      data-testid={testId}
      value={f.vesselId === null ? '' : String(f.vesselId)}
      onChange={(e) => f.set({ vesselId: e.currentTarget.value })}
      data={[{ value: '', label: all }, ...f.vessels.map((v) => ({ value: String(v.id), label: v.name }))]}
    />
  );
}
