import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RunRow } from './runs.js';

/**
 * Prometheus figures for ops (issue 12, `/metrics`): jobs by state (the shared queue), job
 * durations (render and enqueue-to-downloadable, measured from the runs table, so a run any worker
 * process rendered counts), event store and HTTP figures. One registry per process.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'crewing_' });

const DURATION_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

const attempts = new Counter({
  name: 'crewing_job_attempts_total',
  help: 'Job attempts run by this process, by job and outcome (completed, retried, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
const attemptSeconds = new Histogram({
  name: 'crewing_job_attempt_seconds',
  help: 'Time one attempt of a job took in this process',
  labelNames: ['job', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});
const runSeconds = new Histogram({
  name: 'crewing_job_run_seconds',
  help: 'Requested jobs finished (any worker): render = started to finished, end_to_end = enqueued to downloadable',
  labelNames: ['job', 'phase', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});
export const httpSeconds = new Histogram({
  name: 'crewing_http_request_seconds',
  help: 'HTTP requests by method, route group and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

type Probe = () => Promise<void>;
const probes: Probe[] = [];

/** Figures read when Prometheus scrapes (queue counts, event store size): registered once by the server. */
export function addScrapeProbe(probe: Probe): void {
  probes.push(probe);
}

export const jobsByState = new Gauge({
  name: 'crewing_jobs',
  help: 'Jobs in the shared queue by state (waiting, active, delayed, completed, failed)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
export const eventStoreFigures = new Gauge({
  name: 'crewing_event_store',
  help: 'Event store: last global position (events), open job runs (runs_open)',
  labelNames: ['figure'] as const,
  registers: [metricsRegistry],
});

export async function scrapeMetrics(): Promise<string> {
  await Promise.allSettled(probes.map((p) => p()));
  return metricsRegistry.metrics();
}

export const jobMetrics = {
  finished(job: string, outcome: 'completed' | 'retried' | 'failed', seconds: number) {
    attempts.inc({ job, outcome });
    attemptSeconds.observe({ job, outcome }, seconds);
  },
  observeRun(run: RunRow & { requestedBy: number }) {
    if (!run.finishedAt) return;
    const outcome = run.state;
    runSeconds.observe(
      { job: run.name, phase: 'end_to_end', outcome },
      (run.finishedAt.getTime() - run.createdAt.getTime()) / 1000,
    );
    if (run.startedAt)
      runSeconds.observe(
        { job: run.name, phase: 'render', outcome },
        (run.finishedAt.getTime() - run.startedAt.getTime()) / 1000,
      );
  },
};
