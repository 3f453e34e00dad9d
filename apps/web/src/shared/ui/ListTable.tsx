import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyRow } from './EmptyRow';
import { ListPagination } from './Pagination';
import { TableHead } from './TableHead';

type Page = { page: number; lastPage: number; total: number; totalAtLeast?: boolean };

/** What the rows come from: counted by hand, or a paged list's query (its page's items, its loading, its pagination). */
type Rows =
  | {
      /** How many rows the page holds: none shows the empty row; undefined (not loaded) shows no row at all. */
      count: number | undefined;
      loading: boolean;
      /** A paged list's page: the pagination below the table (with `onPage`). */
      of?: Page | undefined;
      paged?: never;
    }
  | {
      paged: { data?: (Page & { items: readonly unknown[] }) | undefined; isPending: boolean };
      count?: never;
      loading?: never;
      of?: never;
    };

type Props = Rows & {
  /** The column titles; a list of one kind of thing may go without. */
  head?: readonly string[];
  /** Given: the table scrolls sideways below this width. */
  minWidth?: number;
  emptyText: string;
  /** The empty row's span when it is not the header's width. */
  colSpan?: number;
  testId?: string;
  /** The row under the pointer is shaded (a list whose rows open something). */
  highlightOnHover?: boolean;
  /** A paged list's change of page: the pagination below the table. */
  onPage?: (page: number) => void;
  children: ReactNode;
};

/**
 * A list's table, the frame every list screen draws: a striped table under its header, one row
 * saying so while it loads or when it is empty, then, for a paged list, the pagination once the
 * page has loaded (002 §9).
 */
export function ListTable(props: Props) {
  const { head, minWidth, onPage, paged } = props;
  const count = paged ? (paged.data?.items.length ?? 0) : props.count;
  const loading = paged ? paged.isPending : props.loading;
  const table = (
    <Table striped withTableBorder highlightOnHover={props.highlightOnHover} data-testid={props.testId}>
      {head ? <TableHead columns={head} /> : null}
      <Table.Tbody>
        {count === 0 ? (
          <EmptyRow colSpan={props.colSpan ?? head?.length ?? 1} loading={loading} text={props.emptyText} />
        ) : null}
        {props.children}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
      {onPage ? <ListPagination of={paged ? paged.data : props.of} onChange={onPage} /> : null}
    </>
  );
}
