import type { z } from "zod";
import { type Draft, ZDraft, ZDraftList } from "../../../../domain/schemas/draft";
import { type PostRequest, ZPost } from "../../../../domain/schemas/post";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";
import { queryKeys } from "../../../lib/query-keys";
import { sendWrite } from "../../../lib/stale-version";

export const draftKeys = { list: queryKeys.drafts };

export const draftsPath = apiPaths.drafts;

export async function getDrafts(
  host: string,
  channelId: string,
  signal?: AbortSignal,
): Promise<Draft[]> {
  return api.get(draftsPath(host, channelId), { schema: ZDraftList, signal });
}

export const createDraft = (host: string, channelId: string, input: PostRequest, key?: string) =>
  sendWrite("POST", draftsPath(host, channelId), input, ZDraft, key);

export const updateDraft = (
  host: string,
  channelId: string,
  draftId: string,
  input: PostRequest & { version: number },
  key?: string,
) => sendWrite("PUT", draftsPath(host, channelId, draftId), input, ZDraft, key);

type DraftRef = Pick<Draft, "id" | "version">;

export const deleteDraft = (host: string, channelId: string, draft: DraftRef) =>
  api.delete(`${draftsPath(host, channelId, draft.id)}?version=${draft.version}`);

/** A versioned action on one draft: POST …/{draftId}/{action}, naming the version it acts on. */
const draftAction = <T>(
  host: string,
  channelId: string,
  draft: DraftRef,
  action: "publish" | "schedule" | "cancel-schedule",
  schema: z.ZodType<T>,
  body: object = {},
  key?: string,
) =>
  sendWrite(
    "POST",
    `${draftsPath(host, channelId, draft.id)}/${action}`,
    { version: draft.version, ...body },
    schema,
    key,
  );

/** `push`: the channel's followers are sent the post (the editor's choice in the editor). */
export const publishDraft = (
  host: string,
  channelId: string,
  draft: DraftRef,
  key?: string,
  push?: boolean,
) => draftAction(host, channelId, draft, "publish", ZPost, push ? { push } : {}, key);

export const scheduleDraft = (
  host: string,
  channelId: string,
  draft: DraftRef,
  scheduledUtc: string,
) => draftAction(host, channelId, draft, "schedule", ZDraft, { scheduledUtc });

export const cancelSchedule = (host: string, channelId: string, draft: DraftRef) =>
  draftAction(host, channelId, draft, "cancel-schedule", ZDraft);

export type { Draft };
