import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { newRank } from '../testing/master-data.js';
import { jobContextOf } from '../platform/services.js';
import { readFile } from '../platform/files/store.js';
import { lineWith, pdfPagePng, pdfText } from '../testing/pdf.js';
import { addCrew, callerAs, type Caller } from '../testing/actors.js';
import { auditExportJob } from './export.js';

// Issue 27: the history log as a PDF, through the report pipeline's renderer (Chromium), read back
// as a reader sees it (pdftotext) and page 1 printed to PNG to look at.
let services: TestServices;
let admin: Caller;
let crewing: Caller;
let crewId: number;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  [admin, crewing] = await Promise.all([callerAs(services, 'admin'), callerAs(services, 'crewingOfficer')]);
  const rankId = await newRank(services, 'WIPER', 'WPR', 3, 4);
  crewId = await addCrew(crewing, { lastName: 'MAGSAYSAY', rankId });
  for (const middleName of ['LOPEZ', 'REYES', 'GARCIA']) await crewing.crew.update({ crewId, changes: { middleName } });
});
afterAll(() => services.dispose());

describe('the history log as PDF', () => {
  it('prints the filtered events with their columns, who and from where', async () => {
    const listed = await admin.audit.list({ crewId });
    const officer = (await crewing.auth.me())!;
    const done = await auditExportJob.handler(
      auditExportJob.schema.parse({ requestedBy: officer.id, format: 'pdf', filters: { crewId } }),
      jobContextOf(services),
    );
    expect(done).toMatchObject({ rows: listed.total, fileName: expect.stringMatching(/^history-log_.*\.pdf$/) });
    const text = pdfText((await readFile(services.db, done.fileId))!.content, 'history-log');
    expect(text).toContain('HISTORY LOG');
    expect(lineWith(text, 'events, newest first')).toMatch(/4 events, newest first/);
    for (const header of ['Event #', 'Date', 'Record type', 'Record', 'Event', 'Summary', 'User', 'IP'])
      expect(lineWith(text, 'Summary'), header).toContain(header);
    // One line per event: its number, the record, the event type and the crewing officer's IP.
    const rows = text.split('\n').filter((l) => l.includes(`crew-${crewId}`));
    expect(rows).toHaveLength(listed.total);
    for (const [i, item] of listed.items.entries()) {
      expect(rows[i]).toContain(item.position);
      expect(rows[i]).toContain(item.eventType);
      expect(rows[i]).toContain(item.ip!);
    }
    expect(lineWith(text, 'CrewProfileUpdated')).toContain('middleName');
    expect(existsSync(pdfPagePng('history-log'))).toBe(true);
  });
});
