import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { OutgoingMail } from "../repositories/outbox";

/** A mail as written to DATA_DIR/outbox/: what was sent, and when. */
export interface OutboxFile extends OutgoingMail {
  createdAt: string;
}

/** The folder under DATA_DIR that holds the local mail outbox (README: "local mail outbox"). */
export const outboxDir = (dataDir: string): string => join(dataDir, "outbox");

/**
 * Writes one mail as a JSON file. Names start with a sortable time stamp, so the newest mail
 * is the last name, and end with random bytes, so two mails in one millisecond do not clash.
 * The file appears whole (written aside, then renamed), so a reader never sees half a mail.
 */
export async function writeOutboxFile(dir: string, mail: OutgoingMail): Promise<string> {
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const name = `${createdAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`;
  const file: OutboxFile = { ...mail, createdAt };
  const partial = join(dir, `${name}.partial`);
  await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, "utf8");
  await rename(partial, join(dir, name));
  return name;
}

/** Every mail in the folder, newest first; `to` narrows to one address (case-insensitive). */
export async function readOutboxFiles(dir: string, to?: string): Promise<OutboxFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .sort()
      .reverse()
      .map(async (n) => JSON.parse(await readFile(join(dir, n), "utf8")) as OutboxFile),
  );
  return to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
}
