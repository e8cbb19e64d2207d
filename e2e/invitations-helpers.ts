import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** The e2e server's DATA_DIR (scripts/e2e-server.ts): its outbox/ holds every mail as JSON. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const OUTBOX = join(process.cwd(), ".data-test", `e2e-${PORT}`, "outbox");

interface MailFile {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** The newest mail to an address, read from the outbox folder (waits for it to arrive). */
export async function newestMailTo(to: string): Promise<MailFile> {
  let found: MailFile | undefined;
  await expect
    .poll(
      () => {
        let names: string[] = [];
        try {
          names = readdirSync(OUTBOX)
            .filter((n) => n.endsWith(".json"))
            .sort()
            .reverse();
        } catch {
          return false;
        }
        for (const name of names) {
          const mail = JSON.parse(readFileSync(join(OUTBOX, name), "utf8")) as MailFile;
          if (mail.to.toLowerCase() === to.toLowerCase()) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} in ${OUTBOX}` },
    )
    .toBe(true);
  return found!;
}

/** The path of the mailed link, to open on the test server whatever PUBLIC_URL said. */
export const linkPath = (mail: MailFile): string => {
  expect(mail.link).toBeTruthy();
  return new URL(mail.link!).pathname;
};

export const uniqueEmail = (prefix: string, domain = "example.com") =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@${domain}`;
