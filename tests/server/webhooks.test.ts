import type { IncomingHttpHeaders } from "node:http";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type WebhookDelivery,
  type WebhookEventType,
  ZCreatedWebhookEndpoint,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookPayload,
} from "../../domain/schemas/webhook";
import { apiKeySealer, WEBHOOK_SECRET_INFO } from "../../server/auth/api-key-secrets";
import { deliverDue, MAX_ATTEMPTS } from "../../server/webhooks/deliver";
import { H } from "./extensions-fixtures";
import { demoApp, demoNewsroom, publishPost } from "./helpers/demo";
import { loopbackServer } from "./helpers/loopback-server";
import { expectError, TEST_JWT_SECRET } from "./helpers/test-app";

/** Delivery to a receiver this file starts on loopback (the server allows private addresses). */
const { t, call, admin } = await demoApp({ env: { ALLOW_PRIVATE_FETCH: "1" } });

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** What the receiver answers next, per path (default 200). */
const answers = new Map<string, number[]>();
const receiver = await loopbackServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const path = req.url ?? "/";
    received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    const status = answers.get(path)?.shift() ?? 200;
    if (status === 302) res.writeHead(302, { location: `${receiver.origin}/redirected` });
    else res.writeHead(status);
    res.end("ok");
  });
});

const sealer = apiKeySealer(TEST_JWT_SECRET, WEBHOOK_SECRET_INFO);
const HOUR = 3_600_000;
/** Delivers what is due at `at` (the scheduling clock; signatures carry the real time). */
const deliver = (at = new Date()) =>
  deliverDue(t.db.db, { sealer, allowPrivate: true, now: () => at });

let matchDayId: string;
beforeAll(async () => {
  ({ matchDayId } = await demoNewsroom(t));
});
afterEach(async () => {
  await t.db.db.deleteFrom("webhook_endpoints").execute();
  received.length = 0;
  answers.clear();
});

