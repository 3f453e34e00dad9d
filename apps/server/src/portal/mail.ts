import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../env.js';

/** One transport per mail server URL: nodemailer keeps no pool unless asked, so this is cheap to hold. */
const transports = new Map<string, Transporter>();

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Whether invitations go by mail (SMTP_URL set); otherwise the screen shows the code. */
export const mailConfigured = (env: Pick<Env, 'SMTP_URL'>): boolean => env.SMTP_URL !== undefined;

/** Sends one mail through SMTP_URL from MAIL_FROM (issue 29); the caller checked mailConfigured. */
export async function sendMail(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, mail: Mail): Promise<void> {
  const url = env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  let transport = transports.get(url);
  if (!transport) transports.set(url, (transport = nodemailer.createTransport(url)));
  await transport.sendMail({ from: env.MAIL_FROM, ...mail });
}
