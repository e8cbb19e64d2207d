import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/cluster";
import { type Pushpin, pushpinBinary, startPushpin } from "../../scripts/pushpin";
import { demoNewsroom, newChannel, publishPost } from "./helpers/demo";
import { createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-db";
import { listenOnPort0, openSseThroughPushpin, type SseClient } from "./live-sse";

/**
 * A fan-out tier of two nodes (docs/deploy.md, "Readers through GRIP"): two Pushpins in front of
 * one server whose GRIP_URL names both control URLs. Each publish reaches the readers of both.
 */
const binary = pushpinBinary();
const SIG_KEY = "grip-tier-test-signing-key-0123456789";

describe.skipIf(!binary && !process.env.CI)(`a GRIP tier of two nodes (${testDbKind})`, () => {
  let t: TestContext;
  const nodes: Pushpin[] = [];
  const open: SseClient[] = [];

  beforeAll(async () => {
    if (!binary) throw new Error("pushpin is not installed (apt-get install pushpin)");
    const controls = [await freePort(), await freePort()];
    t = await createTestApp({
      GRIP_URL: controls.map((p) => `http://127.0.0.1:${p}`).join(", "),
      GRIP_KEY: SIG_KEY,
    });
    const origin = new URL(await listenOnPort0(t.app)).host;
    for (const controlPort of controls) {
      nodes.push(await startPushpin(binary, origin, SIG_KEY, { controlPort }));
    }
  }, 40_000);

  afterAll(async () => {
    for (const c of open) c.close();
    await t?.close();
    for (const node of nodes) await node.stop();
  });

  it("publishes each event to every node, whose readers each receive it", async () => {
    const admin = await signIn(t.app, "admin");
    const { newsroomId } = await demoNewsroom(t);
    const channelId = await newChannel(t, newsroomId, "Count night");
    const readers = await Promise.all(
      nodes.map((node) => openSseThroughPushpin(`${node.base}/api/live/public/${channelId}`, {})),
    );
    open.push(...readers);
    for (const c of readers) {
      expect(c.status, c.body).toBe(200);
      // Held once the prologue arrived: the node subscribed it before passing the answer on.
      for (let waited = 0; !c.comments.includes("ok"); waited += 20) {
        if (waited > 5000) throw new Error("not held");
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const post = await publishPost(t, admin, channelId, { title: "Both nodes" });
    for (const c of readers) {
      const got = await c.waitFor(
        (m) => m.event === "post.published" && m.data.includes(post.id),
        10_000,
      );
      expect(got.id).not.toBeNull();
    }
  });
});