const base = `/accounts/${H}/webhooks`;
async function endpoint(path: string, events: WebhookEventType[] = ["post.published"]) {
  const res = await call("POST", base, admin, {
    name: `Receiver ${path}`,
    url: `${receiver.origin}${path}`,
    events,
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZCreatedWebhookEndpoint.parse(res.json());
}
const deliveries = async (id: string): Promise<WebhookDelivery[]> =>
  ZWebhookDeliveryList.parse((await call("GET", `${base}/${id}/deliveries`, admin)).json());
const at = (path: string) => received.filter((r) => r.path === path);
const publish = (title: string) =>
  publishPost(t, admin, matchDayId, { title, content: null, importance: "normal", tags: [] });

/** Verifies as a receiver does, with the standardwebhooks package. */
function verified(secret: string, r: Received) {
  const headers = {
    "webhook-id": String(r.headers["webhook-id"]),
    "webhook-timestamp": String(r.headers["webhook-timestamp"]),
    "webhook-signature": String(r.headers["webhook-signature"]),
  };
  return ZWebhookPayload.parse(new Webhook(secret).verify(r.body, headers));
}

describe("webhook delivery", () => {
  it("posts a signed Standard Webhooks message that verifies with the endpoint's secret", async () => {
    const hook = await endpoint("/signed", ["post.published", "post.deleted"]);
    const post = await publish("Kick-off");
    expect(await deliver()).toBe(1);
    const [got] = at("/signed");
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    const payload = verified(hook.secret, got!);
    expect(payload).toMatchObject({
      type: "post.published",
      data: { channelId: matchDayId, post: { id: post.id, title: "Kick-off" } },
    });
    expect(Date.parse(payload.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    // Another secret does not verify, nor does a changed body.
    const wrong = `whsec_${Buffer.alloc(24, 1).toString("base64")}`;
    expect(() => verified(wrong, got!)).toThrow();
    expect(() =>
      verified(hook.secret, { ...got!, body: got!.body.replace("Kick", "Kook") }),
    ).toThrow();
    const [logged] = await deliveries(hook.id);
    expect(logged).toMatchObject({
      type: "post.published",
      subject: "Kick-off",
      status: "delivered",
    });
    expect(logged!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, error: null }),
    ]);
    expect(logged!.attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("retries after a 500 with the same webhook-id, later, and logs each attempt", async () => {
    const hook = await endpoint("/flaky");
    answers.set("/flaky", [500]);
    await publish("Flaky");
    const t0 = new Date();
    expect(await deliver(t0)).toBe(1);
    // Not due again at once: the backoff holds it back.
    expect(await deliver(t0)).toBe(0);
    expect(await deliver(new Date(t0.getTime() + HOUR))).toBe(1);
    const [first, second] = at("/flaky");
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(verified(hook.secret, second!).type).toBe("post.published");
    const [logged] = await deliveries(hook.id);
    expect(logged!.status).toBe("delivered");
    expect(logged!.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, "http-status"],
      [2, 200, null],
    ]);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    const hook = await endpoint("/moved");
    answers.set("/moved", [302]);
    await publish("Moved");
    await deliver();
    expect(at("/redirected")).toHaveLength(0);
    const [logged] = await deliveries(hook.id);
    expect(logged!.status).toBe("pending");
    expect(logged!.attempts[0]).toMatchObject({ statusCode: 302, error: "redirect" });
  });

  it("gives up after about a day of attempts and switches a failing endpoint off with the reason", async () => {
    const hook = await endpoint("/down");
    answers.set("/down", Array(MAX_ATTEMPTS + 1).fill(503));
    await publish("Nobody home");
    let clock = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await deliver(new Date(clock)), `attempt ${i + 1}`).toBe(1);
      clock += 10 * HOUR; // past the longest wait, 8 h plus 20 % jitter
    }
    expect(await deliver(new Date(clock + 48 * HOUR))).toBe(0);
    expect(at("/down")).toHaveLength(MAX_ATTEMPTS);
    expect(new Set(at("/down").map((r) => r.headers["webhook-id"])).size).toBe(1);
    const [logged] = await deliveries(hook.id);
    expect(logged!.status).toBe("failed");
    expect(logged!.attempts).toHaveLength(MAX_ATTEMPTS);
    const state = ZWebhookEndpoint.parse(
      (await call("GET", base, admin))
        .json<unknown[]>()
        .find((e) => (e as { id: string }).id === hook.id),
    );
    expect(state).toMatchObject({
      enabled: false,
      disabled: { reason: "failing", detail: "status-503" },
    });
    // Off: new events are not queued for it; switching it on clears the reason.
    await publish("While off");
    expect(await deliveries(hook.id)).toHaveLength(1);
    const on = await call("PATCH", `${base}/${hook.id}`, admin, { enabled: true });
    expect(ZWebhookEndpoint.parse(on.json())).toMatchObject({ enabled: true, disabled: null });
  });

  it("keeps an endpoint on while some deliveries still succeed", async () => {
    const hook = await endpoint("/sometimes");
    answers.set("/sometimes", [500]);
    // One dispatcher clock for both first rounds, ahead of the events' own times: Two's retry is
    // then due seconds after it, however long a busy machine takes between the rounds.
    let clock = Date.now() + 10 * 60_000;
    await publish("Two");
    expect(await deliver(new Date(clock))).toBe(1); // Two fails
    await publish("Three");
    clock += 1000;
    expect(await deliver(new Date(clock))).toBe(1); // Three goes through (Two is not due yet)
    answers.set("/sometimes", Array(MAX_ATTEMPTS).fill(500));
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      clock += 10 * HOUR; // past the longest wait, 8 h plus 20 % jitter
      expect(await deliver(new Date(clock))).toBe(1); // Two again
    }
    expect((await deliveries(hook.id)).map((d) => d.status)).toEqual(["delivered", "failed"]);
    const [state] = ZWebhookEndpoint.array()
      .parse((await call("GET", base, admin)).json())
      .filter((e) => e.id === hook.id);
    // Two used every attempt, but Three reached it after Two first failed.
    expect(state!.enabled).toBe(true);
  });

  it("resends a delivery with its webhook-id", async () => {
    const hook = await endpoint("/again");
    await publish("Again");
    await deliver();
    const [logged] = await deliveries(hook.id);
    const res = await call("POST", `${base}/${hook.id}/deliveries/${logged!.id}/resend`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect((await deliveries(hook.id))[0]!.status).toBe("pending");
    expect(await deliver()).toBe(1);
    const [a, b] = at("/again");
    expect(b!.headers["webhook-id"]).toBe(a!.headers["webhook-id"]);
    expect(b!.body).toBe(a!.body);
    expect((await deliveries(hook.id))[0]!.attempts.map((x) => x.attempt)).toEqual([1, 2]);
    expectError(
      await call("POST", `${base}/${hook.id}/deliveries/999999/resend`, admin),
      404,
      "not-found",
    );
  });

  it("never sends a deleted post's content: pending deliveries are cancelled, post.deleted carries the id", async () => {
    const hook = await endpoint("/deleted", ["post.published", "post.updated", "post.deleted"]);
    const post = await publish("Regrettable");
    const del = await call(
      "DELETE",
      `/posts/${H}/${matchDayId}/${post.id}?version=${post.version}`,
      admin,
    );
    expect(del.statusCode, del.body).toBe(204);
    await deliver();
    const got = at("/deleted");
    expect(got).toHaveLength(1);
    expect(got[0]!.body).not.toContain("Regrettable");
    expect(verified(hook.secret, got[0]!)).toMatchObject({
      type: "post.deleted",
      data: { channelId: matchDayId, postId: post.id },
    });
    const [deleted, published] = await deliveries(hook.id);
    // The log no longer names what was taken out.
    expect([deleted!.type, deleted!.status, deleted!.subject]).toEqual([
      "post.deleted",
      "delivered",
      null,
    ]);
    expect([published!.type, published!.status, published!.subject]).toEqual([
      "post.published",
      "cancelled",
      null,
    ]);
    const stored = await t.db.db.selectFrom("webhook_deliveries").select("payload").execute();
    expect(JSON.stringify(stored)).not.toContain("Regrettable");
    expectError(
      await call("POST", `${base}/${hook.id}/deliveries/${published!.id}/resend`, admin),
      409,
      "webhook-delivery-cancelled",
    );
  });

  it("signs with the new and the old secret for a day after a rotation", async () => {
    const hook = await endpoint("/rotated");
    const rotated = await call("POST", `${base}/${hook.id}/rotate-secret`, admin);
    const { secret } = rotated.json<{ secret: string }>();
    await publish("Rotated");
    await deliver();
    const [got] = at("/rotated");
    expect(String(got!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verified(secret, got!).type).toBe("post.published");
    expect(verified(hook.secret, got!).type).toBe("post.published");
  });

  it("sends only the events asked for, of the endpoint's own account", async () => {
    const hook = await endpoint("/ended", ["channel.ended"]);
    await publish("Not asked for");
    const ended = await call("POST", `/channels/${H}/${matchDayId}/end-coverage`, admin);
    expect(ended.statusCode, ended.body).toBe(200);
    await deliver();
    expect(at("/ended").map((r) => JSON.parse(r.body).type)).toEqual(["channel.ended"]);
    expect(JSON.parse(at("/ended")[0]!.body).data.channel).toMatchObject({
      id: matchDayId,
      name: "Match day",
    });
    // The log names the channel a channel event carried.
    expect((await deliveries(hook.id)).map((d) => [d.type, d.subject])).toEqual([
      ["channel.ended", "Match day"],
    ]);
  });
});
