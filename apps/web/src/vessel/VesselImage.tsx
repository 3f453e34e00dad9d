import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { ImageActions, ImageFileButton, ImageFrame, useImageCommands, useImagePick } from '../shared/ui/ImageFrame';

/** The vessel image (000 §2 Upload Vessel Image; §8 alerts): upload or delete, each confirmed. */
export function VesselImage({ vesselId, fileId }: { vesselId: number; fileId: string | null }) {
  const canEdit = hasPermission(useMe().data, 'vessel.manage');
  const utils = trpc.useUtils();
  const setImage = trpc.vessel.setImage.useMutation();
  const deleteImage = trpc.vessel.deleteImage.useMutation();
  const { upload, remove } = useImageCommands({
    noun: 'Vessel Image',
    field: 'vesselImage',
    set: (id, commandId) => setImage.mutateAsync({ vesselId, fileId: id, commandId }),
    remove: (commandId) => deleteImage.mutateAsync({ vesselId, commandId }),
    refresh: () => utils.vessel.get.invalidate({ id: vesselId }),
  });
  const { tooLarge, pick } = useImagePick(upload.submit);
  return (
    <ImageFrame
      testId="vessel-image"
      fileId={fileId}
      alt="Vessel image"
      w={180}
      h={120}
      tooLarge={tooLarge}
      tooLargeTestId="vessel-image-too-large"
    >
      {canEdit ? (
        <ImageActions
          testId="vessel-image"
          hasImage={Boolean(fileId)}
          upload={
            <ImageFileButton onPick={pick} busy={upload.busy} testId="vessel-image-upload" label="Upload Image" />
          }
          remove={remove}
        />
      ) : null}
    </ImageFrame>
  );
}
