import { useMasterKeys } from '../use-master-keys';
import { idOptions } from './form-fields';
import { idSelects } from './FilterSelect';

interface FleetVessel {
  fleetId?: number;
  vesselId?: number;
}

/**
 * A list's Fleet and Vessel filters (expiring documents, MARINA verification): the vessels offered
 * are the chosen fleet's, and choosing another fleet clears a vessel that no longer fits.
 */
export function FleetVesselSelects<F extends FleetVessel>(props: {
  value: F;
  onChange: (patch: Partial<F>) => void;
  testIds?: { fleet: string; vessel: string };
}) {
  const keys = useMasterKeys().data;
  const idSelect = idSelects(props.value, props.onChange);
  const fleetId = props.value.fleetId;
  const vessels = (keys?.vessels ?? []).filter((v) => !fleetId || v.fleetId === fleetId);
  return (
    <>
      {idSelect(
        'fleetId',
        {
          size: 'xs',
          label: 'Fleet',
          placeholder: 'All fleets',
          data: idOptions(keys?.fleets),
          'data-testid': props.testIds?.fleet,
        },
        { vesselId: undefined } as Partial<F>,
      )}
      {idSelect('vesselId', {
        size: 'xs',
        label: 'Vessel',
        placeholder: 'All vessels',
        searchable: true,
        data: idOptions(vessels),
        'data-testid': props.testIds?.vessel,
      })}
    </>
  );
}
