import { Readable } from "node:stream";
import { type AiAction, type AiAssistant, needsProvider } from "../../domain/ai";
import { ZAiParams, ZAiRequest, ZAiStatus } from "../../domain/schemas/ai";
import { ZHostParams } from "../../domain/schemas/common";
import { recordActivity } from "../activity/record";
import { type AiInput, runAssistant } from "../ai/assistant";
import { type AiProviderConfig, AiProviderError } from "../ai/provider";
import { aiSettingsOf } from "../ai/settings";
import { authorize, refuse } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import type { RoutePlugin } from "./plugin";

const MINUTE_MS = 60_000;

const PROVIDER_STATUS: Record<AiProviderError["errorKey"], number> = {
  "ai-provider-unavailable": 502,
  "ai-provider-timeout": 504,
  "ai-provider-bad-answer": 502,
};

/**
 * AI mode. POST /ai/{host}/{action} answers as NDJSON lines (ZAiStreamEvent) while
 * the assistant writes; closing the request aborts the provider's. Refusals come first, as
 * plain error answers: AI mode off, rate limits, an action the built-in assistant cannot do,
 * nothing to work on, a provider down or silent before its first word.
 */
export const aiRoutes: RoutePlugin = async (app, { services, db }) => {
  const member = [authenticate(services), requireHostAccess(services)];
  const { config } = services;
  const provider: AiProviderConfig | null = config.ai.baseUrl
    ? {
        baseUrl: config.ai.baseUrl,
        apiKey: config.ai.apiKey,
        model: config.ai.model,
        timeoutMs: config.ai.timeoutMs,
      }
    : null;
  /** Who answers for an account: the provider, unless AI_ACCOUNTS leaves the account out. */
  const providerFor = (host: string): AiProviderConfig | null =>
    provider && (!config.ai.accounts || config.ai.accounts.includes(host.toLowerCase()))
      ? provider
      : null;
  const assistantOf = (p: AiProviderConfig | null): AiAssistant => (p ? "provider" : "built-in");

  app.get(
    "/ai/:host",
    { schema: { params: ZHostParams, response: { 200: ZAiStatus } }, preHandler: member },
    async (request) => {
      const answers = providerFor(request.params.host);
      return {
        ...aiSettingsOf(scopeOf(request).host.record.account.settings),
        assistant: assistantOf(answers),
        model: answers?.model ?? null,
      };
    },
  );

  /** Per user and per account, in the shared counters; the user's count is checked first. */
  const limit = async (userId: string, accountId: string) => {
    const checks: [string, number][] = [
      [`ai|user|${userId}`, config.ai.perUserPerMinute],
      [`ai|account|${accountId}`, config.ai.perAccountPerMinute],
    ];
    for (const [key, max] of checks) {
      const { hits, resetMs } = await services.rateLimits.hit(key, MINUTE_MS);
      if (hits > max) return Math.max(1, Math.ceil(resetMs / 1000));
    }
    return null;
  };

  /** The channel's latest posts, newest first, as the summary reads them. */
  const latestPosts = (channelId: string, count: number) =>
    db
      .selectFrom("posts")
      .select(["title", "plain_text as text"])
      .where("channel_id", "=", channelId)
      .where("deleted_utc", "is", null)
      .orderBy("created_utc", "desc")
      .orderBy("id", "desc")
      .limit(count)
      .execute();

  app.post(
    "/ai/:host/:action",
    { schema: { params: ZAiParams, body: ZAiRequest }, preHandler: member },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { record } = scope.host;
      const action: AiAction = request.params.action;
      const body = request.body;
      const provider = providerFor(request.params.host);
      const assistant = assistantOf(provider);
      // Every action works for a post in a channel: the right to write posts there comes first.
      const channel = await loadChannel(services.repos, scope, body.channelId);
      authorize(scope.asker, "useAi", { kind: "channel", id: channel.id });
      if (!aiSettingsOf(record.account.settings).enabled) refuse("ai-disabled");
      if (!provider && needsProvider(action)) throw new ApiError(400, "ai-needs-provider");

      const posts = action === "summary" ? await latestPosts(channel.id, body.count) : [];
      const accountTags =
        action === "tags"
          ? (await services.repos.tags.list(record.accountId)).map((t) => t.name)
          : [];
      const empty =
        action === "summary"
          ? posts.length === 0
          : action === "tags"
            ? accountTags.length === 0 || !`${body.title}${body.text}`.trim()
            : !body.text.trim() && !(action === "headlines" && body.title.trim());
      if (empty) throw new ApiError(400, "ai-nothing-to-work-on");

      const retryAfter = await limit(scopeOf(request).user.id, record.accountId);
      if (retryAfter !== null) {
        reply.header("retry-after", retryAfter);
        throw new ApiError(429, "ai-rate-limited");
      }

      // Every use is logged, also one the provider then fails: it was asked.
      await recordActivity(services.repos, request, {
        accountId: record.accountId,
        action: "ai.use",
        target: { type: "channel", id: channel.id, name: channel.name },
        details: { type: action, assistant, model: provider?.model ?? null },
      });

      const input: AiInput = {
        action,
        title: body.title,
        text: body.text,
        language: body.language,
        target: body.target ?? (body.language === "en" ? "no" : "en"),
        accountTags,
        chosenTags: body.chosenTags,
        posts,
      };
      // The editor cancelled (or left): the provider's request ends too.
      const cancel = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      const events = runAssistant(input, provider, cancel.signal);
      let first: IteratorResult<unknown>;
      try {
        first = await events.next();
      } catch (error) {
        if (!(error instanceof AiProviderError)) throw error;
        request.log.info({ reason: error.message }, "AI provider failed");
        throw new ApiError(PROVIDER_STATUS[error.errorKey], error.errorKey);
      }
      async function* lines() {
        if (!first.done) yield `${JSON.stringify(first.value)}\n`;
        for await (const event of events) yield `${JSON.stringify(event)}\n`;
      }
      return reply
        .type("application/x-ndjson; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );
};
