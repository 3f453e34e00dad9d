import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface ViewedFile {
  fileId: string;
  fileName?: string | undefined;
}

/** Where a stored file opens in the viewer frame (the server answers inline for PDFs and images only). */
export const viewUrl = (fileId: string) => `/files/${fileId}?view=1`;
export const downloadUrl = (fileId: string) => `/files/${fileId}`;

/**
 * A stored PDF or image in a frame (81vh, 000 §9), with Download under its file name and Print:
 * how a document scan, the checklist or the biodata is looked at without leaving the page.
 */
export function FileViewer({
  file,
  title,
  onClose,
  extra,
}: {
  file: ViewedFile;
  title?: string;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      size="90%"
      title={<Text fw={700}>{title ?? file.fileName ?? 'File'}</Text>}
      data-testid="file-viewer"
    >
      <Group justify="flex-end" mb="xs" gap="xs">
        {extra}
        <Button size="xs" variant="default" onClick={() => frame?.contentWindow?.print()}>
          Print
        </Button>
        <Button
          size="xs"
          component="a"
          href={downloadUrl(file.fileId)}
          download={file.fileName ?? true}
          data-testid="file-viewer-download"
        >
          Download
        </Button>
        <Button size="xs" variant="default" onClick={onClose} data-testid="file-viewer-close">
          Close
        </Button>
      </Group>
      <iframe
        ref={setFrame}
        title={file.fileName ?? 'file'}
        src={viewUrl(file.fileId)}
        style={{ width: '100%', height: '81vh', border: '1px solid #dee2e6' }}
      />
    </Modal>
  );
}

/** A file's name as a link that opens it in the viewer. */
export function FileLink({ file, onOpen }: { file: ViewedFile; onOpen: (f: ViewedFile) => void }) {
  return (
    <Anchor
      size="sm"
      component="button"
      type="button"
      onClick={() => onOpen(file)}
      mr="xs"
      data-testid="file-link"
      style={{ textAlign: 'left' }}
    >
      {file.fileName ?? 'file'}
    </Anchor>
  );
}
