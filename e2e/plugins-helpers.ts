import { expect } from "@playwright/test";
import { type Api, auth } from "./embed-helpers";
import { DEMO } from "./support/demo";

/**
 * The plugin specs work in a sub-account of their own, so switching plugins on or off never
 * changes what other spec files' embeds show.
 */
export async function pluginAccount(a: Api, key: string, channelName: string): Promise<string> {
  const sub = await a.request.post(`/api/accounts/${DEMO.host}/sub-accounts`, {
    headers: auth(a),
    data: { accounts: [{ accountKey: key, displayName: "Plugins desk" }] },
  });
  expect(sub.status(), await sub.text()).toBe(201);
  const channel = await a.request.post(`/api/channels/${key}.${DEMO.domain}`, {
    headers: auth(a),
    data: { name: channelName },
  });
  expect(channel.status()).toBe(201);
  return ((await channel.json()) as { id: string }).id;
}

export const pollDoc = (question: string, answers: string[]) => ({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Have your say." }] },
    {
      type: "poll",
      attrs: {
        id: `poll${Date.now().toString(36)}`,
        question,
        options: answers.map((label, i) => ({ id: `a${i}`, label })),
      },
    },
  ],
});
