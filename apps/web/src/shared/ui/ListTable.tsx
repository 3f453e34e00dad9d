import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyRow } from './EmptyRow';
import { ListPagination } from './Pagination';
import { TableHead } from './TableHead';

interface Props {
  /** The column titles; a list of one kind of thing may go without. */
  head?: readonly string[];
  /** Given: the table scrolls sideways below this width. */
  minWidth?: number;
  /** How many rows the page holds: none shows the empty row. */
  count: number;
  loading: boolean;
  emptyText: string;
  /** The empty row's span when it is not the header's width. */
  colSpan?: number;
  testId?: string;
  /** A paged list's page and its change: the pagination below the table. */
  of?: { page: number; lastPage: number; total: number } | undefined;
  onPage?: (page: number) => void;
  children: ReactNode;
}

/**
 * A list's table, the frame every list screen draws: a striped table under its header, one row
 * saying so while it loads or when it is empty, then, for a paged list, the pagination once the
 * page has loaded (002 §9).
 */
export function ListTable(props: Props) {
  const { head, minWidth, onPage } = props;
  const table = (
    <Table striped withTableBorder data-testid={props.testId}>
      {head ? <TableHead columns={head} /> : null}
      <Table.Tbody>
        {props.count === 0 ? (
          <EmptyRow colSpan={props.colSpan ?? head?.length ?? 1} loading={props.loading} text={props.emptyText} />
        ) : null}
        {props.children}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
      {onPage ? <ListPagination of={props.of} onChange={onPage} /> : null}
    </>
  );
}
