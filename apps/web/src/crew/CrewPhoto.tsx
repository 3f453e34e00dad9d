import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { OwnerImage } from '../shared/ui/ImageFrame';
import type { CrewDetail } from './api-types';

/** The crew image (000 §2): upload or delete, each confirmed; the file is sniffed by the files store. */
export function CrewPhoto({ crew, readOnly = false }: { crew: CrewDetail; readOnly?: boolean }) {
  const setPhoto = trpc.crew.setPhoto.useMutation();
  const deletePhoto = trpc.crew.deletePhoto.useMutation();
  return (
    <OwnerImage
      testId="crew-photo"
      imageTestId="crew-photo-image"
      fileId={crew.photoFileId}
      alt="Crew image"
      w={120}
      h={140}
      centredPlaceholder
      uploadLabel="Upload"
      canEdit={!readOnly && hasPermission(useMe().data, 'crew.manage')}
      commands={{
        noun: 'Crew Image',
        field: 'crewImage',
        set: (fileId, commandId) => setPhoto.mutateAsync({ crewId: crew.id, fileId, commandId }),
        remove: (commandId) => deletePhoto.mutateAsync({ crewId: crew.id, commandId }),
        refresh: (utils) =>
          Promise.all([utils.crew.get.invalidate({ id: crew.id }), utils.crew.history.invalidate({ crewId: crew.id })]),
      }}
    />
  );
}
