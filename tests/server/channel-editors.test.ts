import { describe, expect, it } from "vitest";
import {
  POST_ICON_GROUPS,
  ZCountdown,
  ZCountdownList,
  ZPostIconList,
  ZTopText,
} from "../../domain/schemas/channel-editors";
import { demoApp, demoNewsroom, setDemoEditorAllow, setDisabledFeatures } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call, admin, editor, guest } = await demoApp({ prefix: "" });
const { newsroomId, matchDayId, electionId } = await demoNewsroom(t);

const H = "newsroom.demo";
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
const setDisabled = (features: string[]) => setDisabledFeatures(t, newsroomId, features);
const setEditorAllow = (allow: string[]) => setDemoEditorAllow(t, newsroomId, allow);

describe("top text", () => {
  const url = (id: string) => `/api/channels/${H}/${id}/top-text`;

  it("is empty at version 0 before the first save", async () => {
    const res = await call("GET", url(electionId), editor);
    expect(ZTopText.parse(res.json())).toEqual({ content: null, html: "", version: 0 });
  });

  it("saves with the version it read, renders the HTML, and refuses a stale version", async () => {
    const first = await call("PUT", url(electionId), editor, {
      content: doc("Polls close at <9>"),
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    const saved = ZTopText.parse(first.json());
    expect(saved.version).toBe(1);
    expect(saved.html).toContain("Polls close at &lt;9&gt;");
    expect(saved.html).toMatch(/^<p>/);

    const second = ZTopText.parse(
      (await call("PUT", url(electionId), admin, { content: doc("Updated"), version: 1 })).json(),
    );
    expect(second.version).toBe(2);

    const stale = await call("PUT", url(electionId), editor, { content: doc("Mine"), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorKey: "stale-version", current: { version: 2 } });
    // A second "first save" is stale too.
    expect(
      (await call("PUT", url(electionId), editor, { content: null, version: 0 })).statusCode,
    ).toBe(409);
    expect((await call("GET", url(electionId), guest)).statusCode).toBe(403);
    expect(ZTopText.parse((await call("GET", url(electionId), editor)).json()).html).toContain(
      "Updated",
    );
  });

  it("clears with null content", async () => {
    const res = await call("PUT", url(electionId), admin, { content: null, version: 2 });
    expect(res.json()).toEqual({ content: null, html: "", version: 3 });
  });

  it("never stores script, handlers or javascript: links", async () => {
    const evil = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "<script>alert(1)</script><img src=x onerror=alert(1)>" },
            {
              type: "text",
              text: "link",
              marks: [{ type: "link", attrs: { href: 'https://example.com/" onclick="x' } }],
            },
          ],
        },
      ],
    };
    const res = await call("PUT", url(matchDayId), guest, { content: evil, version: 0 });
    expect(res.statusCode).toBe(200);
    const html = ZTopText.parse(res.json()).html;
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|javascript:/i);
  });

  it("answers invalid content with validation errors", async () => {
    expectError(
      await call("PUT", url(matchDayId), admin, {
        content: { type: "doc", content: [{ type: "script" }] },
        version: 1,
      }),
      400,
      "validation-failed",
    );
    expectError(
      await call("PUT", url(matchDayId), admin, {
        content: doc("x").content && {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                {
                  type: "text",
                  text: "x",
                  marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
                },
              ],
            },
          ],
        },
        version: 1,
      }),
      400,
      "invalid-url",
    );
    expectError(
      await call("PUT", url(matchDayId), admin, { content: null }),
      400,
      "validation-failed",
    );
  });

  it("lets the guest edit its own channel only (canPublish)", async () => {
    expect((await call("GET", url(matchDayId), guest)).statusCode).toBe(200);
    expectError(
      await call("PUT", url(electionId), guest, { content: null, version: 3 }),
      403,
      "forbidden",
    );
  });

  it("forbids a user without publish", async () => {
    await setEditorAllow(["manageTags"]);
    try {
      expectError(
        await call("PUT", url(electionId), editor, { content: null, version: 3 }),
        403,
        "forbidden",
      );
      expect((await call("GET", url(electionId), editor)).statusCode).toBe(200);
    } finally {
      await setEditorAllow(["publish", "editAllDrafts", "manageTags"]);
    }
  });

  it("answers not-found for foreign channels and forbids foreign accounts", async () => {
    expectError(
      await call("GET", `/api/channels/sports.demo/${electionId}/top-text`, admin),
      404,
      "not-found",
    );
    expectError(
      await call("GET", `/api/channels/sports.demo/${electionId}/top-text`, editor),
      403,
      "forbidden",
    );
  });

  it("answers feature-disabled when the account disabled topText", async () => {
    await setDisabled(["topText"]);
    try {
      expectError(await call("GET", url(electionId), admin), 403, "feature-disabled");
      expectError(
        await call("PUT", url(electionId), admin, { content: null, version: 3 }),
        403,
        "feature-disabled",
      );
    } finally {
      await setDisabled([]);
    }
  });
});

