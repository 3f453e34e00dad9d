import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { OwnerImage } from '../shared/ui/ImageFrame';

/** The vessel image (000 §2 Upload Vessel Image; §8 alerts): upload or delete, each confirmed. */
export function VesselImage({ vesselId, fileId }: { vesselId: number; fileId: string | null }) {
  const setImage = trpc.vessel.setImage.useMutation();
  const deleteImage = trpc.vessel.deleteImage.useMutation();
  return (
    <OwnerImage
      testId="vessel-image"
      fileId={fileId}
      alt="Vessel image"
      w={180}
      h={120}
      tooLargeTestId="vessel-image-too-large"
      uploadLabel="Upload Image"
      canEdit={hasPermission(useMe().data, 'vessel.manage')}
      commands={{
        noun: 'Vessel Image',
        field: 'vesselImage',
        set: (id, commandId) => setImage.mutateAsync({ vesselId, fileId: id, commandId }),
        remove: (commandId) => deleteImage.mutateAsync({ vesselId, commandId }),
        refresh: (utils) => utils.vessel.get.invalidate({ id: vesselId }),
      }}
    />
  );
}
