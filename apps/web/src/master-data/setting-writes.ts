import type { MasterSettingKey } from '@crewing/domain';
import type { OpenRecord } from '../records/RecordModal';
import type { trpc } from '../shared/trpc';

type Update = ReturnType<typeof trpc.masterData.settings.update.useMutation>;

/** The record modal's update of a master list's entry (002 §4), followed by the screen's refresh. */
export const settingUpdate =
  (setting: MasterSettingKey, update: Update, refresh: () => Promise<unknown>) =>
  async (record: OpenRecord, changes: Record<string, unknown>, commandId: string) => (
    await update.mutateAsync({ setting, id: record.id, baseVersion: record.version, changes, commandId }),
    await refresh()
  );