describe("countdowns", () => {
  const base = (id: string) => `/api/countdowns/${H}/${id}`;
  const input = {
    title: "Polls close",
    start: "2026-09-14T18:00:00Z",
    end: "2026-09-14T21:00:00+02:00",
  };

  it("creates, lists, updates and deletes", async () => {
    expect((await call("GET", base(electionId), editor)).json()).toEqual([]);
    const created = await call("POST", base(electionId), editor, input);
    expect(created.statusCode).toBe(201);
    const countdown = ZCountdown.parse(created.json());
    expect(countdown).toMatchObject({
      channelId: electionId,
      title: "Polls close",
      start: "2026-09-14T18:00:00.000Z",
      end: "2026-09-14T19:00:00.000Z",
    });
    const early = ZCountdown.parse(
      (
        await call("POST", base(electionId), admin, {
          title: "Doors open",
          start: "2026-09-14T06:00:00Z",
          end: "2026-09-14T07:00:00Z",
        })
      ).json(),
    );
    const listed = ZCountdownList.parse((await call("GET", base(electionId), editor)).json());
    expect(listed.map((c) => c.id)).toEqual([early.id, countdown.id]);

    const updated = await call("PUT", `${base(electionId)}/${countdown.id}`, editor, {
      ...input,
      title: "Polls closed",
    });
    expect(ZCountdown.parse(updated.json()).title).toBe("Polls closed");

    const deleted = await call("DELETE", `${base(electionId)}/${early.id}`, editor);
    expect(deleted.statusCode).toBe(204);
    expect(ZCountdownList.parse((await call("GET", base(electionId), editor)).json())).toHaveLength(
      1,
    );
    expectError(await call("DELETE", `${base(electionId)}/${early.id}`, editor), 404, "not-found");
  });

  it("refuses an end that is not after the start, and bad dates", async () => {
    expectError(
      await call("POST", base(electionId), editor, { ...input, end: input.start }),
      400,
      "countdown-dates-invalid",
    );
    expectError(
      await call("POST", base(electionId), editor, { ...input, end: "2026-09-14T17:00:00Z" }),
      400,
      "countdown-dates-invalid",
    );
    // The start is not a date (the schema's date check also flags the pair).
    const bad = await call("POST", base(electionId), editor, { ...input, start: "tomorrow" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields.start).toBeDefined();
    expectError(
      await call("POST", base(electionId), editor, { ...input, title: " " }),
      400,
      "validation-failed",
    );
    const [existing] = ZCountdownList.parse((await call("GET", base(electionId), editor)).json());
    expectError(
      await call("PUT", `${base(electionId)}/${existing!.id}`, editor, {
        ...input,
        end: "2026-01-01T00:00:00Z",
      }),
      400,
      "countdown-dates-invalid",
    );
  });

  it("keeps countdowns to their channel", async () => {
    const [existing] = ZCountdownList.parse((await call("GET", base(electionId), editor)).json());
    expectError(
      await call("PUT", `${base(matchDayId)}/${existing!.id}`, admin, input),
      404,
      "not-found",
    );
    expectError(
      await call("DELETE", `${base(matchDayId)}/${existing!.id}`, admin),
      404,
      "not-found",
    );
  });

  it("lets the guest work in its own channel only", async () => {
    expect((await call("POST", base(matchDayId), guest, input)).statusCode).toBe(201);
    expectError(await call("GET", base(electionId), guest), 403, "forbidden");
    expectError(await call("POST", base(electionId), guest, input), 403, "forbidden");
  });

  it("forbids a user without publish and foreign accounts", async () => {
    await setEditorAllow(["manageTags"]);
    try {
      expectError(await call("POST", base(electionId), editor, input), 403, "forbidden");
    } finally {
      await setEditorAllow(["publish", "editAllDrafts", "manageTags"]);
    }
    expectError(
      await call("GET", `/api/countdowns/sports.demo/${electionId}`, editor),
      403,
      "forbidden",
    );
    expectError(
      await call("GET", `/api/countdowns/sports.demo/${electionId}`, admin),
      404,
      "not-found",
    );
  });

  it("refuses writes to archived channels", async () => {
    const created = await call("POST", `/api/channels/${H}`, admin, { name: "Old event" });
    const id = created.json<{ id: string }>().id;
    await call("POST", `/api/channels/${H}/${id}/archive`, admin);
    expectError(await call("POST", base(id), admin, input), 400, "channel-archived");
    expectError(
      await call("PUT", `/api/channels/${H}/${id}/top-text`, admin, { content: null, version: 0 }),
      400,
      "channel-archived",
    );
  });

  it("answers feature-disabled when the account disabled countdowns", async () => {
    await setDisabled(["countdowns"]);
    try {
      expectError(await call("GET", base(electionId), admin), 403, "feature-disabled");
      expectError(await call("POST", base(electionId), admin, input), 403, "feature-disabled");
    } finally {
      await setDisabled([]);
    }
  });
});

describe("post icons", () => {
  it("lists the built-in sport and misc icons to any member", async () => {
    for (const jwt of [admin, editor, guest]) {
      const res = await call("GET", `/api/post-icons/${H}`, jwt);
      expect(res.statusCode).toBe(200);
      const icons = ZPostIconList.parse(res.json());
      expect(new Set(icons.map((i) => i.group))).toEqual(new Set(["sport", "misc"]));
      expect(icons.every((i) => POST_ICON_GROUPS.includes(i.group))).toBe(true);
      expect(new Set(icons.map((i) => i.id)).size).toBe(icons.length);
      expect(icons.find((i) => i.id === "sport-goal")?.symbol).toBe("⚽");
      expect(icons.find((i) => i.id === "misc-breaking")?.symbol).toBe("🔴");
      // An icon button named like an editor action ("Save") misleads screen-reader users.
      expect(icons.find((i) => i.id === "sport-save")?.label).toBe("Goalkeeper save");
      expect(icons.map((i) => i.label)).not.toContain("Save");
    }
  });

  it("forbids foreign accounts and answers feature-disabled when postIcons is off", async () => {
    expectError(await call("GET", "/api/post-icons/sports.demo", editor), 403, "forbidden");
    await setDisabled(["postIcons"]);
    try {
      expectError(await call("GET", `/api/post-icons/${H}`, admin), 403, "feature-disabled");
    } finally {
      await setDisabled([]);
    }
  });
});
