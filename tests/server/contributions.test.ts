import { beforeEach, describe, expect, it } from "vitest";
import { REPLY_MAX_LENGTH } from "../../domain/constants";
import {
  CONTRIBUTION_IMAGE_MAX_BYTES,
  type Contribution,
  DEFAULT_CONTRIBUTION_SETTINGS,
  ZContribution,
  ZContributionList,
  ZContributionSettings,
} from "../../domain/schemas/contribution";
import { demoApp, demoNewsroom } from "./helpers/demo";
import { expectError } from "./helpers/test-app";
import {
  multipartFile,
  overLimitUpload,
  png,
  storedUploads,
  type UploadBody,
} from "./helpers/uploads";

const { t, call, admin, editor, guest } = await demoApp({ prefix: "" });
const { matchDayId, electionId } = await demoNewsroom(t);
let ipCounter = 0;

const H = "newsroom.demo";

/** Each submit comes from its own address unless one is given (the per-client limit is 5/min). */
const submit = (channelId: string, body: Record<string, unknown>, ip?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/live/public/${channelId}/contributions`,
    payload: body,
    remoteAddress: ip ?? `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  });
const setSettings = (channelId: string, patch: Partial<typeof DEFAULT_CONTRIBUTION_SETTINGS>) =>
  call("PUT", `/api/contribution-settings/${H}/${channelId}`, admin, {
    ...DEFAULT_CONTRIBUTION_SETTINGS,
    ...patch,
  });
const list = async (channelId: string, query: string, jwt = admin) => {
  const res = await call("GET", `/api/contributions/${H}/${channelId}?${query}`, jwt);
  expect(res.statusCode).toBe(200);
  return ZContributionList.parse(res.json());
};
const act = (channelId: string, id: string, action: string, jwt = admin, query = "") =>
  call("POST", `/api/contributions/${H}/${channelId}/${id}/${action}${query}`, jwt);
const created = async (kind: "comment" | "question", message: string, channelId = electionId) => {
  const res = await submit(channelId, { kind, name: "Reader", contact: "r@example.com", message });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; status: string }>().id;
};
const events = (channelId: string) =>
  t.db.db
    .selectFrom("events")
    .selectAll()
    .where("channel_id", "=", channelId)
    .orderBy("id", "asc")
    .execute();

beforeEach(async () => {
  await setSettings(electionId, {});
});

