import { ZDraft } from "../../../../domain/schemas/draft";
import type { PostInput } from "../../../../domain/schemas/post";
import { ApiError } from "../../../lib/api-client";
import {
  addOutboxRow,
  countOutboxOf,
  deleteLocalDraft,
  deleteOutboxOf,
  deleteOutboxRow,
  getLocalDraft,
  inDraftsTransaction,
  type LocalDraftRow,
  listOutbox,
  listOutboxOf,
  putLocalDraft,
  updateLocalDraft,
  updateOutboxRow,
} from "../../../lib/local-data";
import { StaleVersionError, sendWrite } from "../../../lib/stale-version";
import { draftsPath } from "../api/drafts";

/**
 * The offline outbox for drafts. A create or update that cannot reach the server is kept in
 * local data with an idempotency key and the local draft it belongs to; `syncOutbox` replays the
 * rows in order. A row's request is frozen (path and body) on its first attempt, so a retry
 * resends exactly the same request under the same key and the server applies it once.
 */

export interface SaveDraftArgs {
  host: string;
  channelId: string;
  /** The local id of the draft; defaults to the server id, or a new id for a new draft. */
  localId?: string;
  serverId: string | null;
  version: number | null;
  input: PostInput;
}

export type SaveDraftOutcome =
  | { result: "saved"; localId: string; serverId: string; version: number }
  | { result: "queued"; localId: string };

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const now = () => new Date().toISOString();

export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/** Puts a draft write into the outbox (and the local draft row) without sending it. */
export async function enqueueDraft(
  args: SaveDraftArgs & { localId: string },
  idempotencyKey: string = crypto.randomUUID(),
): Promise<void> {
  await inDraftsTransaction(async () => {
    const existing = await getLocalDraft(args.localId);
    const serverId = existing?.serverId ?? args.serverId;
    const pending = await listOutboxOf(args.localId);
    const createPending = pending.some((r) => r.kind === "create");
    const kind: "create" | "update" = serverId || createPending ? "update" : "create";
    const row: LocalDraftRow = {
      localId: args.localId,
      accountHost: args.host,
      channelId: args.channelId,
      serverId,
      // While earlier writes are queued, the version they will produce is not known yet:
      // the sync names the version the previous write returned.
      baseVersion:
        existing && (pending.length > 0 || existing.status === "queued")
          ? existing.baseVersion
          : (args.version ?? existing?.baseVersion ?? null),
      input: args.input,
      status: existing?.status === "conflict" ? "conflict" : "queued",
      theirs: existing?.status === "conflict" ? existing.theirs : undefined,
      updatedUtc: now(),
    };
    await putLocalDraft(row);
    await addOutboxRow({
      idempotencyKey,
      method: kind === "create" ? "POST" : "PUT",
      path: "",
      body: args.input,
      createdUtc: now(),
      attempts: 0,
      localId: args.localId,
      kind,
      accountHost: args.host,
      channelId: args.channelId,
      frozen: false,
    });
  });
}

/**
 * Saves a draft: straight to the server when online and nothing of this draft is queued,
 * otherwise into the outbox. A network failure on the way queues the same request with the
 * same idempotency key.
 */
export async function saveDraft(args: SaveDraftArgs): Promise<SaveDraftOutcome> {
  const localId = args.localId ?? args.serverId ?? crypto.randomUUID();
  const withId = { ...args, localId };
  const queued = (await listOutboxOf(localId)).length > 0;
  if (isOffline() || queued) {
    await enqueueDraft(withId);
    if (!isOffline()) void syncOutbox();
    return { result: "queued", localId };
  }
  const key = crypto.randomUUID();
  const serverId = args.serverId ?? (await getLocalDraft(localId))?.serverId ?? null;
  try {
    const draft = serverId
      ? await sendWrite(
          "PUT",
          draftsPath(args.host, args.channelId, serverId),
          { ...args.input, version: args.version ?? 1 },
          ZDraft,
          key,
        )
      : await sendWrite("POST", draftsPath(args.host, args.channelId), args.input, ZDraft, key);
    const local = await getLocalDraft(localId);
    if (local) {
      await putLocalDraft({
        ...local,
        serverId: draft.id,
        baseVersion: draft.version,
        input: args.input,
        status: "synced",
        theirs: undefined,
        error: undefined,
        updatedUtc: now(),
      });
    }
    return { result: "saved", localId, serverId: draft.id, version: draft.version };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueueDraft({ ...withId, serverId }, key);
    return { result: "queued", localId };
  }
}

let running: Promise<SyncReport> | null = null;

