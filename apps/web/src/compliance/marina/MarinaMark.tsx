import { Badge, Group, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import { marinaCheckable, MARINA_RESULT_LABELS, type MarinaMark as Mark } from '@crewing/domain/compliance/index';
import { hasPermission, useMe } from '../../auth/session';
import { trpc } from '../../shared/trpc';
import { RowButton } from '../../shared/ui/RowButton';
import { MarinaVerifyModal, type MarinaTarget } from './MarinaVerifyModal';

const COLOR: Record<Mark['result'], string> = { VERIFIED: 'green', NOT_FOUND: 'red', MISMATCH: 'red' };

/** A certificate's MARINA mark: the latest check's result, date and who, or "Not verified" (since 9 Nov 2021). */
export function MarinaBadge({ mark, issuedDate }: { mark: Mark | null; issuedDate: unknown }) {
  if (!mark)
    return marinaCheckable(issuedDate) ? (
      <Badge color="orange" variant="light" data-testid="marina-mark">
        Not verified
      </Badge>
    ) : (
      <Badge color="gray" variant="light" data-testid="marina-mark">
        Issued before 9 Nov 2021
      </Badge>
    );
  return (
    <Tooltip label={`Serial ${mark.serial}, checked by ${mark.by}`}>
      <Badge color={COLOR[mark.result]} data-testid="marina-mark">
        {`${MARINA_RESULT_LABELS[mark.result]} ${formatDate(mark.at.slice(0, 10))}`}
      </Badge>
    </Tooltip>
  );
}

/** The crew's marks by `family:recordId` (one query per crew, shared by every row). */
export function useMarinaMarks(crewId: number) {
  const marks = trpc.compliance.marina.marks.useQuery({ crewId }, { meta: { place: 'MARINA MARKS' } });
  return new Map((marks.data ?? []).map((m) => [m.key, m]));
}

/** One row's MARINA cell: the mark, and "Verify at MARINA" for who keeps the crew's documents. */
export function MarinaCell({ target, issuedDate }: { target: MarinaTarget; issuedDate: unknown }) {
  const marks = useMarinaMarks(target.crewId);
  const canVerify = hasPermission(useMe().data, 'documents.manage');
  const [open, setOpen] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <MarinaBadge mark={marks.get(`${target.family}:${target.recordId}`) ?? null} issuedDate={issuedDate} />
      {canVerify ? (
        <RowButton
          variant="light"
          onClick={() => setOpen(true)}
          aria-label={`Verify at MARINA: ${target.label}`}
          data-testid="marina-verify"
        >
          Verify at MARINA
        </RowButton>
      ) : null}
      {open ? <MarinaVerifyModal target={target} onClose={() => setOpen(false)} /> : null}
    </Group>
  );
}
