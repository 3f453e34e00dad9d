import { Group, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import './embark-docs.css';

interface Props {
  vesselName: string;
  /** The vessel's embarking crews (active embarkings of ranks not cancelled), in board order, with the rank they embark for. */
  crews: Array<{ crewId: number; rank: string }>;
  onClose: () => void;
}

/**
 * 001 §2.5 Crew Embarking Document Requirements: crews against the 23 document columns; red when
 * expired. Opened from the crew change board for one vessel; the documents are this area's records.
 */
export function EmbarkDocsModal({ vesselName, crews: embarking, onClose }: Props) {
  const crewIds = embarking.map((c) => c.crewId);
  const rankOf = new Map(embarking.map((c) => [c.crewId, c.rank]));
  const query = trpc.documents.embarkRequirements.useQuery({ crewIds }, { meta: { place: 'LOAD EMBARK DOCUMENTS' } });
  const data = query.data;
  const order = new Map(crewIds.map((id, i) => [id, i]));
  const crews = [...(data?.crews ?? [])].sort((a, b) => (order.get(a.crewId) ?? 0) - (order.get(b.crewId) ?? 0));
  return (
    <Modal
      opened
      onClose={onClose}
      size="95%"
      title={<Text fw={700}>Crew Embarking Document Requirements — {vesselName}</Text>}
    >
      <div data-testid="embark-docs-modal">
        {query.isPending ? <Loader size="sm" /> : null}
        {data ? (
          <>
            <Group gap="lg" mb="xs" data-testid="embark-docs-legend">
              <Text size="xs">
                <span className="cc-doc-expired">Red date</span>: expired (today, {formatDate(data.today)}, is past the
                expiry date)
              </Text>
              <Text size="xs">Black date: expiry date, still valid</Text>
              <Text size="xs">—: no document on record</Text>
              <Text size="xs">
                <span className="cc-doc-required">MISSING</span>: mandatory for the crew&apos;s rank (document matrix),
                not on record
              </Text>
            </Group>
            {crews.length === 0 ? (
              <Text c="dimmed">No embarking crew on this vessel.</Text>
            ) : (
              <ScrollArea type="auto" offsetScrollbars data-testid="embark-docs-scroll">
                <Table withTableBorder withColumnBorders striped className="cc-docs-table" fz="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th className="cc-docs-sticky cc-docs-rank">RANK</Table.Th>
                      <Table.Th className="cc-docs-sticky cc-docs-name">NAME OF CREW</Table.Th>
                      {data.columns.map((c) => (
                        <Table.Th key={c.code} data-code={c.code}>
                          {c.label}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {crews.map((crew) => (
                      <Table.Tr key={crew.crewId} data-testid={`embark-docs-crew-${crew.crewId}`}>
                        <Table.Td className="cc-docs-sticky cc-docs-rank">
                          {rankOf.get(crew.crewId) || crew.rank}
                        </Table.Td>
                        <Table.Td className="cc-docs-sticky cc-docs-name">{crew.name}</Table.Td>
                        {data.columns.map((c) => {
                          const doc = crew.docs[c.code];
                          if (!doc) {
                            // The rank's document matrix asks for it and it is not on file.
                            const mandatory = crew.required[c.code] === true;
                            return (
                              <Table.Td
                                key={c.code}
                                data-code={c.code}
                                data-missing={mandatory ? 'true' : undefined}
                                className={mandatory ? 'cc-doc-required' : 'cc-doc-missing'}
                              >
                                {mandatory ? 'MISSING' : '—'}
                              </Table.Td>
                            );
                          }
                          const title = [
                            doc.number && `No. ${doc.number}`,
                            doc.issuedDate && `Issued ${formatDate(doc.issuedDate)}`,
                            doc.expiryDate && `Expires ${formatDate(doc.expiryDate)}`,
                          ]
                            .filter(Boolean)
                            .join(' · ');
                          return (
                            <Table.Td
                              key={c.code}
                              data-code={c.code}
                              data-expired={doc.expired ? 'true' : 'false'}
                              className={doc.expired ? 'cc-doc-expired' : undefined}
                              title={title}
                            >
                              {doc.expiryDate ? formatDate(doc.expiryDate) : '—'}
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
