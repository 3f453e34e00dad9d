import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { SMTPServer } from 'smtp-server';
import { appRouter } from '../features.js';
import type { Services } from '../platform/services.js';
import type { Context } from '../platform/trpc/context.js';
import { SESSION_COOKIE } from '../platform/auth/sessions.js';

/** A mail the test's SMTP server received: its recipients and raw text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port (issue 29: "the mail is received by a real SMTP server
 * started in the test"). `next()` waits for the next mail to arrive.
 */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiting: Array<(m: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next: (): Promise<ReceivedMail> => {
      const first = inbox.shift();
      return first ? Promise.resolve(first) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail's text with quoted-printable soft breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The activation code a mail carries (the link's `code=`). */
export function codeInMail(raw: string): string {
  const text = mailText(raw);
  const m = /code=([A-Z0-9]{10})/.exec(text);
  if (!m) throw new Error('no activation code in the mail');
  return m[1]!;
}

/**
 * A tRPC caller as a browser holding this session cookie: a seafarer's (the staff guard finds no
 * staff session in it) or none. The cookie the server sets is kept, as a browser does.
 */
export function browserCaller(services: Services, jar: { token: string | null } = { token: null }) {
  const headers: Record<string, string> = {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    origin: 'http://portal.test',
  };
  if (jar.token) headers.cookie = `${SESSION_COOKIE}=${encodeURIComponent(jar.token)}`;
  const ctx: Context = {
    services,
    req: { headers, ip: '10.9.8.7', secure: false } as unknown as Request,
    res: {
      cookie: (_name: string, value: string) => void (jar.token = value),
      clearCookie: () => void (jar.token = null),
    } as unknown as Response,
    meta: {
      device: 'MOBILE',
      browser: 'Chrome 126.0',
      os: 'Android 14',
      ip: '10.9.8.7',
      userAgent: headers['user-agent']!,
      correlationId: crypto.randomUUID(),
    },
    session: null,
  };
  return { caller: appRouter.createCaller(ctx), jar };
}

/**
 * A crew's portal account, invited by `inviter` without a mail server (the screen's one-time code),
 * activated with `password` and signed in: his session's jar, as his phone's browser holds it.
 */
export async function signedInSeafarer(
  services: Services,
  inviter: { portal: { office: { invite: (i: { crewId: number }) => Promise<{ code?: string | undefined }> } } },
  who: { crewId: number; email: string; password: string },
) {
  const { code } = await inviter.portal.office.invite({ crewId: who.crewId });
  if (!code) throw new Error('the invitation was mailed: start the services without SMTP_URL');
  const anonymous = browserCaller(services).caller;
  await anonymous.portal.auth.activate({ code, password: who.password, confirmPassword: who.password });
  const jar = { token: null as string | null };
  await browserCaller(services, jar).caller.portal.auth.login({ username: who.email, password: who.password });
  return jar;
}
