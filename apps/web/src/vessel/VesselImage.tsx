import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { uploadFile } from '../shared/upload';
import { useCommand } from '../shared/use-command';

/** 000 §5: an image, previewed only up to 2,000,000 bytes ('FILE TOO LARGE'); the files store checks again. */
const IMAGE_LIMIT = 2_000_000;

/** The vessel image (000 §2 Upload Vessel Image; §8 alerts): upload or delete, each confirmed. */
export function VesselImage({ vesselId, fileId }: { vesselId: number; fileId: string | null }) {
  const canEdit = hasPermission(useMe().data, 'vessel.manage');
  const utils = trpc.useUtils();
  const setImage = trpc.vessel.setImage.useMutation();
  const deleteImage = trpc.vessel.deleteImage.useMutation();
  const [tooLarge, setTooLarge] = useState(false);
  const refresh = () => utils.vessel.get.invalidate({ id: vesselId });
  const upload = useCommand<File>({
    confirm: 'update',
    confirmText: 'Are you sure you want to upload this image?',
    place: 'UPDATE VESSEL IMAGE',
    successMessage: 'Vessel Image Successfully Updated',
    failureMessage: 'Vessel Image Failed to Update',
    run: async (file, commandId) => {
      const id = await uploadFile(file, 'image', 'vesselImage');
      await setImage.mutateAsync({ vesselId, fileId: id, commandId });
      await refresh();
    },
  });
  const remove = useCommand<null>({
    confirm: 'delete',
    place: 'DELETE VESSEL IMAGE',
    successMessage: 'Vessel Image Successfully Deleted',
    failureMessage: 'Vessel Image Failed to Delete',
    run: async (_v, commandId) => (await deleteImage.mutateAsync({ vesselId, commandId }), await refresh()),
  });
  const pick = (file: File | null) => {
    if (!file) return;
    const big = file.size > IMAGE_LIMIT;
    setTooLarge(big);
    if (!big) void upload.submit(file);
  };
  return (
    <Stack gap={4} align="center" w={200} data-testid="vessel-image">
      {fileId ? (
        <Image
          src={`/files/${fileId}`}
          alt="Vessel image"
          w={180}
          h={120}
          fit="cover"
          radius="sm"
          data-testid="vessel-image-img"
        />
      ) : (
        <Stack w={180} h={120} justify="center" align="center" bg="gray.1" style={{ borderRadius: 4 }}>
          <Text size="xs" c="dimmed">
            No Image Selected
          </Text>
        </Stack>
      )}
      {tooLarge ? (
        <Text size="xs" c="red" data-testid="vessel-image-too-large">
          FILE TOO LARGE
        </Text>
      ) : null}
      {canEdit ? (
        <Group gap={4}>
          <FileButton onChange={pick} accept="image/*">
            {(props) => (
              <Button
                {...props}
                size="compact-xs"
                variant="light"
                loading={upload.busy}
                data-testid="vessel-image-upload"
              >
                Upload Image
              </Button>
            )}
          </FileButton>
          {fileId ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={remove.busy}
              onClick={() => void remove.submit(null)}
              data-testid="vessel-image-delete"
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
