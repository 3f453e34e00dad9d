import type { OpenRecord } from './RecordModal';

type Fields = Record<string, unknown>;
interface Mutation<I> {
  mutateAsync: (input: I) => Promise<unknown>;
}

/** The record modal's add and update on one owner's family, each followed by the screen's refresh. */
export function ownerWrites<O extends object>(
  owner: O,
  add: Mutation<O & { fields: Fields; commandId: string }>,
  update: Mutation<O & { recordId: number; baseVersion: number; changes: Fields; commandId: string }>,
  refresh: () => Promise<unknown>,
) {
  return {
    add: async (fields: Fields, commandId: string) => (
      await add.mutateAsync({ ...owner, fields, commandId }),
      await refresh()
    ),
    update: async (record: OpenRecord, changes: Fields, commandId: string) => (
      await update.mutateAsync({ ...owner, recordId: record.id, baseVersion: record.version, changes, commandId }),
      await refresh()
    ),
  };
}
