import { Button, Checkbox, FileButton, Group, Image, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { sameValue, type CompanyProfile } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { uploadFile } from '../shared/upload';
import { commandAlerts, useCommand } from '../shared/use-command';
import { handleApiError } from '../shared/api-errors';
import { PageTitle } from '../shared/ui/PageTitle';
import { FormActions } from '../shared/ui/FormActions';

type Form = {
  name: string;
  shortName: string;
  address: string;
  licenceNo: string;
  officers: Array<{ title: string; name: string }>;
  marinaBlocksLineUp: boolean;
};
const FIELDS = ['name', 'shortName', 'address', 'licenceNo', 'logoFileId', 'officers', 'marinaBlocksLineUp'] as const;
const orNull = (v: string) => (v.trim() === '' ? null : v);

/**
 * Settings › Company Profile (issue 25): the agency's name, short name (the in-house company of the
 * experience tables), address, DMW licence, logo and officers, printed on every document. Save
 * sends what changed, as one command.
 */
export function CompanyProfilePage() {
  const q = trpc.companyProfile.get.useQuery();
  const update = trpc.companyProfile.update.useMutation();
  const form = useForm<Form>({
    defaultValues: { name: '', shortName: '', address: '', licenceNo: '', officers: [], marinaBlocksLineUp: false },
  });
  const officers = useFieldArray({ control: form.control, name: 'officers' });
  const [logoFileId, setLogoFileId] = useState<string | null>(null);
  const p = q.data;
  useEffect(() => {
    if (!p) return;
    form.reset({
      name: p.name,
      shortName: p.shortName ?? '',
      address: p.address ?? '',
      licenceNo: p.licenceNo ?? '',
      officers: p.officers,
      marinaBlocksLineUp: p.marinaBlocksLineUp,
    });
    setLogoFileId(p.logoFileId);
  }, [p, form]);
  const save = useCommand<Partial<CompanyProfile>, Form>({
    ...commandAlerts('Save', 'Company Profile', { place: 'COMPANY PROFILE' }),
    form: { setError: form.setError, fields: FIELDS },
    run: async (changes, commandId) => (await update.mutateAsync({ changes, commandId }), await q.refetch()),
  });
  const submit = form.handleSubmit((v) => {
    const next: CompanyProfile = {
      name: v.name,
      shortName: orNull(v.shortName),
      address: orNull(v.address),
      licenceNo: orNull(v.licenceNo),
      logoFileId,
      officers: v.officers,
      marinaBlocksLineUp: v.marinaBlocksLineUp,
    };
    const changes = Object.fromEntries(
      Object.entries(next).filter(([k, value]) => !sameValue(value, p?.[k as keyof CompanyProfile])),
    );
    void save.submit(changes);
  });
  const err = (name: keyof Form) => form.formState.errors[name]?.message;
  return (
    <Stack maw={760}>
      <PageTitle>Company Profile</PageTitle>
      <Text size="sm" c="dimmed">
        Printed on every document: biodata, crew document checklist, certificate of employment, ID cards, reports and
        debriefings.
      </Text>
      <Paper withBorder p="md">
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="sm">
            <TextInput
              label="Company Name"
              withAsterisk
              {...form.register('name')}
              error={err('name')}
              data-testid="company-name"
            />
            <TextInput
              label="Short Name (experience tables)"
              {...form.register('shortName')}
              error={err('shortName')}
            />
            <Textarea label="Address" autosize minRows={2} {...form.register('address')} error={err('address')} />
            <TextInput label="DMW License No." {...form.register('licenceNo')} error={err('licenceNo')} />
            <Group align="flex-end">
              {logoFileId ? (
                <Image src={`/files/${logoFileId}`} alt="Company logo" h={48} w="auto" fit="contain" />
              ) : (
                <Text size="sm">No logo</Text>
              )}
              <FileButton
                accept="image/png,image/jpeg"
                onChange={(file) => {
                  if (file)
                    void uploadFile(file, 'image', 'logoFileId').then(setLogoFileId, (e: unknown) =>
                      handleApiError(e, { place: 'COMPANY LOGO' }),
                    );
                }}
              >
                {(props) => (
                  <Button variant="light" size="xs" {...props}>
                    Upload Logo
                  </Button>
                )}
              </FileButton>
              {logoFileId ? (
                <Button variant="subtle" size="xs" color="red" onClick={() => setLogoFileId(null)}>
                  Remove Logo
                </Button>
              ) : null}
            </Group>
            <Text fw={600} size="sm">
              Officers and Signatories
            </Text>
            {officers.fields.map((f, i) => (
              <Group key={f.id} align="flex-start">
                <TextInput label="Title" w={260} {...form.register(`officers.${i}.title`)} />
                <TextInput label="Name" w={300} {...form.register(`officers.${i}.name`)} />
                <Button mt={24} variant="subtle" color="red" size="xs" onClick={() => officers.remove(i)}>
                  Remove
                </Button>
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" onClick={() => officers.append({ title: '', name: '' })}>
                Add Officer
              </Button>
            </Group>
            <Text fw={600} size="sm">
              Compliance
            </Text>
            <Checkbox
              label="Certificates and licenses issued since 9 Nov 2021 must be verified at MARINA before a crew is eligible in a line-up"
              {...form.register('marinaBlocksLineUp')}
              error={err('marinaBlocksLineUp')}
              data-testid="company-marina-blocks"
            />
            {p ? (
              <Text size="xs" c="dimmed">
                Last saved by {p.updatedBy}
              </Text>
            ) : null}
            <FormActions busy={save.busy} submitTestId="company-save" />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
