import { type APIRequestContext, expect } from "@playwright/test";
import { apiToken } from "./publishing-helpers";
import { DEMO } from "./support/demo";

export const doc = (...texts: string[]) => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

export interface Api {
  token: string;
  request: APIRequestContext;
}

export async function api(request: APIRequestContext): Promise<Api> {
  return { token: await apiToken(request), request };
}
export const auth = (a: Api) => ({ authorization: `Bearer ${a.token}` });

export async function createChannel(a: Api, name: string): Promise<string> {
  const res = await a.request.post(`/api/channels/${DEMO.host}`, {
    headers: auth(a),
    data: { name },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export interface PostDto {
  id: string;
  version: number;
}

export async function publish(a: Api, channelId: string, body: object): Promise<PostDto> {
  const res = await a.request.post(`/api/posts/${DEMO.host}/${channelId}`, {
    headers: auth(a),
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as PostDto;
}
