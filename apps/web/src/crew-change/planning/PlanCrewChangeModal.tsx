import { Modal, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { crewOption, useCrewOptions } from '../../crew/use-crew-options';
import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { useMasterKeys } from '../../shared/use-master-keys';
import type { Board } from '../shared/api-types';
import { FormActions } from '../../shared/ui/FormActions';
import { SelectField, idOptions } from '../../shared/ui/form-fields';

interface Props {
  /** The board's vessels (its fleet, or its one vessel). */
  vessels: Board['vessels'];
  vesselId: number | null;
  /** Issue 16: opened from a vessel plan row, the row's rank and crew onboard come chosen. */
  rankId?: number | undefined;
  offSignerCrewId?: number | undefined;
  onClose: () => void;
}

interface PlanForm {
  vesselId: string | null;
  rankId: string | null;
  offSignerCrewId: string | null;
  relieverCrewIds: string[];
  primary: string | null;
}

const FIELDS = ['vesselId', 'rankId', 'offSignerCrewId', 'relieverCrewIds'] as const;
const REQUIRED = 'This field is required';

/** Plan Crew Change: vessel, rank, an optional off-signer onboard, standby relievers (the primary first). */
export function PlanCrewChangeModal({ vessels, vesselId, rankId, offSignerCrewId, onClose }: Props) {
  const keys = useMasterKeys().data;
  const utils = trpc.useUtils();
  const form = useForm<PlanForm>({
    defaultValues: {
      vesselId: vesselId ? String(vesselId) : vessels.length === 1 ? String(vessels[0]!.id) : null,
      rankId: rankId ? String(rankId) : null,
      offSignerCrewId: offSignerCrewId ? String(offSignerCrewId) : null,
      relieverCrewIds: [],
      primary: null,
    },
  });
  const { control, watch, setValue, formState } = form;
  const chosenVessel = watch('vesselId');
  const relievers = watch('relieverCrewIds');
  const primary = watch('primary');
  const options = useCrewOptions(chosenVessel ? Number(chosenVessel) : null);
  const onboard = options.data?.onboard ?? [];
  const standby = options.data?.standby ?? [];
  const nameOf = (id: string) => standby.find((c) => String(c.crewId) === id)?.name ?? id;

  const plan = trpc.crewChange.plan.useMutation();
  const command = useCommand<
    { vesselId: number; rankId: number; offSignerCrewId: number | null; relieverCrewIds: number[] },
    PlanForm
  >({
    confirm: 'create',
    place: 'PLAN CREW CHANGE',
    successMessage: 'Crew Change Successfully Added',
    failureMessage: 'Crew Change Failed to Save',
    form: { setError: form.setError, fields: FIELDS },
    run: async (input, commandId) => {
      await plan.mutateAsync({ ...input, commandId });
      await utils.crewChange.board.invalidate();
    },
    onSuccess: onClose,
  });

  const submit = form.handleSubmit(async (v) => {
    const ids =
      v.primary && v.relieverCrewIds.includes(v.primary)
        ? [v.primary, ...v.relieverCrewIds.filter((x) => x !== v.primary)]
        : v.relieverCrewIds;
    await command.submit({
      vesselId: Number(v.vesselId),
      rankId: Number(v.rankId),
      offSignerCrewId: v.offSignerCrewId ? Number(v.offSignerCrewId) : null,
      relieverCrewIds: ids.map(Number),
    });
  });

  const effectivePrimary = primary && relievers.includes(primary) ? primary : (relievers[0] ?? null);
  return (
    <Modal opened onClose={onClose} size="lg" title={<Text fw={700}>Plan Crew Change</Text>}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm" data-testid="plan-modal">
          <SelectField
            control={control}
            name="vesselId"
            rules={{ required: REQUIRED }}
            label="Vessel"
            withAsterisk
            searchable
            data={idOptions(vessels)}
            onChosen={() => setValue('offSignerCrewId', null)}
            data-testid="plan-vessel"
          />
          <SelectField
            control={control}
            name="rankId"
            rules={{ required: REQUIRED }}
            label="Rank"
            withAsterisk
            searchable
            data={(keys?.ranks ?? []).map((r) => ({
              value: String(r.id),
              label: r.alias ? `${r.alias} — ${r.name}` : r.name,
            }))}
            data-testid="plan-rank"
          />
          <SelectField
            control={control}
            name="offSignerCrewId"
            label="Off-signer (onboard this vessel)"
            placeholder={!chosenVessel ? 'Choose a vessel first' : options.isPending ? 'Loading crews…' : 'Optional'}
            searchable
            clearable
            disabled={!chosenVessel}
            data={onboard.map((c) => crewOption(c, keys))}
            onChosen={(v) => {
              const crew = onboard.find((c) => String(c.crewId) === v);
              // The off-signer's rank is the usual choice.
              if (crew?.rankId && !form.getValues('rankId'))
                setValue('rankId', String(crew.rankId), { shouldValidate: true });
            }}
            nothingFoundMessage="No crew onboard found"
            data-testid="plan-off-signer"
          />
          <Controller
            control={control}
            name="relieverCrewIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Relievers (standby crews; the first chosen is the primary)"
                placeholder={options.isPending && chosenVessel ? 'Loading crews…' : 'Search standby crews'}
                searchable
                disabled={!chosenVessel}
                data={standby.map((c) => crewOption(c, keys))}
                value={field.value}
                onChange={field.onChange}
                nothingFoundMessage="No standby crew found"
                error={fieldState.error?.message}
                data-testid="plan-relievers"
              />
            )}
          />
          {relievers.length > 1 ? (
            <Radio.Group
              label="Primary reliever"
              value={effectivePrimary}
              onChange={(v) => setValue('primary', v)}
              data-testid="plan-primary"
            >
              <Stack gap={4} mt={4}>
                {relievers.map((id) => (
                  <Radio key={id} value={id} label={nameOf(id)} data-testid={`plan-primary-${id}`} />
                ))}
              </Stack>
            </Radio.Group>
          ) : null}
          <FormActions busy={command.busy || formState.isSubmitting} onCancel={onClose} submitTestId="plan-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
