import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { ImageActions, ImageFileButton, ImageFrame, useImageCommands, useImagePick } from '../shared/ui/ImageFrame';
import type { CrewDetail } from './api-types';

/** The crew image (000 §2): upload or delete, each confirmed; the file is sniffed by the files store. */
export function CrewPhoto({ crew, readOnly = false }: { crew: CrewDetail; readOnly?: boolean }) {
  const canEdit = !readOnly && hasPermission(useMe().data, 'crew.manage');
  const utils = trpc.useUtils();
  const setPhoto = trpc.crew.setPhoto.useMutation();
  const deletePhoto = trpc.crew.deletePhoto.useMutation();
  const { upload, remove } = useImageCommands({
    noun: 'Crew Image',
    field: 'crewImage',
    set: (fileId, commandId) => setPhoto.mutateAsync({ crewId: crew.id, fileId, commandId }),
    remove: (commandId) => deletePhoto.mutateAsync({ crewId: crew.id, commandId }),
    refresh: () =>
      Promise.all([utils.crew.get.invalidate({ id: crew.id }), utils.crew.history.invalidate({ crewId: crew.id })]),
  });
  const { tooLarge, pick } = useImagePick(upload.submit);
  return (
    <ImageFrame
      testId="crew-photo"
      imageTestId="crew-photo-image"
      fileId={crew.photoFileId}
      alt="Crew image"
      w={120}
      h={140}
      centredPlaceholder
      tooLarge={tooLarge}
    >
      {canEdit ? (
        <ImageActions
          testId="crew-photo"
          hasImage={Boolean(crew.photoFileId)}
          upload={<ImageFileButton onPick={pick} busy={upload.busy} testId="crew-photo-upload" label="Upload" />}
          remove={remove}
        />
      ) : null}
    </ImageFrame>
  );
}
