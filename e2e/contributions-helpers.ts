import { type APIRequestContext, expect } from "@playwright/test";
import { apiToken, unique } from "./publishing-helpers";
import { DEMO } from "./support/demo";

/** A fresh channel per test: the public submit is rate-limited per client and channel. */
export async function freshChannel(request: APIRequestContext, label: string) {
  const jwt = await apiToken(request);
  const headers = { Authorization: `Bearer ${jwt}` };
  const name = unique(label);
  const res = await request.post(`/api/channels/${DEMO.host}`, { headers, data: { name } });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  return { id, name, headers };
}

export async function submitContribution(
  request: APIRequestContext,
  channelId: string,
  data: { kind: "comment" | "question"; name?: string; contact?: string; message: string },
) {
  return request.post(`/api/live/public/${channelId}/contributions`, { data });
}
