import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-event-store.js';
import * as m0002 from './0002-auth-and-read-models.js';
import * as m0003 from './0003-notify-trigger.js';
import * as m0004 from './0004-crew-change-board.js';
import * as m0005 from './0005-command-ids-per-user.js';
import * as m0006 from './0006-login-throttle.js';
import * as m0007 from './0007-file-kinds.js';
import * as m0008 from './0008-crew-identity.js';
import * as m0009 from './0009-crew-records.js';
import * as m0010 from './0010-audit-log-crew-and-record-type.js';
import * as m0011 from './0011-crew-list-speed.js';
import * as m0012 from './0012-crew-sea-service.js';
import * as m0013 from './0013-crew-documents.js';
import * as m0020 from './0020-vessels-and-master-data.js';
import * as m0021 from './0021-board-layouts.js';
import * as m0029 from './0029-staff-database.js';
import * as m0026 from './0026-debriefing.js';
import * as m0023 from './0023-job-runs.js';
import * as m0035 from './0035-planning-and-queue.js';
import * as m0036 from './0036-batch-remarks.js';
import * as m0037 from './0037-append-function.js';
import * as m0038 from './0038-crew-lifecycle.js';
import * as m0039 from './0039-company-profile.js';
import * as m0040 from './0040-holidays.js';
import * as m0042 from './0042-imports.js';
import * as m0043 from './0043-portal.js';
import * as m0049 from './0049-seafarer-availability.js';
import * as m0054 from './0054-history-log-device-browser.js';
import * as m0057 from './0057-field-history-on-read.js';
import * as m0058 from './0058-board-row-hot-updates.js';
import * as m0059 from './0059-append-events-many.js';
import * as m0050 from './0050-marina-line-up-setting.js';
import * as m0048 from './0048-portal-requests.js';
import * as m0051 from './0051-portal-mail-outbox.js';
import * as m0047 from './0047-import-undo.js';
import * as m0041 from './0041-event-chain.js';
import * as m0046 from './0046-principal-crew-marks.js';
import * as m0044 from './0044-audit-speed.js';
import * as m0055 from './0055-dashboard-counts.js';
import * as m0056 from './0056-current-documents.js';
import * as m0061 from './0061-dashboard-due.js';
import * as m0062 from './0062-current-documents-expiry-cover.js';
import * as m0063 from './0063-dashboard-trends.js';
import * as m0067 from './0067-append-events-many-set-based.js';
import * as m0069 from './0069-notification-audiences.js';
import * as m0070 from './0070-line-up-speed.js';
import * as m0074 from './0074-append-claim-once.js';
import * as m0075 from './0075-dashboard-crew-tallies.js';
import * as m0076 from './0076-dashboard-due-tallies.js';
import * as m0079 from './0079-event-crew-id-inline.js';
import * as m0082 from './0082-board-finished-on.js';
import * as m0083 from './0083-board-created-at.js';
import * as m0084 from './0084-board-finished-on-plpgsql.js';

/** Migrations are frozen once landed: add a new file, never edit one. */
export const migrations: Record<string, Migration> = {
  '0001-event-store': m0001,
  '0002-auth-and-read-models': m0002,
  '0003-notify-trigger': m0003,
  '0004-crew-change-board': m0004,
  '0005-command-ids-per-user': m0005,
  '0006-login-throttle': m0006,
  '0007-file-kinds': m0007,
  '0008-crew-identity': m0008,
  '0009-crew-records': m0009,
  '0010-audit-log-crew-and-record-type': m0010,
  '0011-crew-list-speed': m0011,
  '0012-crew-sea-service': m0012,
  '0013-crew-documents': m0013,
  '0020-vessels-and-master-data': m0020,
  '0021-board-layouts': m0021,
  '0029-staff-database': m0029,
  '0026-debriefing': m0026,
  '0023-job-runs': m0023,
  '0035-planning-and-queue': m0035,
  '0036-batch-remarks': m0036,
  '0037-append-function': m0037,
  '0038-crew-lifecycle': m0038,
  '0039-company-profile': m0039,
  '0040-holidays': m0040,
  '0042-imports': m0042,
  '0043-portal': m0043,
  '0049-seafarer-availability': m0049,
  '0054-history-log-device-browser': m0054,
  '0057-field-history-on-read': m0057,
  '0058-board-row-hot-updates': m0058,
  '0059-append-events-many': m0059,
  '0050-marina-line-up-setting': m0050,
  '0048-portal-requests': m0048,
  '0051-portal-mail-outbox': m0051,
  '0041-event-chain': m0041,
  '0046-principal-crew-marks': m0046,
  '0044-audit-speed': m0044,
  '0047-import-undo': m0047,
  '0055-dashboard-counts': m0055,
  '0056-current-documents': m0056,
  '0061-dashboard-due': m0061,
  '0062-current-documents-expiry-cover': m0062,
  '0063-dashboard-trends': m0063,
  '0067-append-events-many-set-based': m0067,
  '0069-notification-audiences': m0069,
  '0070-line-up-speed': m0070,
  '0074-append-claim-once': m0074,
  '0075-dashboard-crew-tallies': m0075,
  '0076-dashboard-due-tallies': m0076,
  '0079-event-crew-id-inline': m0079,
  '0082-board-finished-on': m0082,
  '0083-board-created-at': m0083,
  '0084-board-finished-on-plpgsql': m0084,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
