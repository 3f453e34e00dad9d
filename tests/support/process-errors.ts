/**
 * Records what would have ended a production server, or what a library prints when nobody listens
 * to its 'error' event: an uncaught exception, an unhandled rejection, any console.error (the app
 * logs through pino, silent in tests) and the warnings about missing 'error' handlers.
 */
export function watchProcessErrors(): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const record = (kind: string) => (e: unknown) =>
    errors.push(`${kind}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  const onException = record('uncaughtException');
  const onRejection = record('unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  const unhandledEvent = /Unhandled error event|missing 'error' handler/;
  const { error, warn } = console;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
  console.warn = (...args: unknown[]) => {
    if (args.some((a) => typeof a === 'string' && unhandledEvent.test(a)))
      errors.push(`console: ${args.map(String).join(' ')}`);
    warn(...args);
  };
  return {
    errors,
    stop() {
      process.off('uncaughtException', onException);
      process.off('unhandledRejection', onRejection);
      console.error = error;
      console.warn = warn;
    },
  };
}

export { until } from '@crewing/server/testing/until';
