import { queryOptions } from "@tanstack/react-query";
import type { AiAction } from "../../../../domain/ai";
import {
  type AiRequest,
  type AiStatus,
  type AiStreamEvent,
  ZAiStatus,
  ZAiStreamEvent,
} from "../../../../domain/schemas/ai";
import { api, apiResponse, toApiError } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/api-paths";
import { queryKeys } from "../../../lib/query-keys";

const enc = encodeURIComponent;

export const aiKeys = { status: queryKeys.ai };

export const getAiStatus = (host: string, signal?: AbortSignal): Promise<AiStatus> =>
  api.get(apiPaths.aiStatus(host), { schema: ZAiStatus, signal });

/** Whether AI mode is on for the account and how it labels posts: the editor's and the panel's. */
export const aiStatusQuery = (host: string) =>
  queryOptions({
    queryKey: aiKeys.status(host),
    queryFn: ({ signal }) => getAiStatus(host, signal),
    staleTime: 60_000,
  });

/**
 * Runs one action and hands each streamed event to `onEvent` as it arrives (NDJSON lines).
 * A refusal before the stream (AI mode off, a rate limit, the provider down) throws the
 * API error with its errorKey; aborting `signal` cancels here and on the server.
 */
export async function streamAi(
  host: string,
  action: AiAction,
  body: AiRequest,
  signal: AbortSignal,
  onEvent: (event: AiStreamEvent) => void,
): Promise<void> {
  const response = await apiResponse(`/ai/${enc(host)}/${action}`, {
    method: "POST",
    body,
    signal,
    headers: { Accept: "application/x-ndjson" },
  });
  if (!response.body) throw await toApiError(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const parsed = ZAiStreamEvent.safeParse(JSON.parse(line));
      if (parsed.success) onEvent(parsed.data);
    }
  }
}
