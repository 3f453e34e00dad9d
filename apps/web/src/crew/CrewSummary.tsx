import { Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@crewing/domain';
import type { CrewDetail } from './api-types';
import { CrewPhoto } from './CrewPhoto';
import { CrewStatusBadges } from '../finance/CrewStatusBadges';
import { Fact } from './Fact';

/**
 * The Crew 201 container's summary header (000 §2): who he is and where he is. `asOf`: as he stood
 * on a past day (issue 27), without today's finance badges.
 */
export function CrewSummary({ crew, asOf }: { crew: CrewDetail; asOf?: boolean }) {
  return (
    <Paper withBorder p="md" data-testid="crew-summary">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <CrewPhoto crew={crew} readOnly={asOf} />
        <Stack gap={0} style={{ flex: 1 }}>
          <Group gap="sm" mb="sm">
            <Title order={1} size="h3" data-testid="crew-summary-name">
              {crew.name}
            </Title>
            <Badge color={crew.status === 1 ? 'green' : 'gray'}>{crew.status === 1 ? 'ACTIVE' : 'INACTIVE'}</Badge>
            <Badge
              color={crew.vessel === 'STANDBY' ? 'yellow' : 'blue'}
              variant="light"
              data-testid="crew-summary-vessel"
            >
              {crew.vessel}
            </Badge>
            {asOf ? null : <CrewStatusBadges crewId={crew.id} />}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 9 }}>
            <Fact label="Rank" value={crew.rank} testId="crew-summary-rank" />
            <Fact label="Vessel" value={crew.vessel} />
            {crew.vessel === 'STANDBY' ? (
              <>
                <Fact label="Last Vessel" value={crew.lastVessel} testId="crew-summary-last-vessel" />
                <Fact
                  label="Standby Since"
                  value={crew.standbySince ? dayjs(crew.standbySince).format(DATE_FORMAT).toUpperCase() : null}
                  testId="crew-summary-standby-since"
                />
                <Fact label="Days Ashore" value={crew.daysAshore} testId="crew-summary-days-ashore" />
              </>
            ) : (
              <>
                <Fact
                  label="Embark Date"
                  value={crew.embarkDate ? dayjs(crew.embarkDate).format(DATE_FORMAT).toUpperCase() : null}
                  testId="crew-summary-embark-date"
                />
                <Fact
                  label="Months On Board"
                  value={crew.monthsOnBoard?.toFixed(1) ?? null}
                  testId="crew-summary-months"
                />
              </>
            )}
            <Fact label="Age" value={crew.age} testId="crew-summary-age" />
            <Fact label="Applicant No." value={crew.applicantNo} />
            <Fact label="Crew Code" value={crew.crewCode} />
            <Fact label="IPN" value={crew.ipn} />
            <Fact
              label="Birthdate"
              value={crew.birthdate ? dayjs(crew.birthdate).format(DATE_FORMAT).toUpperCase() : null}
            />
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
