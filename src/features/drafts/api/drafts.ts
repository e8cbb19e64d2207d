import type { z } from "zod";
import { type Draft, ZDraft, ZDraftList } from "../../../../domain/schemas/draft";
import { IDEMPOTENCY_HEADER, type PostInput, ZPost } from "../../../../domain/schemas/post";
import { api, apiBaseUrl, toApiError } from "../../../lib/api-client";
import { db } from "../../../lib/db";
import { staleVersionOf } from "../../../lib/stale-version";
import { storage } from "../../../lib/storage";

const enc = encodeURIComponent;

export const draftKeys = {
  list: (host: string, channelId: string) => ["drafts", host, channelId] as const,
};

export const draftsPath = (host: string, channelId: string, draftId?: string) =>
  `/drafts/${enc(host)}/${enc(channelId)}${draftId ? `/${enc(draftId)}` : ""}`;

/** A JSON write carrying an idempotency key; a network failure stays the browser's TypeError. */
export async function sendDraftWrite<T>(
  method: "POST" | "PUT",
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": "application/json",
  };
  const token = storage.activeToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    method,
    credentials: "include",
    headers,
    body: JSON.stringify(body),
  });
  const stale = await staleVersionOf(response);
  if (stale) throw stale;
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}

export async function getDrafts(
  host: string,
  channelId: string,
  signal?: AbortSignal,
): Promise<Draft[]> {
  const drafts = await api.get(draftsPath(host, channelId), { schema: ZDraftList, signal });
  try {
    await db.draftLists.put({
      accountHost: host,
      channelId,
      drafts,
      savedUtc: new Date().toISOString(),
    });
  } catch {
    // Offline cache unavailable: fine online.
  }
  return drafts;
}

export async function readCachedDrafts(host: string, channelId: string): Promise<Draft[] | null> {
  const row = await db.draftLists.get([host, channelId]);
  if (!row) return null;
  const parsed = ZDraftList.safeParse(row.drafts);
  return parsed.success ? parsed.data : null;
}

export const createDraft = (host: string, channelId: string, input: PostInput, key?: string) =>
  sendDraftWrite("POST", draftsPath(host, channelId), input, ZDraft, key);

export const updateDraft = (
  host: string,
  channelId: string,
  draftId: string,
  input: PostInput & { version: number },
  key?: string,
) => sendDraftWrite("PUT", draftsPath(host, channelId, draftId), input, ZDraft, key);

export const deleteDraft = (
  host: string,
  channelId: string,
  draft: Pick<Draft, "id" | "version">,
) => api.delete(`${draftsPath(host, channelId, draft.id)}?version=${draft.version}`);

export const publishDraft = (
  host: string,
  channelId: string,
  draft: Pick<Draft, "id" | "version">,
) =>
  sendDraftWrite(
    "POST",
    `${draftsPath(host, channelId, draft.id)}/publish`,
    { version: draft.version },
    ZPost,
  );

export const scheduleDraft = (
  host: string,
  channelId: string,
  draft: Pick<Draft, "id" | "version">,
  scheduledUtc: string,
) =>
  sendDraftWrite(
    "POST",
    `${draftsPath(host, channelId, draft.id)}/schedule`,
    { version: draft.version, scheduledUtc },
    ZDraft,
  );

export const cancelSchedule = (
  host: string,
  channelId: string,
  draft: Pick<Draft, "id" | "version">,
) =>
  sendDraftWrite(
    "POST",
    `${draftsPath(host, channelId, draft.id)}/cancel-schedule`,
    { version: draft.version },
    ZDraft,
  );

export type { Draft };
