import { Button, FileInput, Image, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { IMAGE_LIMIT, ImageActions, ImageFrame, useImageCommands } from '../shared/ui/ImageFrame';
import { FormActions } from '../shared/ui/FormActions';

/** Upload Staff Image: an image under the preview limit (000 §5, §9 'FILE TOO LARGE'); the files store checks the real type and size again. */
function UploadStaffImageModal({
  upload,
  onClose,
}: {
  upload: { busy: boolean; submit: (file: File) => unknown };
  onClose: () => void;
}) {
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
        <FormActions
          busy={upload.busy}
          onCancel={onClose}
          cancelLabel="Close"
          submitLabel="Upload"
          onSubmit={() => (file ? void upload.submit(file) : setError('Choose an image file'))}
          submitTestId="staff-image-submit"
        />
      </Stack>
    </Modal>
  );
}

/** The staff image of the header (alt 'No Image Selected' when none): upload and delete, each confirmed (000 §8 alerts). */
export function StaffImage({ userId, fileId }: { userId: number; fileId: string | null }) {
  const canEdit = hasPermission(useMe().data, 'staff.database');
  const utils = trpc.useUtils();
  const setImage = trpc.staff.setImage.useMutation();
  const deleteImage = trpc.staff.deleteImage.useMutation();
  const [uploading, setUploading] = useState(false);
  const { upload, remove } = useImageCommands({
    noun: 'Staff Image',
    field: 'userImage',
    set: (id, commandId) => setImage.mutateAsync({ userId, fileId: id, commandId }),
    remove: (commandId) => deleteImage.mutateAsync({ userId, commandId }),
    refresh: () =>
      Promise.all([utils.staff.get.invalidate({ id: userId }), utils.staff.history.invalidate({ userId })]),
    deleteConfirmText: 'Are you sure you want to delete this image?',
    onUploaded: () => setUploading(false),
  });
  return (
    <ImageFrame testId="staff-image" fileId={fileId} alt="Staff image" w={160} h={160} labelledPlaceholder>
      {canEdit ? (
        <ImageActions
          testId="staff-image"
          hasImage={Boolean(fileId)}
          upload={
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => setUploading(true)}
              data-testid="staff-image-upload"
            >
              Upload Image
            </Button>
          }
          remove={remove}
        />
      ) : null}
      {uploading ? <UploadStaffImageModal upload={upload} onClose={() => setUploading(false)} /> : null}
    </ImageFrame>
  );
}
