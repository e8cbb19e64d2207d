import type { ErrorKey } from "../../domain/errors";

/** An OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface AiProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The longest wait for the answer to start, and between two of its chunks. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** A provider that did not answer usefully; the errorKey tells the editor which way. */
export class AiProviderError extends Error {
  constructor(
    readonly errorKey: Extract<
      ErrorKey,
      "ai-provider-unavailable" | "ai-provider-timeout" | "ai-provider-bad-answer"
    >,
    message: string,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

const endpointOf = (baseUrl: string) => `${baseUrl.replace(/\/+$/, "")}/chat/completions`;

/** The text of one streamed chunk (`choices[0].delta.content`), or null when it has none. */
function deltaOf(data: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AiProviderError("ai-provider-bad-answer", "a chunk is not JSON");
  }
  const choices = (parsed as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) {
    throw new AiProviderError("ai-provider-bad-answer", "a chunk has no choices");
  }
  const content = (choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content;
  return typeof content === "string" ? content : null;
}

/**
 * Streams the model's answer, chunk by chunk. `signal` (the editor cancelled or left) aborts
 * the upstream request; a provider silent for `timeoutMs`, before or during the answer, is
 * given up on with ai-provider-timeout.
 */
export async function* streamChat(
  config: AiProviderConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const upstream = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      upstream.abort();
    }, config.timeoutMs);
  };
  const cancel = () => upstream.abort();
  signal.addEventListener("abort", cancel, { once: true });
  const failure = (error: unknown): Error => {
    if (error instanceof AiProviderError) return error;
    if (timedOut) return new AiProviderError("ai-provider-timeout", "the provider timed out");
    if (signal.aborted) return error instanceof Error ? error : new Error(String(error));
    return new AiProviderError("ai-provider-unavailable", String(error));
  };
  arm();
  try {
    let response: Response;
    try {
      response = await fetch(endpointOf(config.baseUrl), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
        signal: upstream.signal,
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new AiProviderError("ai-provider-unavailable", `status ${response.status}`);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let finished = false;
    let any = false;
    try {
      while (!finished) {
        arm();
        let chunk: ReadableStreamReadResult<string>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw failure(error);
        }
        if (chunk.done) break;
        buffer += chunk.value;
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.startsWith("data:")) continue;
          const data = line.slice(5).trim();
          if (data === "[DONE]") {
            finished = true;
            break;
          }
          const text = deltaOf(data);
          any = true;
          if (text) yield text;
        }
      }
    } finally {
      reader.releaseLock();
    }
    if (!any) throw new AiProviderError("ai-provider-bad-answer", "the answer held no chunks");
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", cancel);
    upstream.abort();
  }
}