describe("public submit", () => {
  it("stores a comment as pending and records a moderators-only event", async () => {
    const res = await submit(electionId, {
      kind: "comment",
      name: "Ada",
      contact: "ada@example.com",
      message: "Great coverage",
    });
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json<{ id: string; status: string }>();
    expect(status).toBe("pending");
    const pending = await list(electionId, "status=pending&kind=comment");
    const mine = pending.find((c) => c.id === id)!;
    expect(mine).toMatchObject({
      authorName: "Ada",
      contact: "ada@example.com",
      status: "pending",
    });
    const event = (await events(electionId)).find((e) => e.entity_id === id)!;
    expect(event).toMatchObject({ type: "contribution.created", audience: "moderators" });
    expect(event.invalidates).toEqual([`contributions:${electionId}`]);
  });

  it("answers 403 contributions-closed when the kind is switched off", async () => {
    await setSettings(electionId, { questions: false });
    expectError(
      await submit(electionId, { kind: "question", message: "Why?" }),
      403,
      "contributions-closed",
    );
    expect((await submit(electionId, { kind: "comment", message: "Still open" })).statusCode).toBe(
      201,
    );
    await setSettings(electionId, { comments: false });
    expectError(
      await submit(electionId, { kind: "comment", message: "Closed" }),
      403,
      "contributions-closed",
    );
  });

  it("requires contact info when the settings say so, and drops hidden fields", async () => {
    await setSettings(electionId, { requireContactInfo: true });
    expectError(
      await submit(electionId, { kind: "comment", message: "No contact" }),
      400,
      "contact-required",
    );
    expect(
      (await submit(electionId, { kind: "comment", message: "With", contact: "x@y.z" })).statusCode,
    ).toBe(201);

    await setSettings(electionId, { hideNameField: true, hideContactField: true });
    const res = await submit(electionId, {
      kind: "comment",
      name: "Hidden",
      contact: "hidden@example.com",
      message: "Anonymous one",
    });
    const id = res.json<{ id: string }>().id;
    const row = (await list(electionId, "status=pending")).find((c) => c.id === id)!;
    expect(row).toMatchObject({ authorName: "", contact: null });
  });

  it("limits sizes: message, name and body", async () => {
    expectError(
      await submit(electionId, { kind: "comment", message: "x".repeat(2001) }),
      400,
      "validation-failed",
    );
    expectError(
      await submit(electionId, { kind: "comment", message: "   " }),
      400,
      "validation-failed",
    );
    expectError(
      await submit(electionId, { kind: "comment", name: "n".repeat(81), message: "hi" }),
      400,
      "validation-failed",
    );
    expectError(
      await submit(electionId, { kind: "comment", message: "hi", padding: "p".repeat(20_000) }),
      413,
      "payload-too-large",
    );
  });

  it("rate-limits per client address and channel (429)", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 5; i++) {
      expect((await submit(electionId, { kind: "comment", message: `m${i}` }, ip)).statusCode).toBe(
        201,
      );
    }
    const limited = await submit(electionId, { kind: "comment", message: "one too many" }, ip);
    expectError(limited, 429, "rate-limited");
    expect(limited.headers["retry-after"]).toBeDefined();
    // The same client may still write to another channel.
    expect(
      (await submit(matchDayId, { kind: "comment", message: "elsewhere" }, ip)).statusCode,
    ).toBe(201);
  });

  it("answers 404 for unknown or archived channels", async () => {
    expectError(
      await submit("00000000-0000-4000-8000-000000000000", { kind: "comment", message: "?" }),
      404,
      "not-found",
    );
  });

  it("keeps text as text: an XSS payload is stored verbatim and listed as a JSON string", async () => {
    const payload = `<img src=x onerror="alert(1)"><script>alert('x')</script>`;
    const id = await created("comment", payload);
    expect((await act(electionId, id, "publish")).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${electionId}/contributions`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const mine = ZContributionList.parse(res.json()).find((c) => c.id === id)!;
    expect(mine.message).toBe(payload);
    // Contact never leaves for the public.
    expect(mine.contact).toBeNull();
    expect(res.body).not.toContain("r@example.com");
    const event = (await events(electionId)).filter((e) => e.entity_id === id).at(-1)!;
    expect(event.audience).toBe("public");
    expect((event.data as Contribution).message).toBe(payload);
    expect((event.data as Contribution).contact).toBeNull();
  });

  it("serves the public settings and only published contributions", async () => {
    await setSettings(electionId, { imageUpload: true });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${electionId}/contributions/settings`,
    });
    expect(ZContributionSettings.parse(res.json())).toMatchObject({ imageUpload: true });
    const id = await created("question", "Pending one");
    const pub = ZContributionList.parse(
      (
        await t.app.inject({ method: "GET", url: `/api/live/public/${electionId}/contributions` })
      ).json(),
    );
    expect(pub.some((c) => c.id === id)).toBe(false);
    expect(pub.every((c) => c.status === "published")).toBe(true);
  });
});

describe("permissions", () => {
  it("refuses a guest without contribution rights", async () => {
    expectError(
      await call("GET", `/api/contributions/${H}/${matchDayId}`, guest),
      403,
      "forbidden",
    );
    expectError(
      await call("GET", `/api/contribution-settings/${H}/${matchDayId}`, guest),
      403,
      "forbidden",
    );
  });

  it("a user whose allow list lacks UCOtherContributions cannot list pending", async () => {
    expectError(
      await call("GET", `/api/contributions/${H}/${electionId}?status=pending`, editor),
      403,
      "forbidden",
    );
    const all = await list(electionId, "", editor);
    expect(all.every((c) => c.status === "published")).toBe(true);
  });

  it("settings writes need manageChannels", async () => {
    expectError(
      await call("PUT", `/api/contribution-settings/${H}/${electionId}`, editor, {
        ...DEFAULT_CONTRIBUTION_SETTINGS,
      }),
      403,
      "forbidden",
    );
    const res = await call("GET", `/api/contribution-settings/${H}/${electionId}`, editor);
    expect(ZContributionSettings.parse(res.json())).toEqual(DEFAULT_CONTRIBUTION_SETTINGS);
  });

  it("users may always edit and delete (UCEditDelete)", async () => {
    const id = await created("comment", "Editor publishes");
    expect((await act(electionId, id, "publish", editor)).statusCode).toBe(200);
  });
});

