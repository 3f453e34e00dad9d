import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { callerFor, makeUser } from '../../testing/actors.js';
import { readFile } from '../files/store.js';

let services: TestServices;
beforeAll(async () => {
  // REDIS_URL set: BullMQ on the local Redis, a worker in this process.
  services = await createTestServices({ redis: true, startWorkers: true });
});
afterAll(() => services.dispose());

describe('report jobs', () => {
  it('a queued staff list renders to a PDF in Chromium through BullMQ and lands in the files store', async () => {
    expect(services.jobs.kind).toBe('bullmq');
    const admin = await makeUser(services, { userTypeId: 1, username: 'report.admin' });
    await makeUser(services, { lastName: 'ZAMORA', username: 'zamora' });
    const caller = await callerFor(services, admin.id);
    const { jobId } = await caller.reports.staffList({});
    const result = (await services.jobs.waitFor(jobId, 60_000)) as { fileId: string; fileName: string };
    expect(result.fileName).toMatch(/^staff-list_\d{4}-\d{2}-\d{2}\.pdf$/);
    const status = await caller.reports.status({ jobId });
    expect(status.state).toBe('completed');
    const file = await readFile(services.db, result.fileId);
    expect(file?.mime_type).toBe('application/pdf');
    expect(file!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file!.size).toBeGreaterThan(5000);
  });

  it('re-validates the payload: a bad job is refused before it is queued', async () => {
    await expect(services.jobs.enqueue('staff-list-report', { requestedBy: 'x' })).rejects.toThrow();
    await expect(services.jobs.enqueue('no-such-job', {})).rejects.toThrow(/Unknown job/);
  });
});
