import { describe, expect, it } from "vitest";
import {
  ZCreatedWebhookEndpoint,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookSecretResponse,
} from "../../domain/schemas/webhook";
import { apiKeySealer, WEBHOOK_SECRET_INFO } from "../../server/auth/api-key-secrets";
import { deliverDue } from "../../server/webhooks/deliver";
import { activityOf, H, userOfOtherAccount } from "./extensions-fixtures";
import { demoApp, demoNewsroom, publishPost } from "./helpers/demo";
import { loopbackServer } from "./helpers/loopback-server";
import { expectError, TEST_JWT_SECRET } from "./helpers/test-app";

/** Registration and management, on a server that keeps private addresses out (the default). */
const { t, call, admin, editor, guest } = await demoApp();
const other = await userOfOtherAccount(t, "hookadmin");
let hits = 0;
const inside = await loopbackServer((_req, res) => {
  hits++;
  res.end("ok");
});

const url = (host = H) => `/accounts/${host}/webhooks`;
/** A public address literal: checked without DNS. */
const PUBLIC = "https://93.184.215.14/ticker-hook";
const BODY = { name: "Slack notifier", url: PUBLIC, events: ["post.published"] };

async function create(body: object = BODY) {
  const res = await call("POST", url(), admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZCreatedWebhookEndpoint.parse(res.json());
}

describe("webhook endpoints", () => {
  it("creates an endpoint and shows its secret once", async () => {
    const created = await create({ ...BODY, events: ["post.published", "post.published"] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).toMatchObject({
      name: "Slack notifier",
      url: PUBLIC,
      events: ["post.published"],
      enabled: true,
      disabled: null,
      createdBy: { displayName: "Ada Admin" },
    });
    const list = ZWebhookEndpointList.parse((await call("GET", url(), admin)).json());
    expect(list.map((e) => e.id)).toContain(created.id);
    // Neither the list nor the row in the database holds the secret in the clear.
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const row = await t.db.db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));
    const logged = await activityOf(t, "newsroom", "webhook.create");
    expect(logged[0]).toMatchObject({ target_id: created.id });
    expect(JSON.stringify(logged[0])).not.toContain(created.secret);
  });

  it("changes name, events and state, and rotates the secret", async () => {
    const created = await create();
    const patched = await call("PATCH", `${url()}/${created.id}`, admin, {
      name: "Desk alerts",
      events: ["post.deleted", "channel.ended"],
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(ZWebhookEndpoint.parse(patched.json())).toMatchObject({
      name: "Desk alerts",
      events: ["post.deleted", "channel.ended"],
      enabled: false,
      disabled: null,
    });
    const rotated = await call("POST", `${url()}/${created.id}/rotate-secret`, admin);
    expect(rotated.statusCode).toBe(200);
    const { secret } = ZWebhookSecretResponse.parse(rotated.json());
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    expect(await activityOf(t, "newsroom", "webhook.rotate-secret")).toHaveLength(1);
  });

  it("deletes with 204, then 404", async () => {
    const created = await create();
    const gone = await call("DELETE", `${url()}/${created.id}`, admin);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe("");
    expectError(await call("DELETE", `${url()}/${created.id}`, admin), 404, "not-found");
    expectError(await call("GET", `${url()}/${created.id}/deliveries`, admin), 404, "not-found");
  });

  it("refuses bad input with an errorKey", async () => {
    expectError(
      await call("POST", url(), admin, { ...BODY, events: [] }),
      400,
      "webhook-events-required",
    );
    expectError(
      await call("POST", url(), admin, { ...BODY, events: ["post.pinned"] }),
      400,
      "validation-failed",
    );
    for (const bad of ["ftp://93.184.215.14/x", "not a url", "https://user:pw@93.184.215.14/x"]) {
      expectError(
        await call("POST", url(), admin, { ...BODY, url: bad }),
        400,
        "webhook-url-invalid",
      );
    }
  });

  it("refuses loopback, private, link-local and metadata addresses, also behind a name", async () => {
    for (const bad of [
      "http://127.0.0.1:8080/hook",
      "http://[::1]/hook",
      "http://10.1.2.3/hook",
      "http://192.168.0.10/hook",
      "http://172.16.5.5/hook",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fe80::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://0.0.0.0/hook",
      // a name that resolves to loopback
      "http://localhost:9000/hook",
    ]) {
      expectError(
        await call("POST", url(), admin, { ...BODY, url: bad }),
        400,
        "webhook-url-blocked",
      );
    }
    const created = await create();
    expectError(
      await call("PATCH", `${url()}/${created.id}`, admin, { url: "http://127.0.0.1/x" }),
      400,
      "webhook-url-blocked",
    );
    expectError(
      await call("POST", url(), admin, { ...BODY, url: "https://no-such-host.invalid/x" }),
      400,
      "webhook-url-unresolvable",
    );
  });

  it("is for the account's administrators only", async () => {
    const created = await create();
    for (const jwt of [editor, guest, other.jwt]) {
      for (const [method, path] of [
        ["GET", url()],
        ["POST", url()],
        ["PATCH", `${url()}/${created.id}`],
        ["DELETE", `${url()}/${created.id}`],
        ["POST", `${url()}/${created.id}/rotate-secret`],
        ["GET", `${url()}/${created.id}/deliveries`],
      ] as const) {
        const res = await call(
          method,
          path,
          jwt,
          method === "GET" || method === "DELETE" ? undefined : BODY,
        );
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
    // Another account's administrator does not see or reach this account's endpoints.
    const theirs = await call("POST", url(other.host), other.jwt, BODY);
    expect(theirs.statusCode).toBe(201);
    expect(
      ZWebhookEndpointList.parse((await call("GET", url(other.host), other.jwt)).json()),
    ).toHaveLength(1);
    expectError(
      await call("GET", `${url(other.host)}/${created.id}/deliveries`, other.jwt),
      404,
      "not-found",
    );
  });

  it("checks the address again at every delivery: a URL that now reaches loopback is refused", async () => {
    // As if the name had resolved publicly when registered and to loopback since.
    const sealer = apiKeySealer(TEST_JWT_SECRET, WEBHOOK_SECRET_INFO);
    const { newsroomId, matchDayId } = await demoNewsroom(t);
    const row = await t.db.db
      .insertInto("webhook_endpoints")
      .values({
        account_id: newsroomId,
        name: "Rebound",
        url: `${inside.origin}/hook`,
        events: JSON.stringify(["post.published"]),
        secret_sealed: sealer.seal(`whsec_${Buffer.alloc(24, 7).toString("base64")}`),
        created_by_name: "test",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await publishPost(t, admin, matchDayId, { title: "Inside", content: null, tags: [] });
    await deliverDue(t.db.db, { sealer, allowPrivate: false });
    expect(hits).toBe(0);
    const log = await call("GET", `${url()}/${row.id}/deliveries`, admin);
    expect(log.json()).toEqual([
      expect.objectContaining({
        status: "pending",
        attempts: [expect.objectContaining({ statusCode: null, error: "blocked-address" })],
      }),
    ]);
  });
});
