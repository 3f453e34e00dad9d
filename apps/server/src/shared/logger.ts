import pino from 'pino';

/** Structured logs: ids and codes, never crew or staff personal data. */
export function createLogger(level: string) {
  return pino({ level, base: { service: 'crewing' }, redact: ['password', '*.password', 'req.headers.cookie'] });
}
export type Logger = ReturnType<typeof createLogger>;
