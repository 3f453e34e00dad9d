import { Button, FileInput, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { uploadFile } from '../shared/upload';
import { useCommand } from '../shared/use-command';

/** 000 §5, §9: image preview limit 2,000,000 bytes ('FILE TOO LARGE'); the files store checks the real type and size again. */
const IMAGE_LIMIT = 2_000_000;

function UploadStaffImageModal({
  userId,
  onClose,
  onDone,
}: {
  userId: number;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const setImage = trpc.staff.setImage.useMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const pick = (f: File | null) => {
    setError(null);
    setPreview(null);
    setFile(null);
    if (!f) return;
    if (!f.type.startsWith('image/')) return setError('The file must be an image');
    if (f.size > IMAGE_LIMIT) return setError('FILE TOO LARGE');
    setFile(f);
    // 000 §4: the preview appears about 200 ms after the file is read.
    setTimeout(() => setPreview(URL.createObjectURL(f)), 200);
  };
  const upload = useCommand<File>({
    confirm: 'update',
    confirmText: 'Are you sure you want to upload this image?',
    place: 'UPDATE STAFF IMAGE',
    successMessage: 'Staff Image Successfully Updated',
    failureMessage: 'Staff Image Failed to Update',
    run: async (f, commandId) => {
      const fileId = await uploadFile(f, 'image', 'userImage');
      await setImage.mutateAsync({ userId, fileId, commandId });
      await onDone();
    },
    onSuccess: onClose,
  });
  return (
    <Modal opened onClose={onClose} title="Upload Staff Image" data-testid="staff-image-modal">
      <Stack>
        <FileInput
          label="Staff Image"
          accept="image/*"
          withAsterisk
          value={file}
          onChange={pick}
          error={error}
          clearable
          data-testid="staff-image-input"
        />
        {preview ? <Image src={preview} alt="Preview" h={180} fit="contain" data-testid="staff-image-preview" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            loading={upload.busy}
            data-testid="staff-image-submit"
            onClick={() => (file ? void upload.submit(file) : setError('Choose an image file'))}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The staff image of the header (alt 'No Image Selected' when none): upload and delete, each confirmed (000 §8 alerts). */
export function StaffImage({ userId, fileId }: { userId: number; fileId: string | null }) {
  const canEdit = hasPermission(useMe().data, 'staff.database');
  const utils = trpc.useUtils();
  const deleteImage = trpc.staff.deleteImage.useMutation();
  const [uploading, setUploading] = useState(false);
  const refresh = () =>
    Promise.all([utils.staff.get.invalidate({ id: userId }), utils.staff.history.invalidate({ userId })]);
  const remove = useCommand<null>({
    confirm: 'delete',
    confirmText: 'Are you sure you want to delete this image?',
    place: 'DELETE STAFF IMAGE',
    successMessage: 'Staff Image Successfully Deleted',
    failureMessage: 'Staff Image Failed to Delete',
    run: async (_v, commandId) => (await deleteImage.mutateAsync({ userId, commandId }), await refresh()),
  });
  return (
    <Stack gap={4} align="center" w={180} data-testid="staff-image">
      {fileId ? (
        <Image
          src={`/files/${fileId}`}
          alt="Staff image"
          w={160}
          h={160}
          fit="cover"
          radius="sm"
          data-testid="staff-image-img"
        />
      ) : (
        <Stack
          w={160}
          h={160}
          justify="center"
          align="center"
          bg="gray.1"
          style={{ borderRadius: 4 }}
          role="img"
          aria-label="No Image Selected"
        >
          <Text size="xs" c="dimmed">
            No Image Selected
          </Text>
        </Stack>
      )}
      {canEdit ? (
        <Group gap={4}>
          <Button size="compact-xs" variant="light" onClick={() => setUploading(true)} data-testid="staff-image-upload">
            Upload Image
          </Button>
          {fileId ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={remove.busy}
              onClick={() => void remove.submit(null)}
              data-testid="staff-image-delete"
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ) : null}
      {uploading ? (
        <UploadStaffImageModal userId={userId} onClose={() => setUploading(false)} onDone={refresh} />
      ) : null}
    </Stack>
  );
}
