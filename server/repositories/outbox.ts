import type { Selectable } from "kysely";
import type { Db } from "../db/open";
import type { MailOutboxTable } from "../db/schema";

export type OutboxRow = Selectable<MailOutboxTable>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export const outboxRepository = (db: Db) => ({
  async add(mail: OutgoingMail, sentAt: Date | null = null): Promise<void> {
    await db
      .insertInto("mail_outbox")
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        link: mail.link ?? null,
        sent_at: sentAt,
      })
      .execute();
  },

  /** Newest first; tests read reset links from here. */
  list(to?: string): Promise<OutboxRow[]> {
    let q = db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc");
    if (to) q = q.where("to", "=", to);
    return q.execute();
  },
});
