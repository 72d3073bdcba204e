import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };
/** A mail as the file transport writes it (one JSON file per mail under DATA_DIR/mail). */
export type StoredMail = Mail & { from: string; sentAt: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailDirectory = (dataDir: string) => join(dataDir, 'mail');

function smtpMailer(smtpUrl: string, from: string): Mailer & { close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

let sequence = 0;

/**
 * With no SMTP server configured, each mail becomes a file, and its first link is logged, so the
 * activation and reset flows work on a fresh machine and tests can read what was sent.
 */
function fileMailer(
  directory: string,
  from: string,
  log: FastifyBaseLogger,
  logLinks: boolean,
): Mailer {
  return {
    send: async (mail) => {
      await mkdir(directory, { recursive: true });
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
      const stored: StoredMail = { from, ...mail, sentAt: new Date().toISOString() };
      await writeFile(join(directory, name), JSON.stringify(stored, null, 2));
      // The link carries a one-time token: shown to a developer, never in production logs.
      const link = logLinks ? mail.text.match(/https?:\/\/\S+/)?.[0] : undefined;
      log.info(
        { mailTo: mail.to, subject: mail.subject, file: name, ...(link ? { link } : {}) },
        'mail written to file',
      );
    },
  };
}

/** Decorates `app.mailer`: nodemailer over SMTP_URL, else the file transport under DATA_DIR/mail. */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  if (smtpUrl) {
    const mailer = smtpMailer(smtpUrl, mailFrom);
    app.decorate('mailer', { send: mailer.send });
    app.addHook('onClose', async () => mailer.close());
  } else {
    const logLinks = app.config.env !== 'production';
    app.decorate('mailer', fileMailer(mailDirectory(dataDir), mailFrom, app.log, logLinks));
  }
});
