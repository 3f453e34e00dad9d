import { sql } from 'kysely';
import type { AnyTrx } from './db-types.js';
import { writeRows } from './projection.js';

/**
 * The rows a batch fold works on, keyed by one column: the rows the batch names read in one statement, changed in
 * memory event by event (null: deleted), then written once: the deleted ones that were on file in one DELETE, the
 * others in upserts of 2,000 rows (`writeRows`). What a replay page costs is then two or three statements, not one
 * an event (the debriefings and their remarks, s46-s47).
 */
export class KeyedRows<K extends string | number, R extends Record<string, unknown>> {
  private readonly rows = new Map<K, R | null>();
  private readonly onFile = new Set<K>();
  private readonly dirty = new Set<K>();

  private constructor(
    private readonly table: string,
    private readonly key: string & keyof R,
    private readonly keyType: 'uuid' | 'integer',
  ) {}

  /** The rows of `table` whose `key` is one of `keys` (a uuid or integer column). */
  static async read<K extends string | number, R extends Record<string, unknown>>(
    trx: AnyTrx,
    table: string,
    key: string & keyof R,
    keyType: 'uuid' | 'integer',
    keys: Iterable<K>,
  ): Promise<KeyedRows<K, R>> {
    const rows = new KeyedRows<K, R>(table, key, keyType);
    const wanted = [...new Set(keys)];
    if (wanted.length === 0) return rows;
    const found = await sql<R>`select * from ${sql.table(table)}
      where ${sql.ref(key)} = any(${wanted}::${sql.raw(keyType)}[])`.execute(trx);
    for (const r of found.rows) {
      rows.rows.set(r[key] as K, r);
      rows.onFile.add(r[key] as K);
    }
    return rows;
  }

  get(key: K): R | null | undefined {
    return this.rows.get(key);
  }

  /** The row as it now stands (null: deleted), written at the end. */
  set(key: K, row: R | null): void {
    this.rows.set(key, row);
    this.dirty.add(key);
  }

  /** Writes every row set since the read: `columns` of each kept row, the key first among them. */
  async write(trx: AnyTrx, columns: readonly (string & keyof R)[]): Promise<void> {
    const gone = [...this.dirty].filter((k) => this.rows.get(k) === null && this.onFile.has(k));
    if (gone.length > 0)
      await sql`delete from ${sql.table(this.table)}
        where ${sql.ref(this.key)} = any(${gone}::${sql.raw(this.keyType)}[])`.execute(trx);
    const kept = [...this.dirty].flatMap((k) => {
      const r = this.rows.get(k);
      return r ? [Object.fromEntries(columns.map((c) => [c, r[c]]))] : [];
    });
    const update = columns.filter((c) => c !== this.key);
    for (let i = 0; i < kept.length; i += 2000)
      await writeRows(trx, this.table, kept.slice(i, i + 2000), { key: [this.key], update });
  }
}
