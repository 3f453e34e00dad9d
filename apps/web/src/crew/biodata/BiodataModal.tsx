import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { trpc } from '../../shared/trpc';
import { BiodataFilters, type FilterValues } from './BiodataFilters';
import { BiodataSheetView } from './BiodataSheetView';
import { useBiodataPdf } from './use-biodata-pdf';
import { useCmsUpload } from './use-cms-upload';
import { PageLoader } from '../../shared/ui/PageLoader';

/** 000 §9: the generated document's frame is 81vh high by default. */
const FRAME_HEIGHT = '81vh';

/**
 * The Crew Biodata modal (000 §2): filters and Generate on the left; on the right the on-screen
 * Crew Personal Data Sheet, or the generated PDF in a frame once there is one (000 §4). Download,
 * Print, Upload to CMS (crews with an IPN) and Close.
 */
export function BiodataModal({ crewId, opened, onClose }: { crewId: number; opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState<FilterValues>({});
  const { rankTypeId: _rankType, ...filters } = values;
  const sheet = trpc.crew.biodata.sheet.useQuery(
    { crewId, filters },
    { enabled: opened, placeholderData: (prev) => prev, meta: { place: 'CREW BIODATA' } },
  );
  const pdf = useBiodataPdf(crewId);
  const frame = useRef<HTMLIFrameElement>(null);
  const cms = useCmsUpload({
    crewId,
    ipn: sheet.data?.ipn ?? null,
    cmsConfigured: sheet.data?.cmsConfigured ?? false,
    jobId: pdf.pdf?.jobId ?? null,
  });
  const change = (next: FilterValues) => {
    // Another vessel, rank or month is another sheet: the generated one no longer matches it.
    setValues(next);
    pdf.reset();
    cms.reset();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Crew Biodata" size="95%" data-testid="biodata-modal">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <BiodataFilters
          values={values}
          onChange={change}
          onGenerate={() => void pdf.start(filters)}
          generating={pdf.busy}
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="flex-end" gap="xs">
            <Button
              component="a"
              href={pdf.pdf?.download}
              download={pdf.pdf?.fileName}
              disabled={!pdf.pdf}
              variant="light"
              data-testid="biodata-download"
            >
              Download
            </Button>
            <Button
              onClick={() => frame.current?.contentWindow?.print()}
              disabled={!pdf.pdf}
              variant="light"
              data-testid="biodata-print"
            >
              Print
            </Button>
            {cms.button}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
          {cms.result}
          {pdf.pdf ? (
            <iframe
              ref={frame}
              src={pdf.pdf.url}
              title="Crew Biodata PDF"
              style={{ width: '100%', height: FRAME_HEIGHT, border: '1px solid #ccc' }}
              data-testid="biodata-frame"
            />
          ) : sheet.data ? (
            <BiodataSheetView sheet={sheet.data} />
          ) : sheet.isError ? (
            <Alert color="red">The biodata could not be loaded.</Alert>
          ) : (
            <PageLoader />
          )}
        </Stack>
      </Group>
    </Modal>
  );
}
