import { ZDraft } from "../../../../domain/schemas/draft";
import type { PostRequest } from "../../../../domain/schemas/post";
import { ApiError } from "../../../lib/api-client";
import { isUnreachable } from "../../../lib/connection";
import { draftOutbox, type LocalDraftRow, localDrafts } from "../../../lib/local-data";
import { StaleVersionError, sendWrite } from "../../../lib/stale-version";
import { createDraft, draftsPath, updateDraft } from "../api/drafts";

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
  input: PostRequest;
}

export type SaveDraftOutcome =
  | { result: "saved"; localId: string; serverId: string; version: number }
  | { result: "queued"; localId: string };

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const now = () => new Date().toISOString();

/**
 * The server could not take the write now: no network, a timeout, or a 5xx (a server down or
 * restarting answers 502/503). The write waits in the outbox and is sent again under the same
 * idempotency key, so the server applies it once.
 */
export const isNetworkFailure = (error: unknown) =>
  isUnreachable(error) || (error instanceof ApiError && error.status >= 500);

/** Puts a draft write into the outbox (and the local draft row) without sending it. */
export async function enqueueDraft(
  args: SaveDraftArgs & { localId: string },
  idempotencyKey: string = crypto.randomUUID(),
): Promise<void> {
  await localDrafts.transaction(async () => {
    const existing = await localDrafts.get(args.localId);
    const serverId = existing?.serverId ?? args.serverId;
    const pending = await draftOutbox.listOf(args.localId);
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
    await localDrafts.put(row);
    await draftOutbox.add({
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
  const queued = (await draftOutbox.listOf(localId)).length > 0;
  if (isOffline() || queued) {
    await enqueueDraft(withId);
    if (!isOffline()) void syncOutbox();
    return { result: "queued", localId };
  }
  const key = crypto.randomUUID();
  const serverId = args.serverId ?? (await localDrafts.get(localId))?.serverId ?? null;
  try {
    const draft = serverId
      ? await updateDraft(
          args.host,
          args.channelId,
          serverId,
          { ...args.input, version: args.version ?? 1 },
          key,
        )
      : await createDraft(args.host, args.channelId, args.input, key);
    const local = await localDrafts.get(localId);
    if (local) {
      await localDrafts.put({
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
  const rows = await draftOutbox.list();
  const blocked = new Set<string>();
  for (const row of rows) {
    if (!row.localId || row.seq === undefined) continue;
    if (blocked.has(row.localId)) continue;
    const local = await localDrafts.get(row.localId);
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
      await draftOutbox.update(row.seq, { method, path, body, frozen: true });
    }
    await localDrafts.update(row.localId, { status: "syncing" });
    try {
      const draft = await sendWrite(
        method === "PUT" ? "PUT" : "POST",
        path,
        body,
        ZDraft,
        row.idempotencyKey,
      );
      await localDrafts.transaction(async () => {
        await draftOutbox.remove(row.seq as number);
        const left = await draftOutbox.countOf(row.localId as string);
        await localDrafts.update(row.localId as string, {
          serverId: draft.id,
          baseVersion: draft.version,
          status: left > 0 ? "queued" : "synced",
          updatedUtc: now(),
        });
      });
      report.sent += 1;
    } catch (error) {
      if (isNetworkFailure(error)) {
        await draftOutbox.update(row.seq, { attempts: row.attempts + 1, lastError: String(error) });
        await localDrafts.update(row.localId, { status: "queued" });
        report.offline = true;
        break;
      }
      // Nothing is dropped: the local row keeps what the user wrote; the user decides.
      const conflict = error instanceof StaleVersionError;
      await localDrafts.transaction(async () => {
        await draftOutbox.removeOf(row.localId as string);
        await localDrafts.update(row.localId as string, {
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
  const local = await localDrafts.get(localId);
  if (!local) return;
  if (choice === "theirs") {
    await localDrafts.remove(localId);
    return;
  }
  const parsed = ZDraft.safeParse(local.theirs);
  const theirVersion = parsed.success ? parsed.data.version : local.baseVersion;
  await localDrafts.update(localId, {
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
    input: local.input as PostRequest,
  });
  await syncOutbox();
}

/** A failed local draft: try again, or drop the local copy (the user's explicit choice). */
export async function retryLocal(localId: string): Promise<void> {
  const local = await localDrafts.get(localId);
  if (!local) return;
  await localDrafts.update(localId, { status: "queued", error: undefined });
  await enqueueDraft({
    host: local.accountHost,
    channelId: local.channelId,
    localId,
    serverId: local.serverId,
    version: local.baseVersion,
    input: local.input as PostRequest,
  });
  await syncOutbox();
}

export const discardLocal = (localId: string) =>
  localDrafts.transaction(async () => {
    await draftOutbox.removeOf(localId);
    await localDrafts.remove(localId);
  });
