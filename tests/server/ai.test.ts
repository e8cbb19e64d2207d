import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiStreamEvent, ZAiStatus, ZAiStreamEvent } from "../../domain/schemas/ai";
import { ZChannelList } from "../../domain/schemas/channel";
import { newUser } from "./helpers/demo";
import { type FakeAiProvider, startFakeAiProvider } from "./helpers/fake-ai-provider";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";

const H = "newsroom.demo";
const LIMITS = {
  RATE_LIMIT_AI_PER_USER_PER_MINUTE: "1000",
  RATE_LIMIT_AI_PER_ACCOUNT_PER_MINUTE: "1000",
};
const POST = {
  title: "",
  text: "The council voted 7 to 2 to close the bridge. Repairs start on Monday and take six weeks.",
};

let fake: FakeAiProvider;
let withProvider: TestContext;
let builtin: TestContext;
let admin: string;
let editor: string;
let channelId: string;

const ask = (t: TestContext, action: string, payload: Record<string, unknown>, jwt = editor) =>
  t.app.inject({
    method: "POST",
    url: `/api/ai/${H}/${action}`,
    headers: bearer(jwt),
    payload: { channelId, ...payload },
  });

const eventsOf = (body: string): AiStreamEvent[] =>
  body
    .trim()
    .split("\n")
    .map((line) => ZAiStreamEvent.parse(JSON.parse(line)));

