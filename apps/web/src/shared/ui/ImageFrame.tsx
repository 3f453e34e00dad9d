import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { trpc } from '../trpc';
import { uploadFile } from '../upload';
import { useCommand } from '../use-command';

type Utils = ReturnType<typeof trpc.useUtils>;

/** 000 §5: an image, previewed only up to 2,000,000 bytes ('FILE TOO LARGE'); the files store checks again. */
export const IMAGE_LIMIT = 2_000_000;

/**
 * The upload and delete commands of an owner's one image (000 §2; §8 alerts), each confirmed.
 * `noun` names the alerts: 'Crew Image' gives 'UPDATE CREW IMAGE' and 'Crew Image Successfully Updated'.
 */
export function useImageCommands({
  noun,
  field,
  set,
  remove,
  refresh,
  deleteConfirmText,
  onUploaded,
}: {
  noun: string;
  /** The field the files store's refusal is reported under. */
  field: string;
  set: (fileId: string, commandId: string) => Promise<unknown>;
  remove: (commandId: string) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  deleteConfirmText?: string;
  onUploaded?: () => void;
}) {
  const place = noun.toUpperCase();
  const upload = useCommand<File>({
    confirm: 'update',
    confirmText: 'Are you sure you want to upload this image?',
    place: `UPDATE ${place}`,
    successMessage: `${noun} Successfully Updated`,
    failureMessage: `${noun} Failed to Update`,
    run: async (file, commandId) => {
      await set(await uploadFile(file, 'image', field), commandId);
      await refresh();
    },
    ...(onUploaded ? { onSuccess: onUploaded } : {}),
  });
  const del = useCommand<null>({
    confirm: 'delete',
    ...(deleteConfirmText ? { confirmText: deleteConfirmText } : {}),
    place: `DELETE ${place}`,
    successMessage: `${noun} Successfully Deleted`,
    failureMessage: `${noun} Failed to Delete`,
    run: async (_v, commandId) => (await remove(commandId), await refresh()),
  });
  return { upload, remove: del };
}

/** A file picked for upload: refused with 'FILE TOO LARGE' over the preview limit, else sent. */
export function useImagePick(send: (file: File) => unknown) {
  const [tooLarge, setTooLarge] = useState(false);
  const pick = (file: File | null) => {
    if (!file) return;
    const big = file.size > IMAGE_LIMIT;
    setTooLarge(big);
    if (!big) void send(file);
  };
  return { tooLarge, pick };
}

/**
 * An owner's image with 'No Image Selected' in its place when there is none, and below it what
 * the caller adds (the actions), after 'FILE TOO LARGE' when the picked file was over the limit. `testId` names the frame; the image is
 * `imageTestId` (`<testId>-img` unless given).
 */
export function ImageFrame({
  testId,
  imageTestId = `${testId}-img`,
  fileId,
  alt,
  w,
  h,
  labelledPlaceholder = false,
  centredPlaceholder = false,
  tooLarge = false,
  tooLargeTestId,
  children,
}: {
  testId: string;
  imageTestId?: string;
  fileId: string | null;
  alt: string;
  w: number;
  h: number;
  /** The placeholder is an image named 'No Image Selected' for assistive technology. */
  labelledPlaceholder?: boolean;
  centredPlaceholder?: boolean;
  /** The picked file was over the preview limit. */
  tooLarge?: boolean;
  tooLargeTestId?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} align="center" w={w + 20} data-testid={testId}>
      {fileId ? (
        <Image src={`/files/${fileId}`} alt={alt} w={w} h={h} fit="cover" radius="sm" data-testid={imageTestId} />
      ) : (
        <Stack
          w={w}
          h={h}
          justify="center"
          align="center"
          bg="gray.1"
          style={{ borderRadius: 4 }}
          {...(labelledPlaceholder ? { role: 'img', 'aria-label': 'No Image Selected' } : {})}
        >
          <Text size="xs" c="dimmed" {...(centredPlaceholder ? { ta: 'center' as const } : {})}>
            No Image Selected
          </Text>
        </Stack>
      )}
      {tooLarge ? (
        <Text size="xs" c="red" data-testid={tooLargeTestId}>
          FILE TOO LARGE
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** Upload (what `upload` renders) and, when there is an image, Delete (`<testId>-delete`). */
export function ImageActions({
  testId,
  hasImage,
  upload,
  remove,
}: {
  testId: string;
  hasImage: boolean;
  upload: ReactNode;
  remove: { busy: boolean; submit: (v: null) => unknown };
}) {
  return (
    <Group gap={4}>
      {upload}
      {hasImage ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={remove.busy}
          onClick={() => void remove.submit(null)}
          data-testid={`${testId}-delete`}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

/** The Upload button that opens the file chooser for an image. */
export function ImageFileButton({
  onPick,
  busy,
  testId,
  label,
}: {
  onPick: (file: File | null) => void;
  busy: boolean;
  testId: string;
  label: string;
}) {
  return (
    <FileButton onChange={onPick} accept="image/*">
      {(props) => (
        <Button {...props} size="compact-xs" variant="light" loading={busy} data-testid={testId}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

/**
 * An owner's one image whose Upload opens the file chooser (the crew's photo, the vessel's image):
 * the commands, the size check, the frame and its actions. Test ids follow `frame.testId`:
 * `<testId>-upload` and `<testId>-delete`.
 */
export function OwnerImage({
  commands,
  canEdit,
  uploadLabel,
  ...frame
}: Omit<Parameters<typeof ImageFrame>[0], 'children' | 'tooLarge'> & {
  /** As `useImageCommands` takes them, `refresh` given the query cache. */
  commands: Omit<Parameters<typeof useImageCommands>[0], 'refresh'> & { refresh: (utils: Utils) => Promise<unknown> };
  canEdit: boolean;
  uploadLabel: string;
}) {
  const utils = trpc.useUtils();
  const { upload, remove } = useImageCommands({ ...commands, refresh: () => commands.refresh(utils) });
  const { tooLarge, pick } = useImagePick(upload.submit);
  const { testId } = frame;
  return (
    <ImageFrame {...frame} tooLarge={tooLarge}>
      {canEdit ? (
        <ImageActions
          testId={testId}
          hasImage={Boolean(frame.fileId)}
          upload={<ImageFileButton onPick={pick} busy={upload.busy} testId={`${testId}-upload`} label={uploadLabel} />}
          remove={remove}
        />
      ) : null}
    </ImageFrame>
  );
}
