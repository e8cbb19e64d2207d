import { beforeAll, describe, expect, it } from "vitest";
import { PLUGIN_IDS } from "../../domain/plugins";
import type { Role } from "../../domain/roles";
import {
  type ActivityPage,
  ZActivityChanges,
  ZActivityPage,
  ZActivityPeople,
} from "../../domain/schemas/activity";
import { userOfOtherAccount } from "./extensions-fixtures";
import { channelByApi, demoApp, newUser } from "./helpers/demo";
import { STAND_IN_SSO } from "./helpers/sso-stand-in";
import { bearer, expectError } from "./helpers/test-app";

// Enforcing a provider needs it configured: the audit test below enforces Google.
const { t, call, admin, editor, guest } = await demoApp({ sso: STAND_IN_SSO });
const adminId = (await t.repos.users.findByEmail("demo", "admin@ticker.local"))!.id;
const editorId = (await t.repos.users.findByEmail("demo", "editor@ticker.local"))!.id;
const newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
const sportsId = (await t.repos.accounts.findByKey("demo", "sports"))!.id;

const H = "newsroom.demo";

const get = (url: string, jwt: string) => call("GET", url, jwt);
const post = (url: string, jwt: string, payload?: object) => call("POST", url, jwt, payload);

async function activity(jwt: string, host = H, query = ""): Promise<ActivityPage> {
  const res = await get(`/accounts/${host}/activity${query}`, jwt);
  expect(res.statusCode, res.body).toBe(200);
  return ZActivityPage.parse(res.json());
}

/** A user of the demo domain holding `role` in `accountId`, signed in by token. */
const userIn = (name: string, accountId: string, role: Role) =>
  newUser(t, { email: `${name}@activity.test`, name, accountId, role });

const createChannel = (name: string) => channelByApi(call, admin, name);

describe("GET /accounts/{host}/activity", () => {
  it("pages an account's entries newest first with the total", async () => {
    for (let i = 1; i <= 30; i++) {
      await t.repos.activity.add({
        accountId: sportsId,
        actor: { id: adminId, displayName: "Ada Admin" },
        action: "channel.create",
        target: { type: "channel", id: `c${i}`, name: `Channel ${i}` },
      });
    }
    const first = await activity(admin, "sports.demo", "?page=1&pageSize=10");
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    expect(first.items.map((e) => e.target?.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Channel ${30 - i}`),
    );
    const third = await activity(admin, "sports.demo", "?page=3&pageSize=10");
    expect(third.items.map((e) => e.target?.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Channel ${10 - i}`),
    );
    const beyond = await activity(admin, "sports.demo", "?page=4&pageSize=10");
    expect(beyond).toMatchObject({ items: [], total: 30, page: 4 });
  });

  it("defaults to the first page of 25", async () => {
    const page = await activity(admin, "sports.demo");
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(page.items).toHaveLength(25);
    expect(page.items[0]).toMatchObject({
      action: "channel.create",
      actor: { id: adminId, displayName: "Ada Admin" },
      representedBy: null,
      target: { type: "channel", id: "c30", name: "Channel 30" },
      details: {},
    });
    expect(Number.isNaN(Date.parse(page.items[0]!.createdUtc))).toBe(false);
  });

  it("answers bad paging with 400", async () => {
    for (const query of ["?page=0", "?page=-1", "?page=abc", "?pageSize=0", "?pageSize=101"]) {
      expectError(
        await get(`/accounts/sports.demo/activity${query}`, admin),
        400,
        "validation-failed",
      );
    }
    expectError(await get("/accounts/nohost/activity", admin), 400, "invalid-lc-host");
  });

  it("keeps accounts apart", async () => {
    const page = await activity(admin, H);
    expect(page.items.some((e) => e.target?.id === "c30")).toBe(false);
  });

  it("is for administrators only", async () => {
    expectError(await get(`/accounts/${H}/activity`, editor), 403, "forbidden");
    expectError(await get(`/accounts/${H}/activity`, guest), 403, "forbidden");
    expectError(await get("/accounts/unknown.demo/activity", admin), 403, "forbidden");
    const res = await t.app.inject({ method: "GET", url: `/api/accounts/${H}/activity` });
    expect(res.statusCode).toBe(401);
  });

  it("refuses the admin of another organisation", async () => {
    const outsider = await userOfOtherAccount(t, `other${Date.now()}`);
    expectError(await get(`/accounts/${H}/activity`, outsider.jwt), 403, "forbidden");
    expectError(await get("/accounts/sports.demo/activity", outsider.jwt), 403, "forbidden");
    expect((await activity(outsider.jwt, outsider.host)).total).toBe(0);
  });

  it("lets the organisation admin read a sub-account's log", async () => {
    const sportsAdmin = await userIn("Sam Sports", sportsId, "admin");
    expect((await activity(sportsAdmin.jwt, "sports.demo")).total).toBe(30);
    // An admin of the sub-account only is no admin of the organisation's top account.
    expectError(await get(`/accounts/${H}/activity`, sportsAdmin.jwt), 403, "forbidden");
  });
});

