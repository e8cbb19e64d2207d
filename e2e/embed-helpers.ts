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

export async function createChannel(a: Api, name: string, host: string = DEMO.host) {
  const res = await a.request.post(`/api/channels/${host}`, {
    headers: auth(a),
    data: { name },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * A sub-account of the demo newsroom, for a spec whose settings (flags, plugins, extensions)
 * must change no other spec's account; answers its host.
 */
export async function createSubAccount(a: Api, key: string, displayName: string) {
  const res = await a.request.post(`/api/accounts/${DEMO.host}/sub-accounts`, {
    headers: auth(a),
    data: { accounts: [{ accountKey: key, displayName }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return `${key}.${DEMO.domain}`;
}

/** A sub-account (as createSubAccount) with `extensions` created in it; answers its host. */
export async function extensionsAccount(
  a: Api,
  key: string,
  displayName: string,
  extensions: readonly object[],
) {
  const host = await createSubAccount(a, key, displayName);
  for (const extension of extensions) {
    const res = await a.request.post(`/api/extensions/${host}`, {
      headers: auth(a),
      data: extension,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return host;
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
