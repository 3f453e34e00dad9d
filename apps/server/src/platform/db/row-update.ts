import type { AnyTrx } from '@crewing/events';

/**
 * A projection's updates of one row of its table, found by its key (`{ id: crewId }`,
 * `{ day, ticket_no }`), each with the columns every update of the event sets (`{ version }`).
 */
export function rowUpdate(
  trx: AnyTrx,
  table: string,
  key: Readonly<Record<string, unknown>>,
  always: Readonly<Record<string, unknown>> = {},
) {
  return (values: Readonly<Record<string, unknown>>) => {
    let q = trx.updateTable(table).set({ ...values, ...always });
    for (const [column, value] of Object.entries(key)) q = q.where(column, '=', value);
    return q.execute();
  };
}
