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

interface NodemailerLike {
  createTransport(url: string): { sendMail(mail: Mail & { from: string }): Promise<unknown> };
}

const FROM = 'Gas LP <no-reply@gaslp.mx>';

async function loadNodemailer(): Promise<NodemailerLike | null> {
  const moduleName = 'nodemailer';
  try {
    return (await import(moduleName)) as NodemailerLike;
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

/**
 * Sends through SMTP_URL with nodemailer when both are available; otherwise writes each mail as an
 * .eml file to the outbox folder and logs it.
 */
export function createMailer(options: {
  outbox: string;
  smtpUrl: string | undefined;
  log: FastifyBaseLogger;
}): SendMail {
  return async (mail) => {
    if (options.smtpUrl !== undefined) {
      const nodemailer = await loadNodemailer();
      if (nodemailer) {
        await nodemailer.createTransport(options.smtpUrl).sendMail({ ...mail, from: FROM });
        return;
      }
      options.log.warn('SMTP_URL is set but nodemailer is not installed: writing to the outbox');
    }
    await mkdir(options.outbox, { recursive: true });
    const now = new Date();
    const file = join(
      options.outbox,
      `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, formatMail(mail, now), 'utf8');
    options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
}