describe("status transitions", () => {
  it("pending → published → pending → deleted → restored to the previous status", async () => {
    const id = await created("comment", "Lifecycle");
    const published = ZContribution.parse((await act(electionId, id, "publish")).json());
    expect(published.status).toBe("published");
    expectError(await act(electionId, id, "publish"), 400, "bad-request");
    expect(ZContribution.parse((await act(electionId, id, "unpublish")).json()).status).toBe(
      "pending",
    );
    await act(electionId, id, "publish");
    expect(ZContribution.parse((await act(electionId, id, "delete")).json()).status).toBe(
      "deleted",
    );
    expect((await list(electionId, "status=deleted")).some((c) => c.id === id)).toBe(true);
    expect((await list(electionId, "")).some((c) => c.id === id)).toBe(false);
    expect(ZContribution.parse((await act(electionId, id, "restore")).json()).status).toBe(
      "published",
    );
    expectError(await act(electionId, id, "restore"), 400, "bad-request");

    // Each public event replaced the ones before it: the log holds the current state only.
    const types = (await events(electionId))
      .filter((e) => e.entity_id === id)
      .map((e) => `${e.type}/${e.audience}`);
    expect(types).toEqual(["contribution.updated/public"]);
  });

  it("answers comment-not-found for unknown ids", async () => {
    expectError(
      await act(electionId, "00000000-0000-4000-8000-000000000000", "publish"),
      404,
      "comment-not-found",
    );
  });

  it("edits with the version read and answers 409 with the current one when stale", async () => {
    const id = await created("comment", "Typo hree");
    const url = `/api/contributions/${H}/${electionId}/${id}`;
    const ok = await call("PUT", url, admin, { message: "Typo here", version: 1 });
    expect(ok.statusCode).toBe(200);
    const edited = ZContribution.parse(ok.json());
    expect(edited).toMatchObject({
      message: "Typo here",
      version: 2,
      editedBy: expect.any(String),
    });
    const stale = await call("PUT", url, admin, { message: "Again", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorKey: "stale-version", current: { version: 2 } });
    const staleAction = await act(electionId, id, "publish", admin, "?version=1");
    expect(staleAction.statusCode).toBe(409);
  });
});

describe("replies", () => {
  it("replies to questions (not empty, max length); a deleted reply or question's replies never come back", async () => {
    const id = await created("question", "When do polls close?");
    const base = `/api/contributions/${H}/${electionId}/${id}/replies`;
    expectError(await call("POST", base, admin, { message: "  " }), 400, "validation-failed");
    expectError(
      await call("POST", base, admin, { message: "x".repeat(REPLY_MAX_LENGTH + 1) }),
      400,
      "validation-failed",
    );
    const res = await call("POST", base, admin, { message: "At 21:00." });
    expect(res.statusCode).toBe(201);
    const withReply = ZContribution.parse(res.json());
    expect(withReply.replyCount).toBe(1);
    expect(withReply.replies[0]).toMatchObject({ message: "At 21:00." });
    await call("POST", base, admin, { message: "Second answer" });

    await act(electionId, id, "publish");
    const publicList = async () =>
      ZContributionList.parse(
        (
          await t.app.inject({ method: "GET", url: `/api/live/public/${electionId}/contributions` })
        ).json(),
      );
    expect((await publicList()).find((c) => c.id === id)?.replyCount).toBe(2);

    // A deleted reply is gone for good.
    const replyId = withReply.replies[0]!.id;
    const del = await call("DELETE", `${base}/${replyId}`, admin);
    expect(del.statusCode).toBe(200);
    expect(ZContribution.parse(del.json()).replyCount).toBe(1);
    expectError(await call("DELETE", `${base}/${replyId}`, admin), 404, "not-found");

    // Deleting the question removes its replies; the restore brings it back alone.
    const deleted = ZContribution.parse((await act(electionId, id, "delete")).json());
    expect(deleted.replyCount).toBe(0);
    expect((await publicList()).some((c) => c.id === id)).toBe(false);
    const restored = ZContribution.parse((await act(electionId, id, "restore")).json());
    expect(restored).toMatchObject({ status: "published", replyCount: 0, replies: [] });
    expect((await publicList()).find((c) => c.id === id)?.replyCount).toBe(0);
    const log = JSON.stringify(await events(electionId));
    expect(log).not.toContain("At 21:00.");
    expect(log).not.toContain("Second answer");
  });

  it("refuses replies to comments", async () => {
    const id = await created("comment", "Just a comment");
    expectError(
      await call("POST", `/api/contributions/${H}/${electionId}/${id}/replies`, admin, {
        message: "no",
      }),
      400,
      "bad-request",
    );
  });
});