describe("channel changes in the activity log", () => {
  it("records create, rename and archive with the channel as target", async () => {
    const name = `Activity ${Date.now()}`;
    const channel = await createChannel(name);
    let [top] = (await activity(admin)).items;
    expect(top).toMatchObject({
      action: "channel.create",
      actor: { id: adminId, displayName: "Ada Admin" },
      representedBy: null,
      target: { type: "channel", id: channel.id, name },
    });

    const renamed = `${name} (renamed)`;
    const rename = await post(
      `/channels/${H}/${channel.id}/rename?channelName=${encodeURIComponent(renamed)}`,
      admin,
    );
    expect(rename.statusCode, rename.body).toBe(200);
    [top] = (await activity(admin)).items;
    expect(top).toMatchObject({
      action: "channel.rename",
      target: { type: "channel", id: channel.id, name: renamed },
      details: { from: name, to: renamed },
    });

    expect((await post(`/channels/${H}/${channel.id}/archive`, admin)).statusCode).toBe(200);
    [top] = (await activity(admin)).items;
    expect(top).toMatchObject({
      action: "channel.archive",
      target: { type: "channel", id: channel.id, name: renamed },
    });
  });

  it("records nothing for a refused or failed change", async () => {
    const before = (await activity(admin)).total;
    const channel = await createChannel(`Refused ${Date.now()}`);
    const after = before + 1;
    expectError(
      await post(`/channels/${H}/${channel.id}/rename?channelName=x`, editor),
      403,
      "forbidden",
    );
    expectError(await post(`/channels/${H}/${channel.id}/archive`, editor), 403, "forbidden");
    expect((await post(`/channels/${H}/${channel.id}/archive`, admin)).statusCode).toBe(200);
    expectError(await post(`/channels/${H}/${channel.id}/archive`, admin), 400, "channel-archived");
    expectError(
      await post(`/channels/${H}/${channel.id}/rename?channelName=late`, admin),
      400,
      "channel-archived",
    );
    expect((await activity(admin)).total).toBe(after + 1);
  });
});

