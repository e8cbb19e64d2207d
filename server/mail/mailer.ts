import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { OutgoingMail, outboxRepository } from "../repositories/outbox";

export type { OutgoingMail };

/** Every mail Ticker sends (password reset now; invitations and confirmations later). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

type Outbox = ReturnType<typeof outboxRepository>;
type Log = Pick<FastifyBaseLogger, "info">;

/** Without SMTP the mail lands in the outbox table and the log, so flows work on a fresh machine. */
export function outboxMailer(outbox: Outbox, log: Log): Mailer {
  return {
    async send(mail) {
      await outbox.add(mail);
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
  config: { smtpUrl?: string; mailFrom: string },
  outbox: Outbox,
  log: Log,
): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, outbox)
    : outboxMailer(outbox, log);
}
