import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

interface Transport {
  sendMail(mail: Mail & { from: string }): Promise<unknown>;
}

interface NodemailerLike {
  createTransport(options: { url: string } & SmtpTimeouts): Transport;
}

export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

const FROM = 'Gas LP <no-reply@gaslp.mx>';

/** A slow or dead SMTP server must not hold a sender for minutes (transport options, in ms). */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

async function loadNodemailer(): Promise<NodemailerLike | null> {
  // nodemailer ships no types; it is loaded by name and used through NodemailerLike
  const moduleName = 'nodemailer';
  try {
    const loaded = (await import(moduleName)) as NodemailerLike & { default?: NodemailerLike };
    return typeof loaded.createTransport === 'function' ? loaded : (loaded.default ?? null);
  } catch {
    return null;
  }
}

/** RFC 822 text of a mail, as written to the outbox. */
export const formatMail = (mail: Mail, date: Date): string =>
  [
    `From: ${FROM}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');

async function writeToOutbox(outbox: string, mail: Mail): Promise<string> {
  await mkdir(outbox, { recursive: true });
  const now = new Date();
  const file = join(
    outbox,
    `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
  );
  await writeFile(file, formatMail(mail, now), 'utf8');
  return file;
}

/**
 * Sends through SMTP_URL (nodemailer) when it is set; otherwise writes each mail as an .eml file to
 * the outbox folder (the demo's mail sink). A mail the SMTP server refuses or cannot take goes to
 * the outbox when there is one; with neither, sending fails (the caller logs it). The text of a
 * mail (it may hold a reset code) is never logged.
 */
export function createMailer(options: {
  outbox: string | undefined;
  smtpUrl: string | undefined;
  log: FastifyBaseLogger;
  timeouts?: SmtpTimeouts;
}): SendMail {
  let transport: Promise<Transport | null> | undefined;
  const smtp = (url: string): Promise<Transport | null> =>
    (transport ??= loadNodemailer().then((nodemailer) => {
      if (nodemailer)
        return nodemailer.createTransport({ url, ...(options.timeouts ?? SMTP_TIMEOUTS) });
      options.log.warn('SMTP_URL is set but nodemailer is not installed');
      return null;
    }));

  return async (mail) => {
    if (options.smtpUrl !== undefined) {
      const sender = await smtp(options.smtpUrl);
      if (sender) {
        try {
          await sender.sendMail({ ...mail, from: FROM });
          options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
          return;
        } catch (error) {
          options.log.error(
            { err: error, to: mail.to },
            options.outbox === undefined ? 'SMTP failed' : 'SMTP failed: writing to the outbox',
          );
        }
      }
    }
    if (options.outbox === undefined)
      throw new Error(`mail to ${mail.to} could not be delivered: no SMTP server took it`);
    const file = await writeToOutbox(options.outbox, mail);
    options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
}
