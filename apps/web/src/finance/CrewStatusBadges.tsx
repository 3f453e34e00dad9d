import { Badge, Tooltip } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';

/**
 * What the 201 summary flags for issue 15: an NFR (not for rehire) withdrawal not lifted (he is
 * refused on a line-up until then) and the latest evaluation grade (CER, company evaluation or
 * assessment, newest first).
 */
export function CrewStatusBadges({ crewId }: { crewId: number }) {
  const status = trpc.finance.crewStatus.useQuery({ crewId }, { meta: { place: 'CREW 201' } }).data;
  if (!status) return null;
  return (
    <>
      {status.nfr ? (
        <Tooltip label={`Withdrawn ${formatDate(status.nfr.effectiveDate)}: not for rehire until lifted`}>
          <Badge color="red" data-testid="crew-summary-nfr">
            NFR
          </Badge>
        </Tooltip>
      ) : null}
      {status.latestGrade ? (
        <Tooltip label={`${status.latestGrade.source}, ${formatDate(status.latestGrade.date)}`}>
          <Badge color="grape" variant="light" data-testid="crew-summary-grade">
            GRADE: {status.latestGrade.grade}
          </Badge>
        </Tooltip>
      ) : null}
    </>
  );
}
