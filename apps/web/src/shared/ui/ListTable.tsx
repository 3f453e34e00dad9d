import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyRow } from './EmptyRow';
import { ListPagination } from './Pagination';
import { TableHead } from './TableHead';

/**
 * A paged list's table, the frame every list screen draws: a striped table scrolling sideways
 * under its header, one row saying so while it loads or when it is empty, then the pagination
 * once the page has loaded (002 §9).
 */
export function ListTable(props: {
  head: readonly string[];
  minWidth: number;
  /** How many rows the page holds: none shows the empty row. */
  count: number;
  loading: boolean;
  emptyText: string;
  /** The empty row's span when it is not the header's width. */
  colSpan?: number;
  testId?: string;
  of: { page: number; lastPage: number; total: number } | undefined;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped withTableBorder data-testid={props.testId}>
          <TableHead columns={props.head} />
          <Table.Tbody>
            {props.count === 0 ? (
              <EmptyRow colSpan={props.colSpan ?? props.head.length} loading={props.loading} text={props.emptyText} />
            ) : null}
            {props.children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination of={props.of} onChange={props.onPage} />
    </>
  );
}
