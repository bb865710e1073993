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
  createTransport(url: string, defaults?: Record<string, unknown>): Transport;
}

const FROM = 'Gas LP <no-reply@gaslp.mx>';

/** A slow or dead SMTP server must not hold a request for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

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
 * the outbox folder and logs it. A mail the SMTP server refuses or cannot take is written to the
 * outbox too (and logged as an error), so the caller's answer never depends on the mail server.
 */
export function createMailer(options: {
  outbox: string;
  smtpUrl: string | undefined;
  log: FastifyBaseLogger;
}): SendMail {
  let transport: Promise<Transport | null> | undefined;
  const smtp = (url: string): Promise<Transport | null> =>
    (transport ??= loadNodemailer().then((nodemailer) => {
      if (nodemailer) return nodemailer.createTransport(url, SMTP_TIMEOUTS);
      options.log.warn('SMTP_URL is set but nodemailer is not installed: writing to the outbox');
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
          options.log.error({ err: error, to: mail.to }, 'SMTP failed: writing to the outbox');
        }
      }
    }
    const file = await writeToOutbox(options.outbox, mail);
    options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
}
