import type { App } from '../app.js';
import { createApp } from '../app.js';
import type { Services } from '../platform/services.js';

/** A tiny HTTP client for tRPC with a cookie jar, as a browser would talk to the server. */
export class HttpClient {
  cookie = '';
  constructor(
    readonly baseUrl: string,
    private readonly userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0 Safari/537.36',
  ) {}

  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(this.baseUrl + path, {
      ...init,
      headers: {
        'user-agent': this.userAgent,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(init.headers ?? {}),
      },
    });
    const set = res.headers.getSetCookie();
    for (const c of set) {
      const pair = c.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    return res;
  }

  async mutation(path: string, input?: unknown) {
    const res = await this.raw(`/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input ?? null),
    });
    return parse(res);
  }

  async query(path: string, input?: unknown) {
    const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return parse(await this.raw(`/trpc/${path}${q}`));
  }
}

export interface TrpcReply {
  status: number;
  data?: unknown;
  error?: { message: string; data: { code: string; fieldErrors?: Record<string, string[]> } };
  setCookie: string[];
}

async function parse(res: Response): Promise<TrpcReply> {
  const body = (await res.json()) as { result?: { data: unknown }; error?: TrpcReply['error'] };
  return { status: res.status, data: body.result?.data, error: body.error, setCookie: res.headers.getSetCookie() };
}

export async function startApp(services: Services): Promise<{ app: App; url: string }> {
  const app = await createApp(services);
  const port = await app.listen(0);
  return { app, url: `http://127.0.0.1:${port}` };
}