export interface SyncReport {
  sent: number;
  conflicts: number;
  failed: number;
  offline: boolean;
}

/** Replays the outbox in order; one run at a time (start and 'online' may race). */
export function syncOutbox(): Promise<SyncReport> {
  if (running) return running;
  running = runSync().finally(() => {
    running = null;
  });
  return running;
}

async function runSync(): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, conflicts: 0, failed: 0, offline: false };
  const rows = await listOutbox();
  const blocked = new Set<string>();
  for (const row of rows) {
    if (!row.localId || row.seq === undefined) continue;
    if (blocked.has(row.localId)) continue;
    const local = await getLocalDraft(row.localId);
    if (!local || local.status === "conflict" || local.status === "failed") {
      blocked.add(row.localId);
      continue;
    }
    let method = row.method;
    let path = row.path;
    let body = row.body;
    if (!row.frozen) {
      if (row.kind === "update") {
        if (!local.serverId) {
          blocked.add(row.localId);
          continue;
        }
        method = "PUT";
        path = draftsPath(local.accountHost, local.channelId, local.serverId);
        body = { ...(row.body as object), version: local.baseVersion ?? 1 };
      } else {
        method = "POST";
        path = draftsPath(local.accountHost, local.channelId);
      }
      await updateOutboxRow(row.seq, { method, path, body, frozen: true });
    }
    await updateLocalDraft(row.localId, { status: "syncing" });
    try {
      const draft = await sendWrite(
        method === "PUT" ? "PUT" : "POST",
        path,
        body,
        ZDraft,
        row.idempotencyKey,
      );
      await inDraftsTransaction(async () => {
        await deleteOutboxRow(row.seq as number);
        const left = await countOutboxOf(row.localId as string);
        await updateLocalDraft(row.localId as string, {
          serverId: draft.id,
          baseVersion: draft.version,
          status: left > 0 ? "queued" : "synced",
          updatedUtc: now(),
        });
      });
      report.sent += 1;
    } catch (error) {
      if (isNetworkFailure(error)) {
        await updateOutboxRow(row.seq, { attempts: row.attempts + 1, lastError: String(error) });
        await updateLocalDraft(row.localId, { status: "queued" });
        report.offline = true;
        break;
      }
      // Nothing is dropped: the local row keeps what the user wrote; the user decides.
      const conflict = error instanceof StaleVersionError;
      await inDraftsTransaction(async () => {
        await deleteOutboxOf(row.localId as string);
        await updateLocalDraft(row.localId as string, {
          status: conflict ? "conflict" : "failed",
          theirs: conflict ? error.current : undefined,
          error: conflict
            ? undefined
            : error instanceof ApiError
              ? (error.errorKey ?? error.message)
              : String(error),
          updatedUtc: now(),
        });
      });
      blocked.add(row.localId);
      if (conflict) report.conflicts += 1;
      else report.failed += 1;
    }
  }
  return report;
}

/** Conflict resolution: resend mine over their version, or take theirs and forget mine. */
export async function resolveConflict(localId: string, choice: "mine" | "theirs"): Promise<void> {
  const local = await getLocalDraft(localId);
  if (!local) return;
  if (choice === "theirs") {
    await deleteLocalDraft(localId);
    return;
  }
  const parsed = ZDraft.safeParse(local.theirs);
  const theirVersion = parsed.success ? parsed.data.version : local.baseVersion;
  await updateLocalDraft(localId, {
    status: "queued",
    baseVersion: theirVersion,
    serverId: parsed.success ? parsed.data.id : local.serverId,
    theirs: undefined,
    error: undefined,
  });
  await enqueueDraft({
    host: local.accountHost,
    channelId: local.channelId,
    localId,
    serverId: parsed.success ? parsed.data.id : local.serverId,
    version: theirVersion,
    input: local.input as PostInput,
  });
  await syncOutbox();
}

/** A failed local draft: try again, or drop the local copy (the user's explicit choice). */
export async function retryLocal(localId: string): Promise<void> {
  const local = await getLocalDraft(localId);
  if (!local) return;
  await updateLocalDraft(localId, { status: "queued", error: undefined });
  await enqueueDraft({
    host: local.accountHost,
    channelId: local.channelId,
    localId,
    serverId: local.serverId,
    version: local.baseVersion,
    input: local.input as PostInput,
  });
  await syncOutbox();
}

export const discardLocal = (localId: string) =>
  inDraftsTransaction(async () => {
    await deleteOutboxOf(localId);
    await deleteLocalDraft(localId);
  });
