import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { until } from './until.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
/** The line `main.ts` prints once it listens. */
const UP = /Crewing back office is up at http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the process wrote so far, stdout and stderr. */
  output(): string;
}

/**
 * The real server as `npm run serve` starts it, in a process of its own, for fault tests and
 * benches. It listens on a port the kernel picks (PORT=0) and the URL is read from what it prints:
 * a port chosen beforehand and released could be taken by another test's server in between, whose
 * /health would then answer for ours.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  // The child finds node and tsx on the harness's PATH; nothing else of this process's environment.
  // eslint-disable-next-line no-restricted-properties
  const path = process.env.PATH;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: path, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${out.slice(-2000)}`);
      const port = UP.exec(out)?.[1];
      if (!port) return false;
      const base = `http://127.0.0.1:${port}`;
      return fetch(base + '/health').then(
        (r) => r.ok && base,
        () => false as const,
      );
    },
    timeoutMs,
    'a server process to answer /health',
  ).catch((e: unknown) => {
    child.kill('SIGKILL');
    throw e;
  });
  return { child, url, output: () => out };
}
