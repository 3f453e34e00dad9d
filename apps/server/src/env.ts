import { z } from 'zod';

/** The one place that reads process.env: parsed at start, fails fast with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().url().optional(),
  /** Embedded PostgreSQL (PGlite) data folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('.data/pglite'),
  REDIS_URL: z.string().optional(),
  /** Comma-separated proxy addresses whose X-Forwarded-For is honoured (express "trust proxy"). */
  TRUSTED_PROXIES: z.string().default(''),
  TIME_ZONE: z.string().default('Asia/Manila'),
  SESSION_DAYS: z.coerce.number().int().positive().default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on first start when the database has no users (default on). */
  SEED_ON_EMPTY: z.enum(['0', '1']).default('1'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Run the BullMQ workers inside the server process too (0 when dedicated workers run). */
  RUN_WORKERS: z.enum(['0', '1']).default('1'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