describe("represented changes", () => {
  it("shows both identities on an entry a handler records", async () => {
    const second = await userIn("Bo Second", newsroomId, "admin");
    const channel = await createChannel(`Represented ${Date.now()}`);
    // Ada Admin signed in as Bo Second.
    const asSecond = await t.tokens.sign({ userId: second.id, domain: "demo", actorId: adminId });
    const res = await post(
      `/channels/${H}/${channel.id}/rename?channelName=${encodeURIComponent("By Bo")}`,
      asSecond,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [top, next] = (await activity(admin)).items;
    expect(top).toMatchObject({
      action: "channel.rename",
      actor: { id: second.id, displayName: "Bo Second" },
      representedBy: { id: adminId, displayName: "Ada Admin" },
      target: { id: channel.id, name: "By Bo" },
    });
    // The handler's own entry stands alone: the catch-all does not add a second one.
    expect(next?.action).toBe("channel.create");
  });

  it("records any other write made while represented, with both identities", async () => {
    const asEditor = await t.tokens.sign({ userId: editorId, domain: "demo", actorId: adminId });
    const res = await post(`/tags/${H}`, asEditor, { name: `Represented ${Date.now()}` });
    expect(res.statusCode, res.body).toBe(201);
    // The catch-all records once the response is sent: wait for it.
    let [top] = (await activity(admin)).items;
    for (let i = 0; i < 50 && top?.action !== "represented.request"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      [top] = (await activity(admin)).items;
    }
    expect(top).toMatchObject({
      action: "represented.request",
      actor: { id: editorId, displayName: "Ed Editor" },
      representedBy: { id: adminId, displayName: "Ada Admin" },
      target: { type: "request", name: "POST" },
      details: { method: "POST", path: `/api/tags/${H}`, status: 201 },
    });
  });
});

describe("what a change changed, before and after", () => {
  const put = (url: string, jwt: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api${url}`, headers: bearer(jwt), payload });
  const changesOf = (entry: ActivityPage["items"][number] | undefined) =>
    ZActivityChanges.parse(entry?.details.changes);

  it("records enforcing Google sign-in as that setting going from off to on", async () => {
    const usage = {
      enforceGoogleSignIn: true,
      enforceGoogleSignInFrom: ["ticker.local"],
      enforceMsSignIn: false,
      enforceMsSignInFrom: [],
    };
    const res = await put("/accounts/sports.demo/usage-settings", admin, usage);
    expect(res.statusCode, res.body).toBe(200);
    const [top] = (await activity(admin, "sports.demo")).items;
    expect(top?.action).toBe("settings.usage");
    expect(changesOf(top)).toEqual([
      { field: "enforceGoogleSignIn", before: false, after: true },
      { field: "enforceGoogleSignInFrom", before: [], after: ["ticker.local"] },
    ]);
    // Saving the same again changed nothing, and is no activity.
    const total = (await activity(admin, "sports.demo")).total;
    expect((await put("/accounts/sports.demo/usage-settings", admin, usage)).statusCode).toBe(200);
    expect((await activity(admin, "sports.demo")).total).toBe(total);
  });

  it("masks secrets: the link-card header's value and the sports data key", async () => {
    const header = { name: "X-Paywall", value: "very-secret-header-value" };
    let res = await put("/accounts/sports.demo/advanced-settings", admin, {
      linkCardHeader: header,
    });
    expect(res.statusCode, res.body).toBe(200);
    let [top] = (await activity(admin, "sports.demo")).items;
    expect(changesOf(top)).toEqual([
      { field: "linkCardHeader", before: null, after: "X-Paywall: ••••alue" },
    ]);
    res = await put("/accounts/sports.demo/sports-data", admin, {
      provider: "sportradar",
      apiKey: "sports-secret-9876",
      competitionIds: ["8"],
    });
    expect(res.statusCode, res.body).toBe(200);
    [top] = (await activity(admin, "sports.demo")).items;
    expect(changesOf(top)).toEqual([
      { field: "provider", before: "none", after: "sportradar" },
      { field: "apiKey", before: null, after: "••••9876" },
      { field: "competitionIds", before: [], after: ["8"] },
    ]);
    const log = JSON.stringify(await activity(admin, "sports.demo"));
    expect(log).not.toContain("very-secret");
    expect(log).not.toContain("sports-secret");
  });

  it("records features and plugins as the lists before and after", async () => {
    let res = await post("/accounts/sports.demo/disabled-features", admin, {
      features: ["countdowns", "tags"],
    });
    expect(res.statusCode, res.body).toBe(200);
    let [top] = (await activity(admin, "sports.demo")).items;
    expect(changesOf(top)).toEqual([
      { field: "disabledFeatures", before: [], after: ["countdowns", "tags"] },
    ]);
    res = await post("/accounts/sports.demo/disabled-features", admin, { features: ["tags"] });
    [top] = (await activity(admin, "sports.demo")).items;
    expect(changesOf(top)).toEqual([
      { field: "disabledFeatures", before: ["countdowns", "tags"], after: ["tags"] },
    ]);
    const [plugin] = PLUGIN_IDS;
    res = await put("/accounts/sports.demo/plugins", admin, { enabled: [plugin] });
    expect(res.statusCode, res.body).toBe(200);
    [top] = (await activity(admin, "sports.demo")).items;
    expect(top?.action).toBe("plugins.update");
    expect(changesOf(top)).toEqual([{ field: "plugins", before: [], after: [plugin] }]);
  });

  it("records a user's role and rights before and after", async () => {
    const person = await userIn("Rita Rights", sportsId, "user");
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/users/sports.demo/${person.id}/new`,
      headers: bearer(admin),
      payload: { rights: { type: "normal", publish: true, manageTags: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [top] = (await activity(admin, "sports.demo")).items;
    expect(top).toMatchObject({ action: "user.update", target: { name: "Rita Rights" } });
    const changes = changesOf(top);
    expect(changes.map((c) => c.field)).toEqual(["rights"]);
    expect(changes[0]!.before).toEqual(expect.arrayContaining(["publish", "manageChannels"]));
    expect(changes[0]!.after).toEqual(expect.arrayContaining(["publish", "manageTags"]));
    expect(changes[0]!.after).not.toContain("manageChannels");
  });
});

describe("filtering and searching the log", () => {
  const H2 = "sports.demo";
  let fiona: { id: string; jwt: string };
  let finn: { id: string; jwt: string };

  beforeAll(async () => {
    fiona = await userIn("Fiona Filter", sportsId, "admin");
    finn = await userIn("Finn Filter", sportsId, "admin");
    for (const [who, name] of [
      [fiona, "Needle Channel"],
      [finn, "Haystack Channel"],
      [fiona, "Other Channel"],
    ] as const) {
      const res = await post(`/channels/${H2}`, who.jwt, { name, type: "", config: {} });
      expect(res.statusCode, res.body).toBe(201);
    }
    await post(`/channels/${H2}/nope/archive`, fiona.jwt);
  });

  const names = (page: ActivityPage) => page.items.map((e) => e.target?.name);

  it("narrows to one person", async () => {
    const page = await activity(admin, H2, `?person=${finn.id}`);
    expect(page.total).toBe(1);
    expect(names(page)).toEqual(["Haystack Channel"]);
  });

  it("narrows to one action, and a person and action together", async () => {
    const created = await activity(admin, H2, `?action=channel.create&person=${fiona.id}`);
    expect(names(created)).toEqual(["Other Channel", "Needle Channel"]);
    expect((await activity(admin, H2, `?action=user.delete&person=${fiona.id}`)).total).toBe(0);
  });

  it("searches names and details, case-insensitively", async () => {
    expect(names(await activity(admin, H2, "?q=needle"))).toEqual(["Needle Channel"]);
    expect((await activity(admin, H2, "?q=FINN%20FILTER")).total).toBe(1);
    // Wildcards are plain characters.
    expect((await activity(admin, H2, "?q=%25")).total).toBe(0);
  });

  it("narrows to a time span", async () => {
    const now = Date.now();
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    const recent = await activity(admin, H2, `?from=${iso(now - 60_000)}&to=${iso(now + 60_000)}`);
    expect(names(recent)).toEqual(
      expect.arrayContaining(["Needle Channel", "Haystack Channel", "Other Channel"]),
    );
    expect(
      (await activity(admin, H2, `?to=${iso(now - 3_600_000)}&person=${fiona.id}`)).total,
    ).toBe(0);
    // An offset names the viewer's own day.
    const day = await activity(
      admin,
      H2,
      "?from=2000-01-01T00:00:00%2B01:00&to=2000-01-02T00:00:00%2B01:00",
    );
    expect(day.total).toBe(0);
  });

  it("refuses bad filters with 400", async () => {
    const bad = ["?person=someone", "?action=nope", "?from=yesterday", `?q=${"x".repeat(101)}`];
    for (const query of bad) {
      expectError(await get(`/accounts/${H2}/activity${query}`, admin), 400, "validation-failed");
    }
    expectError(
      await get(
        `/accounts/${H2}/activity?from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z`,
        admin,
      ),
      400,
      "activity-date-range",
    );
  });

  it("lists the people in the log for the person filter", async () => {
    const res = await get(`/accounts/${H2}/activity/people`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const people = ZActivityPeople.parse(res.json());
    expect(people).toEqual(
      expect.arrayContaining([
        { id: fiona.id, displayName: "Fiona Filter" },
        { id: finn.id, displayName: "Finn Filter" },
      ]),
    );
    expectError(await get(`/accounts/${H2}/activity/people`, editor), 403, "forbidden");
  });
});
