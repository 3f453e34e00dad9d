import { z } from 'zod';

/** An optional URL setting of one scheme; an empty value is unset. */
const optionalUrl = (scheme: RegExp, message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => scheme.test(v), message)
      .optional(),
  );

/** The one place that reads process.env: parsed at start, fails fast with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** 0: a port the kernel picks; the server prints the one it took. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  /** Embedded PostgreSQL (PGlite) data folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('.data/pglite'),
  REDIS_URL: z.string().optional(),
  /** Comma-separated proxy addresses whose X-Forwarded-For is honoured (express "trust proxy"). */
  TRUSTED_PROXIES: z.string().default(''),
  TIME_ZONE: z.string().default('Asia/Manila'),
  /** Issue 9: days before expiry the document alerts fire (besides "expired"), and the contract length to check against. */
  EXPIRY_LEAD_DAYS: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/, 'a comma-separated list of days, e.g. 90,60,30')
    .default('90,60,30')
    .transform((s) => s.split(',').map(Number)),
  CONTRACT_MONTHS: z.coerce.number().int().min(1).max(24).default(9),
  /** Run the daily jobs (expiry alerts) from this server process: 0 where another process schedules them. */
  SCHEDULE_JOBS: z.enum(['0', '1']).default('1'),
  SESSION_DAYS: z.coerce.number().int().positive().default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on first start when the database has no users (default on). */
  SEED_ON_EMPTY: z.enum(['0', '1']).default('1'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Run the BullMQ workers inside the server process too (0 when dedicated workers run). */
  RUN_WORKERS: z.enum(['0', '1']).default('1'),
  /**
   * How long a worker's hold on a job lasts unrenewed (BullMQ's lock) and how often workers look for
   * jobs whose holder died (its stalled check), in seconds. A killed worker's job runs again elsewhere
   * after about this long; a job that keeps the event loop busy longer than this is taken up twice.
   */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  /**
   * Group commit of users' concurrent commands (issue 27, s45): the most commands one transaction takes when
   * several arrive while one is being written; 0 or 1 writes each command in its own transaction.
   */
  COMMAND_GROUP_MAX: z.coerce.number().int().min(0).max(256).default(32),
  /** BullMQ key prefix: the servers and workers of one installation share it; two installations on one Redis do not. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .default('crewing'),
  WEB_DIST: z.string().optional(),
  /**
   * Secure flag of the session cookie. auto: set when the request came over TLS (directly, or
   * X-Forwarded-Proto https from a TRUSTED_PROXIES address); 1: always (TLS ends somewhere we do
   * not see); 0: never (plain-http intranet installations).
   */
  COOKIE_SECURE: z.enum(['auto', '0', '1']).default('auto'),
  /**
   * Comma-separated origins (https://crewing.example.com) allowed to send state-changing requests
   * besides the request's own host, e.g. when a proxy rewrites Host. Empty: the own host only.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .refine((v) => list(v).every(isOrigin), 'each entry must be an origin such as https://crewing.example.com'),
  /**
   * The live-chat widget of spec 000 §1: an https script URL injected into the web app's page on
   * non-local hosts only, and allowed by the Content-Security-Policy. Unset: no widget.
   */
  LIVE_CHAT_SRC: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => v.startsWith('https://'), 'must be an https URL')
      .optional(),
  ),
  /**
   * The sister company's CMS (000 §7 updateKrbsCrewFile, 002 §7 separate external services): the
   * URL the biodata PDF is POSTed to (multipart) and its bearer token. Unset: the Upload to CMS
   * button says the integration is not configured and the server refuses the upload.
   */
  CMS_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL'),
  CMS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(4096).optional()),
  /**
   * Issue 29: the mail server the seafarer portal's invitations go through (smtp://user:pass@host:587,
   * smtps://... for TLS) and their sender. Unset: the invitation screen shows a one-time activation
   * code to hand over instead.
   */
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('Crewing Back Office <no-reply@localhost>'),
});

/** A comma-separated setting as a list of trimmed, non-empty entries. */
export function list(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof schema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
