import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { uploadFile } from '../shared/upload';
import { useCommand } from '../shared/use-command';
import type { CrewDetail } from './api-types';

/** 000 §5: an image, previewed only up to 2,000,000 bytes ('FILE TOO LARGE'); the server checks again. */
const IMAGE_LIMIT = 2_000_000;

/** The crew image (000 §2): upload or delete, each confirmed; the file is sniffed by the files store. */
export function CrewPhoto({ crew }: { crew: CrewDetail }) {
  const canEdit = hasPermission(useMe().data, 'crew.manage');
  const utils = trpc.useUtils();
  const setPhoto = trpc.crew.setPhoto.useMutation();
  const deletePhoto = trpc.crew.deletePhoto.useMutation();
  const [tooLarge, setTooLarge] = useState(false);
  const refresh = () =>
    Promise.all([utils.crew.get.invalidate({ id: crew.id }), utils.crew.history.invalidate({ crewId: crew.id })]);
  const upload = useCommand<File>({
    confirm: 'update',
    confirmText: 'Are you sure you want to upload this image?',
    place: 'UPDATE CREW IMAGE',
    successMessage: 'Crew Image Successfully Updated',
    failureMessage: 'Crew Image Failed to Update',
    run: async (file, commandId) => {
      const fileId = await uploadFile(file, 'image', 'crewImage');
      await setPhoto.mutateAsync({ crewId: crew.id, fileId, commandId });
      await refresh();
    },
  });
  const remove = useCommand<null>({
    confirm: 'delete',
    place: 'DELETE CREW IMAGE',
    successMessage: 'Crew Image Successfully Deleted',
    failureMessage: 'Crew Image Failed to Delete',
    run: async (_v, commandId) => (await deletePhoto.mutateAsync({ crewId: crew.id, commandId }), await refresh()),
  });
  const pick = (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > IMAGE_LIMIT);
    if (file.size <= IMAGE_LIMIT) void upload.submit(file);
  };
  return (
    <Stack gap={4} align="center" w={140} data-testid="crew-photo">
      {crew.photoFileId ? (
        <Image
          src={`/files/${crew.photoFileId}`}
          alt="Crew image"
          w={120}
          h={140}
          fit="cover"
          radius="sm"
          data-testid="crew-photo-image"
        />
      ) : (
        <Stack w={120} h={140} justify="center" align="center" bg="gray.1" style={{ borderRadius: 4 }}>
          <Text size="xs" c="dimmed" ta="center">
            No Image Selected
          </Text>
        </Stack>
      )}
      {tooLarge ? (
        <Text size="xs" c="red">
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
                data-testid="crew-photo-upload"
              >
                Upload
              </Button>
            )}
          </FileButton>
          {crew.photoFileId ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={remove.busy}
              onClick={() => void remove.submit(null)}
              data-testid="crew-photo-delete"
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
