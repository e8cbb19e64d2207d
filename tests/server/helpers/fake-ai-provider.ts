import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** How the stand-in answers the next requests. */
export type FakeAiMode = "ok" | "down" | "slow" | "stall" | "garbage" | "trickle";

/**
 * A stand-in for an OpenAI-compatible chat-completions server: it streams `answer` as SSE
 * chunks. "down" answers 503, "slow" never starts, "stall" starts and stops mid-answer,
 * "garbage" sends chunks that are not JSON, "trickle" sends a chunk every 50 ms until closed.
 */
export interface FakeAiProvider {
  url: string;
  mode: FakeAiMode;
  answer: string;
  requests: {
    body: { model?: string; stream?: boolean; messages?: { content: string }[] };
    auth?: string;
  }[];
  /** Requests whose connection the server closed before the answer ended (cancelled). */
  aborted: number;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  const fake: FakeAiProvider = {
    url: "",
    mode: "ok",
    answer: "",
    requests: [],
    aborted: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url !== "/v1/chat/completions" || req.method !== "POST") {
      res.writeHead(404).end();
      return;
    }
    fake.requests.push({ body: JSON.parse(body), auth: req.headers.authorization });
    let finished = false;
    res.on("close", () => {
      if (!finished) fake.aborted++;
    });
    const mode = fake.mode;
    if (mode === "down") {
      finished = true;
      res.writeHead(503, { "content-type": "application/json" }).end('{"error":"overloaded"}');
      return;
    }
    if (mode === "slow") return;
    res.writeHead(200, { "content-type": "text/event-stream" });
    if (mode === "garbage") {
      res.write("data: <html>not json</html>\n\n");
      finished = true;
      res.end();
      return;
    }
    const words = fake.answer.split(/(?<= )/);
    if (mode === "stall") {
      res.write(chunk(words[0] ?? ""));
      return;
    }
    if (mode === "trickle") {
      const timer = setInterval(() => res.write(chunk("more ")), 50);
      res.on("close", () => clearInterval(timer));
      res.write(chunk("start "));
      return;
    }
    for (const word of words) res.write(chunk(word));
    res.write("data: [DONE]\n\n");
    finished = true;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
