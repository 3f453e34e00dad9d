import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../env.js';

/** One transport per mail server URL: nodemailer keeps no pool unless asked, so this is cheap to hold. */
const transports = new Map<string, Transporter>();

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Whether the product sends mail (SMTP_URL set): the portal's invitations (issue 29), proposals to principals (issue 30). */
export const mailConfigured = (env: Pick<Env, 'SMTP_URL'>): boolean => env.SMTP_URL !== undefined;

/** Sends one mail through SMTP_URL from MAIL_FROM; the caller checked mailConfigured. */
export async function sendMail(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, mail: Mail): Promise<void> {
  const url = env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  let transport = transports.get(url);
  if (!transport) transports.set(url, (transport = nodemailer.createTransport(url)));
  await transport.sendMail({ from: env.MAIL_FROM, ...mail });
}

/** The address a mail's link points at: the sending page's own origin (same-origin checked on mutations). */
export function linkOrigin(origin: unknown): string {
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : 'http://localhost';
}