const activity = async () => {
  const res = await withProvider.app.inject({
    method: "GET",
    url: `/api/accounts/${H}/activity?action=ai.use&pageSize=100`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    items: {
      action: string;
      actor: { displayName: string };
      details: Record<string, unknown>;
      target: { name: string } | null;
    }[];
  }>().items;
};

beforeAll(async () => {
  fake = await startFakeAiProvider();
  withProvider = await createTestApp({
    ...LIMITS,
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test-secret",
    AI_MODEL: "test-model",
    AI_TIMEOUT_MS: "400",
  });
  builtin = await createTestApp(LIMITS, withProvider.db);
  [admin, editor] = await Promise.all([
    signIn(withProvider.app, "admin"),
    signIn(withProvider.app, "editor"),
  ]);
  const channels = ZChannelList.parse(
    (
      await withProvider.app.inject({
        method: "GET",
        url: `/api/channels/${H}`,
        headers: bearer(admin),
      })
    ).json(),
  );
  channelId = channels.find((c) => c.name !== "Match day")!.id;
  for (const text of [
    "Polls have closed across the country. Counting has started in all districts.",
    "Early results give Labour a narrow lead. Turnout is the highest since 1989.",
    "The prime minister will speak at 23:00. Labour is on 27 percent with half the votes counted.",
  ]) {
    const res = await withProvider.app.inject({
      method: "POST",
      url: `/api/posts/${H}/${channelId}`,
      headers: bearer(admin),
      payload: {
        title: "",
        content: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text }] }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await fake?.close();
  await builtin?.close();
  await withProvider?.close();
});

describe("AI mode with a provider", () => {
  it("says who answers, never the key", async () => {
    const res = await withProvider.app.inject({
      method: "GET",
      url: `/api/ai/${H}`,
      headers: bearer(editor),
    });
    expect(ZAiStatus.parse(res.json())).toEqual({
      enabled: true,
      assistedLabel: false,
      assistant: "provider",
      model: "test-model",
    });
    expect(res.body).not.toContain("sk-test-secret");
  });

  it("streams the model's words as they come, then the headlines, and sends the key upstream", async () => {
    fake.mode = "ok";
    fake.answer =
      '1. Bridge closes for six weeks\n2. Council votes to shut the bridge\n3. "Repairs start Monday"';
    const res = await ask(withProvider, "headlines", POST);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/x-ndjson");
    const events = eventsOf(res.body);
    expect(events[0]).toEqual({ type: "start", assistant: "provider", model: "test-model" });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({
      type: "done",
      result: {
        kind: "headlines",
        headlines: [
          "Bridge closes for six weeks",
          "Council votes to shut the bridge",
          "Repairs start Monday",
        ],
      },
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.auth).toBe("Bearer sk-test-secret");
    expect(sent.body).toMatchObject({ model: "test-model", stream: true });
    expect(sent.body.messages?.at(-1)?.content).toContain("The council voted 7 to 2");
  });

  it("translates, and keeps the chosen tags to the account's own, merged with auto-tagging", async () => {
    fake.answer = "Kommunestyret stemte 7 mot 2 for å stenge brua.";
    const translated = eventsOf(
      (await ask(withProvider, "translate", { ...POST, target: "no" })).body,
    );
    expect(translated.at(-1)).toEqual({
      type: "done",
      result: { kind: "text", text: fake.answer },
    });
    expect(fake.requests.at(-1)!.body.messages?.[0]?.content).toContain("Norwegian");

    for (const name of ["Bridge", "Council", "Weather"]) {
      await withProvider.app.inject({
        method: "POST",
        url: `/api/tags/${H}`,
        headers: bearer(editor),
        payload: { name },
      });
    }
    fake.answer = "council, Invented tag, weather";
    const tags = eventsOf((await ask(withProvider, "tags", POST)).body);
    expect(tags.at(-1)).toEqual({
      type: "done",
      result: { kind: "tags", tags: ["Council", "Weather", "Bridge"] },
    });
  });

  it("summarises the channel's latest posts, oldest first, into a 'what we know so far'", async () => {
    fake.answer = "- Polls have closed\n- Labour leads narrowly";
    const res = await ask(withProvider, "summary", { channelId, count: 2, language: "en" });
    expect(eventsOf(res.body).at(-1)).toEqual({
      type: "done",
      result: {
        kind: "summary",
        title: "What we know so far",
        text: "Polls have closed\nLabour leads narrowly",
        posts: 2,
      },
    });
    const prompt = fake.requests.at(-1)!.body.messages?.at(-1)?.content ?? "";
    expect(prompt.indexOf("Early results")).toBeLessThan(prompt.indexOf("prime minister"));
    expect(prompt).not.toContain("Polls have closed");
  });

  it("a provider down, silent or talking garbage is a clear error within the timeout", async () => {
    fake.mode = "down";
    expectError(await ask(withProvider, "proofread", POST), 502, "ai-provider-unavailable");
    fake.mode = "slow";
    const started = Date.now();
    expectError(await ask(withProvider, "shorten", POST), 504, "ai-provider-timeout");
    expect(Date.now() - started).toBeLessThan(3000);
    fake.mode = "garbage";
    expectError(await ask(withProvider, "headlines", POST), 502, "ai-provider-bad-answer");
    // Stopping after the first words: the words came, then an error, never a result.
    fake.mode = "stall";
    fake.answer = "Half a headline and then nothing";
    const events = eventsOf((await ask(withProvider, "headlines", POST)).body);
    expect(events.map((e) => e.type)).toEqual(["start", "delta", "error"]);
    expect(events.at(-1)).toEqual({ type: "error", errorKey: "ai-provider-timeout" });
  });

  it("cancelling the request aborts the provider's", async () => {
    fake.mode = "trickle";
    const served = await createTestApp({ ...LIMITS, AI_BASE_URL: fake.url }, withProvider.db);
    await served.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = served.app.server.address() as AddressInfo;
    const abortedBefore = fake.aborted;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/ai/${H}/shorten`, {
      method: "POST",
      headers: { ...bearer(editor), "content-type": "application/json" },
      body: JSON.stringify({ ...POST, channelId }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"type":"start"');
    controller.abort();
    await expect.poll(() => fake.aborted, { timeout: 2000 }).toBe(abortedBefore + 1);
    served.app.server.closeAllConnections();
    await served.close();
  });

  it("records every use: who, which action, which assistant", async () => {
    const entries = await activity();
    const editorUses = entries.filter((e) => e.actor.displayName && e.details.type === "headlines");
    expect(editorUses.length).toBeGreaterThanOrEqual(3);
    expect(editorUses[0]!.details).toMatchObject({ assistant: "provider", model: "test-model" });
    const summary = entries.find((e) => e.details.type === "summary");
    expect(summary?.target?.name).toBeTruthy();
    expect(JSON.stringify(entries)).not.toContain("sk-test-secret");
  });
});

describe("AI mode on the built-in assistant", () => {
  it("suggests headlines from the text's own sentences and says it answered", async () => {
    const res = await ask(builtin, "headlines", POST);
    const events = eventsOf(res.body);
    expect(events[0]).toEqual({ type: "start", assistant: "built-in", model: null });
    const done = events.at(-1);
    expect(
      done?.type === "done" && done.result.kind === "headlines" && done.result.headlines,
    ).toEqual([
      "The council voted 7 to 2 to close the bridge",
      "Repairs start on Monday and take six weeks",
    ]);
  });

  it("summarises the channel without a provider", async () => {
    const events = eventsOf(
      (await ask(builtin, "summary", { channelId, count: 3, language: "no" })).body,
    );
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    if (done?.type !== "done" || done.result.kind !== "summary") throw new Error("no summary");
    expect(done.result.title).toBe("Dette vet vi så langt");
    expect(done.result.text.split("\n").length).toBeGreaterThanOrEqual(3);
    expect(done.result.text).toContain("Labour");
  });

  it("refuses rewriting and translating as needing a provider, and empty input", async () => {
    for (const action of ["shorten", "proofread", "translate"]) {
      expectError(await ask(builtin, action, POST), 400, "ai-needs-provider");
    }
    expectError(await ask(builtin, "headlines", { text: "  " }), 400, "ai-nothing-to-work-on");
    expectError(
      await ask(builtin, "summary", { channelId: "5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31" }),
      404,
      "not-found",
    );
    expectError(
      await ask(builtin, "headlines", { ...POST, channelId: undefined }),
      400,
      "validation-failed",
    );
    expectError(await ask(builtin, "bogus", POST), 400, "validation-failed");
  });
});

describe("who may use AI mode", () => {
  it("only those who may write posts in the channel: a guest in its own channel, nobody without the right", async () => {
    const guest = await signIn(builtin.app, "guest");
    const matchDay = (
      await builtin.repos.channels.listActive(
        (await builtin.repos.accounts.findByKey("demo", "newsroom"))!.id,
      )
    ).find((c) => c.name === "Match day")!.id;
    const newsroomId = (await builtin.repos.accounts.findByKey("demo", "newsroom"))!.id;
    const bare = await newUser(builtin, {
      email: "ai-bare@ticker.local",
      accountId: newsroomId,
      role: "user",
      rights: { allow: [] },
    });
    // The guest holds publish in Match day only.
    expectError(await ask(builtin, "headlines", POST, guest), 403, "forbidden");
    const own = await ask(builtin, "headlines", { ...POST, channelId: matchDay }, guest);
    expect(own.statusCode, own.body).toBe(200);
    // A user of the account without any writing right: nothing, in any channel, any action.
    for (const action of ["headlines", "tags", "summary"]) {
      for (const id of [channelId, matchDay]) {
        expectError(
          await ask(builtin, action, { ...POST, channelId: id }, bare.jwt),
          403,
          "forbidden",
        );
      }
    }
    // Before any other answer: the refusal does not say whether AI mode is on.
    const res = await ask(builtin, "shorten", POST, bare.jwt);
    expectError(res, 403, "forbidden");
  });
});

describe("the account's switch", () => {
  it("an administrator turns AI mode off: it is refused and logged as a settings change", async () => {
    const off = await builtin.app.inject({
      method: "PUT",
      url: `/api/accounts/${H}/ai-settings`,
      headers: bearer(admin),
      payload: { enabled: false, assistedLabel: true },
    });
    expect(off.json()).toEqual({ enabled: false, assistedLabel: true });
    expectError(await ask(builtin, "headlines", POST), 403, "ai-disabled");
    expectError(
      await builtin.app.inject({
        method: "PUT",
        url: `/api/accounts/${H}/ai-settings`,
        headers: bearer(editor),
        payload: { enabled: true, assistedLabel: true },
      }),
      403,
      "forbidden",
    );
    const log = await builtin.app.inject({
      method: "GET",
      url: `/api/accounts/${H}/activity?action=settings.ai`,
      headers: bearer(admin),
    });
    expect(log.json().items[0].details.changes).toEqual([
      { field: "aiEnabled", before: true, after: false },
      { field: "aiAssistedLabel", before: false, after: true },
    ]);
    // Sub-accounts keep their own switch.
    const sports = await builtin.app.inject({
      method: "GET",
      url: `/api/ai/sports.demo`,
      headers: bearer(admin),
    });
    expect(sports.json()).toMatchObject({ enabled: true });
    await builtin.app.inject({
      method: "PUT",
      url: `/api/accounts/${H}/ai-settings`,
      headers: bearer(admin),
      payload: { enabled: true, assistedLabel: false },
    });
  });
});

describe("AI_ACCOUNTS", () => {
  it("gives the provider to the listed accounts only; the others get the built-in assistant", async () => {
    const some = await createTestApp(
      { ...LIMITS, AI_BASE_URL: fake.url, AI_MODEL: "test-model", AI_ACCOUNTS: " Sports.demo ," },
      withProvider.db,
    );
    try {
      const status = async (host: string) =>
        ZAiStatus.parse(
          (
            await some.app.inject({ method: "GET", url: `/api/ai/${host}`, headers: bearer(admin) })
          ).json(),
        );
      expect(await status("sports.demo")).toMatchObject({
        assistant: "provider",
        model: "test-model",
      });
      expect(await status(H)).toMatchObject({ assistant: "built-in", model: null });
      expectError(await ask(some, "shorten", POST), 400, "ai-needs-provider");
      const res = await ask(some, "headlines", POST);
      expect(eventsOf(res.body)[0]).toEqual({ type: "start", assistant: "built-in", model: null });
    } finally {
      await some.close();
    }
  });
});

describe("rate limits", () => {
  it("per user, then per account, with a clear key and Retry-After", async () => {
    const limited = await createTestApp({
      RATE_LIMIT_AI_PER_USER_PER_MINUTE: "2",
      RATE_LIMIT_AI_PER_ACCOUNT_PER_MINUTE: "3",
    });
    try {
      const [ed, ad] = await Promise.all([
        signIn(limited.app, "editor"),
        signIn(limited.app, "admin"),
      ]);
      // Its own database: on PostgreSQL its channels have ids of their own.
      const newsroom = (await limited.repos.accounts.findByKey("demo", "newsroom"))!;
      const own = (await limited.repos.channels.listActive(newsroom.id)).find(
        (c) => c.name !== "Match day",
      )!.id;
      const post = { ...POST, channelId: own };
      expect((await ask(limited, "headlines", post, ed)).statusCode).toBe(200);
      expect((await ask(limited, "headlines", post, ed)).statusCode).toBe(200);
      const third = await ask(limited, "headlines", post, ed);
      expectError(third, 429, "ai-rate-limited");
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      expect((await ask(limited, "headlines", post, ad)).statusCode).toBe(200);
      expectError(await ask(limited, "headlines", post, ad), 429, "ai-rate-limited");
    } finally {
      await limited.close();
    }
  });
});
