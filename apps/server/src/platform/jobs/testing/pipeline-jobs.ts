import { z } from 'zod';
import { defineJob } from '../definition.js';

/** Jobs of the pipeline's own tests (retries, a killed worker); never registered by an area. */
const payload = z.object({ requestedBy: z.number().int(), tag: z.string() });

/** A worker process that takes this job never finishes it (it is killed mid-job). */
export const hangingJob = defineJob({
  name: 'pipeline-slow-file',
  schema: payload,
  async handler(_p, job) {
    await job.progress?.(30);
    await new Promise(() => undefined);
    return { fileId: null, fileName: null };
  },
});

/** The same job in a healthy worker. */
export const slowFileJob = defineJob({
  name: 'pipeline-slow-file',
  schema: payload,
  async handler(p, job) {
    await job.progress?.(50);
    return { done: p.tag, pid: process.pid, at: job.clock().toISOString() };
  },
});

/** Fails its first two attempts, then completes. */
export function flakyJob(failures: number) {
  let left = failures;
  return defineJob({
    name: 'pipeline-flaky',
    schema: payload,
    async handler(p) {
      if (left-- > 0) throw new Error(`Chromium crashed (${p.tag})`);
      return { done: p.tag };
    },
  });
}

/** Always fails with a reason the user sees. */
export const brokenJob = defineJob({
  name: 'pipeline-broken',
  schema: payload,
  async handler() {
    throw new Error('The vessel list is empty');
  },
});
