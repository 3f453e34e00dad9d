import { ActionIcon, Anchor, FileButton, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Attachment, FieldSpec } from '@crewing/domain';
import { handleApiError } from '../shared/api-errors';
import { uploadFile } from '../shared/upload';

/** The spec's preview limits (000 §5, 002 §9): a larger file is refused before it is sent. */
const LIMITS = { attachment: 600_000, pdf: 6_000_000, image: 2_000_000 } as const;
const ACCEPT = {
  attachment: 'application/pdf,image/jpeg,image/png',
  pdf: 'application/pdf',
  image: 'image/*',
} as const;

interface Props {
  name: string;
  spec: FieldSpec;
  value: Attachment[];
  onChange: (v: Attachment[]) => void;
  readOnly: boolean;
  error?: string | undefined;
}

/** A record's files: each uploaded to the files store at once (type sniffed there), kept by id. */
export function AttachmentsInput({ name, spec, value, onChange, readOnly, error }: Props) {
  const kind = spec.files?.kind ?? 'attachment';
  const categories = spec.files?.categories;
  const [busy, setBusy] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const add = async (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > LIMITS[kind]);
    if (file.size > LIMITS[kind]) return;
    setBusy(true);
    try {
      const fileId = await uploadFile(file, kind, name);
      onChange([...value, { fileId, fileName: file.name, ...(categories ? { category: categories[0] } : {}) }]);
    } catch (err) {
      handleApiError(err, { place: 'UPLOAD FILE' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} data-testid={`record-${name}`}>
      <Text size="sm" fw={500}>
        {spec.label}
        {spec.required && !readOnly ? (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        ) : null}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files
        </Text>
      ) : null}
      {value.map((a, i) => (
        <Group key={a.fileId} gap="xs" wrap="nowrap">
          <Anchor size="sm" href={`/files/${a.fileId}`} target="_blank" rel="noopener">
            {a.fileName ?? 'file'}
          </Anchor>
          {categories ? (
            <Select
              size="xs"
              w={130}
              data={[...categories]}
              value={a.category ?? null}
              readOnly={readOnly}
              allowDeselect={false}
              aria-label="File category"
              onChange={(c) => onChange(value.map((x, j) => (j === i ? { ...x, category: c ?? undefined } : x)))}
            />
          ) : null}
          {readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove file"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {readOnly || value.length >= (spec.files?.max ?? 20) ? null : (
        <FileButton onChange={(f) => void add(f)} accept={ACCEPT[kind]}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={busy}
              w="fit-content"
              data-testid={`record-${name}-upload`}
            >
              Add File
            </Button>
          )}
        </FileButton>
      )}
      {tooLarge ? (
        <Text size="xs" c="red">
          FILE TOO LARGE
        </Text>
      ) : null}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
