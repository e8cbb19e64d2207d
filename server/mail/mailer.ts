import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { OutgoingMail, outboxRepository } from "../repositories/outbox";
import { outboxDir, writeOutboxFile } from "./outbox-files";

export type { OutgoingMail };

/** Every mail Ticker sends (password reset now; invitations and confirmations later). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

type Outbox = ReturnType<typeof outboxRepository>;
type Log = Pick<FastifyBaseLogger, "info">;

/**
 * Without SMTP the mail lands in the outbox table, the log and, when a folder is given, a JSON
 * file in DATA_DIR/outbox/ (so a person or an end-to-end test can open the mailed link).
 */
export function outboxMailer(outbox: Outbox, log: Log, dir?: string): Mailer {
  return {
    async send(mail) {
      await outbox.add(mail);
      if (dir) await writeOutboxFile(dir, mail);
      log.info({ to: mail.to, link: mail.link }, `mail queued in outbox: ${mail.subject}`);
    },
  };
}

/** Sends through SMTP and keeps a sent copy in the outbox for auditing. */
export function smtpMailer(smtpUrl: string, from: string, outbox: Outbox): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await outbox.add(mail, new Date());
    },
  };
}

export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  outbox: Outbox,
  log: Log,
): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, outbox)
    : outboxMailer(outbox, log, outboxDir(config.dataDir));
}
