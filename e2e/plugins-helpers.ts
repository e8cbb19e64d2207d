import { type Api, createChannel, createSubAccount } from "./embed-helpers";

/**
 * The plugin specs work in a sub-account of their own, so switching plugins on or off never
 * changes what other spec files' embeds show.
 */
export async function pluginAccount(a: Api, key: string, channelName: string): Promise<string> {
  return createChannel(a, channelName, await createSubAccount(a, key, "Plugins desk"));
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