describe("reader images", () => {
  /** The smallest PNG the sniffer accepts (signature and IHDR, 1×1). */
  // A whole image: one cut short after its header is refused as image-corrupt.
  const PNG = png(1, 1);
  const postImage = (channelId: string, body: UploadBody) =>
    t.app.inject({
      method: "POST",
      url: `/api/live/public/${channelId}/contributions/image`,
      ...body,
      remoteAddress: `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    });
  const uploadImage = (channelId: string, file: Buffer, type = "image/png", filename = "a.png") =>
    postImage(channelId, multipartFile(file, { type, filename }));

  it("refuses uploads and image references while imageUpload is off", async () => {
    expectError(await uploadImage(electionId, PNG), 403, "contributions-closed");
    await setSettings(electionId, { imageUpload: true });
    const url = (await uploadImage(electionId, PNG)).json<{ url: string }>().url;
    await setSettings(electionId, { imageUpload: false });
    expectError(
      await submit(electionId, { kind: "question", message: "With a picture", imageUrl: url }),
      403,
      "contributions-closed",
    );
  });

  it("stores a sniffed image, references it from the submit and lists it", async () => {
    await setSettings(electionId, { imageUpload: true });
    const up = await uploadImage(electionId, PNG, "application/octet-stream", "x.bin");
    expect(up.statusCode, up.body).toBe(201);
    const { url } = up.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");

    const res = await submit(electionId, {
      kind: "question",
      name: "Kari",
      message: "What is this sign?",
      imageUrl: url,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const pending = await list(electionId, "status=pending&kind=question");
    expect(pending.find((c) => c.id === id)?.imageUrl).toBe(url);

    expect((await act(electionId, id, "publish")).statusCode).toBe(200);
    const pub = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${electionId}/contributions`,
    });
    expect(ZContributionList.parse(pub.json()).find((c) => c.id === id)?.imageUrl).toBe(url);
    const html = (await t.app.inject({ method: "GET", url: `/embed/${electionId}` })).body;
    expect(html).toContain(
      `<img class="t-contribution-image" src="${url}" alt="Image from a reader" loading="lazy">`,
    );
    await act(electionId, id, "delete");
  });

  it("stores nothing of a file one byte over CONTRIBUTION_IMAGE_MAX_BYTES", async () => {
    await setSettings(electionId, { imageUpload: true });
    const before = await storedUploads(t);
    const over = overLimitUpload(CONTRIBUTION_IMAGE_MAX_BYTES);
    expectError(await postImage(electionId, over), 413, "image-too-large");
    expect(await storedUploads(t)).toEqual(before);
  });

  it("refuses other types, oversized files, external and foreign urls", async () => {
    await setSettings(electionId, { imageUpload: true });
    expectError(
      await uploadImage(electionId, Buffer.from("<svg onload='alert(1)'/>"), "image/svg+xml"),
      400,
      "image-type-unsupported",
    );
    expectError(
      await uploadImage(electionId, Buffer.from("GIF8 but not really"), "image/gif"),
      400,
      "image-type-unsupported",
    );
    const big = Buffer.concat([PNG, Buffer.alloc(CONTRIBUTION_IMAGE_MAX_BYTES)]);
    expectError(await uploadImage(electionId, big), 413, "image-too-large");
    for (const imageUrl of [
      "https://evil.example/x.png",
      "/uploads/../../etc/passwd",
      "javascript:alert(1)",
    ]) {
      const res = await submit(electionId, { kind: "comment", message: "Look", imageUrl });
      expect(res.statusCode, imageUrl).toBe(400);
    }
    // Well-formed, but never uploaded here.
    const res = await submit(electionId, {
      kind: "comment",
      message: "Look",
      imageUrl: "/uploads/00000000-0000-4000-8000-000000000000.png",
    });
    expect(res.statusCode).toBe(400);
  });
});
