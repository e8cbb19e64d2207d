import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Rights, Role } from "../../domain/roles";
import {
  ZAccessibleAccountsAndRights,
  ZUserDetail,
  ZUserList,
  ZUserSearchResult,
} from "../../domain/schemas/user";
import type { AccountRow } from "../../server/db/schema";
import { type Call, caller, newUser, signInDemoUsers } from "./helpers/demo";
import { createTestApp, expectError, type TestContext } from "./helpers/test-app";

let t: TestContext;
let admin: string;
let editor: string;
let guest: string;
let newsroom: AccountRow;
let sports: AccountRow;
let other: AccountRow;
let matchDayId: string;
let adminId: string;

const N = "newsroom.demo";
const S = "sports.demo";

let call: Call;

let serial = 0;
/** A user created through the repositories, with a token of their own. */
async function makeUser(
  main: AccountRow,
  role: Role,
  rights: Rights = {},
  name = "Test User",
): Promise<{ id: string; jwt: string; email: string }> {
  serial += 1;
  const email = `user${serial}-${Date.now()}@users.test`;
  const username = `user${serial}`;
  const { id, jwt } = await newUser(t, {
    email,
    username,
    name: `${name} ${serial}`,
    accountId: main.id,
    role,
    rights,
  });
  return { id, jwt, email };
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, editor, guest] = await signInDemoUsers(t);
  newsroom = (await t.repos.accounts.findByKey("demo", "newsroom"))!;
  sports = (await t.repos.accounts.findByKey("demo", "sports"))!;
  other = await t.repos.accounts.insert({
    domain: "demo",
    account_key: "elsewhere",
    name: "Elsewhere Media",
    display_name: "Elsewhere Media",
    organization_name: "Elsewhere",
    parent_account_key: null,
  });
  matchDayId = (await t.repos.channels.listActive(newsroom.id)).find(
    (c) => c.name === "Match day",
  )!.id;
  adminId = (await t.repos.users.findByEmail("demo", "admin@ticker.local"))!.id;
});
afterAll(() => t.close());

const list = async (host: string, jwt = admin, query = "") =>
  ZUserList.parse((await call("GET", `/users/${host}${query}`, jwt)).json());

describe("GET /users/{host}", () => {
  it("lists the account's users with role, rights and main account", async () => {
    const users = await list(N);
    const emails = users.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(["admin@ticker.local", "editor@ticker.local", "guest@ticker.local"]),
    );
    const ed = users.find((u) => u.email === "editor@ticker.local")!;
    expect(ed).toMatchObject({ role: "user", mainAccountKey: "newsroom", accountKey: "newsroom" });
    expect(ed.rights.allow).toContain("publish");
  });

  it("lists only the users of that account for a sub-account", async () => {
    const emails = (await list(S)).map((u) => u.email);
    expect(emails).toContain("admin@ticker.local");
    expect(emails).not.toContain("editor@ticker.local");
  });

  it("lists the whole organisation with scope=organization", async () => {
    const sub = await makeUser(sports, "user", {}, "Sporty");
    const all = await list(N, admin, "?scope=organization");
    const item = all.find((u) => u.userId === sub.id)!;
    expect(item).toMatchObject({ mainAccountKey: "sports", accountKey: "sports", role: "user" });
    expect(all.filter((u) => u.email === "admin@ticker.local")).toHaveLength(1);
  });

  it("refuses users, guests, other organisations and sub-account admins where they do not administer", async () => {
    expectError(await call("GET", `/users/${N}`, editor), 403, "forbidden");
    expectError(await call("GET", `/users/${N}`, guest), 403, "forbidden");
    const stranger = await makeUser(other, "admin");
    expectError(await call("GET", `/users/${N}`, stranger.jwt), 403, "forbidden");
    expectError(await call("GET", `/users/${S}`, stranger.jwt), 403, "forbidden");
    const subAdmin = await makeUser(sports, "admin");
    expect((await call("GET", `/users/${S}`, subAdmin.jwt)).statusCode).toBe(200);
    expectError(await call("GET", `/users/${N}`, subAdmin.jwt), 403, "forbidden");
    expectError(
      await call("GET", `/users/${S}?scope=organization`, subAdmin.jwt),
      403,
      "forbidden",
    );
    expectError(await call("GET", "/users/nohost", admin), 400, "invalid-lc-host");
    expect((await t.app.inject({ method: "GET", url: `/api/users/${N}` })).statusCode).toBe(401);
  });
});

describe("GET /users/{host}/search", () => {
  it("finds organisation users by email or username, case-insensitively", async () => {
    const sub = await makeUser(sports, "user", {}, "Searchable");
    const byEmail = ZUserSearchResult.parse(
      (
        await call(
          "GET",
          `/users/${N}/search?query=${encodeURIComponent(sub.email.toUpperCase())}`,
          admin,
        )
      ).json(),
    );
    expect(byEmail.map((u) => u.userId)).toEqual([sub.id]);
    const byDomain = ZUserSearchResult.parse(
      (await call("GET", `/users/${N}/search?query=TICKER.local`, admin)).json(),
    );
    expect(byDomain.map((u) => u.email)).toEqual(
      expect.arrayContaining(["admin@ticker.local", "editor@ticker.local", "guest@ticker.local"]),
    );
  });

  it("never reaches another organisation and treats wildcards literally", async () => {
    const stranger = await makeUser(other, "user");
    const found = ZUserSearchResult.parse(
      (
        await call("GET", `/users/${N}/search?query=${encodeURIComponent(stranger.email)}`, admin)
      ).json(),
    );
    expect(found).toEqual([]);
    const wild = ZUserSearchResult.parse(
      (await call("GET", `/users/${N}/search?query=%25%25`, admin)).json(),
    );
    expect(wild).toEqual([]);
  });

  it("bounds the query and needs an organisation admin", async () => {
    expectError(await call("GET", `/users/${N}/search?query=a`, admin), 400, "validation-failed");
    expectError(
      await call("GET", `/users/${N}/search?query=${"x".repeat(101)}`, admin),
      400,
      "validation-failed",
    );
    expectError(await call("GET", `/users/${N}/search?query=ticker`, editor), 403, "forbidden");
    const subAdmin = await makeUser(sports, "admin");
    expectError(
      await call("GET", `/users/${S}/search?query=ticker`, subAdmin.jwt),
      403,
      "forbidden",
    );
  });
});

describe("GET /users/{host}/{id}", () => {
  it("answers one user of the account, 404 for others", async () => {
    const u = await makeUser(newsroom, "user", { allow: ["publish"] });
    const detail = ZUserDetail.parse((await call("GET", `/users/${N}/${u.id}`, admin)).json());
    expect(detail).toMatchObject({ userId: u.id, role: "user", googleBound: false });
    expectError(await call("GET", `/users/${S}/${u.id}`, admin), 404, "not-found");
    expectError(await call("GET", `/users/${N}/not-a-uuid`, admin), 404, "not-found");
    expectError(await call("GET", `/users/${N}/${u.id}`, editor), 403, "forbidden");
  });
});

describe("PATCH /users/{host}/{id}/new", () => {
  it("trims the display name and stores the rights as an allow list", async () => {
    const u = await makeUser(newsroom, "user");
    const res = await call("PATCH", `/users/${N}/${u.id}/new`, admin, {
      displayName: "  Renamed Person ",
      rights: { type: "normal", publish: true, manageTags: true },
    });
    expect(res.statusCode).toBe(200);
    const detail = ZUserDetail.parse(res.json());
    expect(detail.displayName).toBe("Renamed Person");
    expect(detail.role).toBe("user");
    expect(detail.rights.allow).toEqual(expect.arrayContaining(["publish", "manageTags"]));
    expect(detail.rights.allow).not.toContain("editAllPosts");
    // The user keeps the comment rights the form does not show.
    expect(detail.rights.allow).toContain("UCOtherContributions");
    const { items } = await t.repos.activity.page(newsroom.id, { page: 1, pageSize: 5 });
    expect(items[0]).toMatchObject({ action: "user.update" });
  });

  it("makes a guest of one channel, which the user then reaches alone", async () => {
    const u = await makeUser(newsroom, "user");
    const res = await call("PATCH", `/users/${N}/${u.id}/new`, admin, {
      rights: { type: "guest", publish: true, channelId: matchDayId },
    });
    expect(res.statusCode).toBe(200);
    expect(ZUserDetail.parse(res.json())).toMatchObject({
      role: "guest",
      rights: { guest: { channelGuid: matchDayId } },
    });
    const channels = await call("GET", `/channels/${N}`, u.jwt);
    expectError(channels, 403, "forbidden");
  });

  it("requires a channel of this account for a guest", async () => {
    const u = await makeUser(newsroom, "user");
    const url = `/users/${N}/${u.id}/new`;
    expectError(
      await call("PATCH", url, admin, { rights: { type: "guest" } }),
      400,
      "guest-channel-required",
    );
    expectError(
      await call("PATCH", url, admin, {
        rights: { type: "guest", channelId: "00000000-0000-4000-8000-000000000000" },
      }),
      400,
      "guest-channel-required",
    );
    const sub = await makeUser(sports, "user");
    expectError(
      await call("PATCH", `/users/${S}/${sub.id}/new`, admin, {
        rights: { type: "guest", channelId: matchDayId },
      }),
      400,
      "guest-channel-required",
    );
  });

  it("rejects malformed bodies with 400", async () => {
    const u = await makeUser(newsroom, "user");
    const url = `/users/${N}/${u.id}/new`;
    const malformed = [
      { rights: { type: "boss" } },
      { displayName: "   " },
      { displayName: "x".repeat(500) },
    ];
    for (const body of malformed) {
      expectError(await call("PATCH", url, admin, body), 400, "validation-failed");
    }
  });

  it("does not let an admin demote themselves", async () => {
    expectError(
      await call("PATCH", `/users/${N}/${adminId}/new`, admin, { rights: { type: "normal" } }),
      400,
      "cannot-demote-self",
    );
    const ok = await call("PATCH", `/users/${N}/${adminId}/new`, admin, {
      rights: { type: "admin" },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("keeps a sub-account admin away from organisation admins and other accounts", async () => {
    const subAdmin = await makeUser(sports, "admin");
    expectError(
      await call("PATCH", `/users/${S}/${adminId}/new`, subAdmin.jwt, { displayName: "Hijacked" }),
      403,
      "forbidden",
    );
    const u = await makeUser(sports, "user");
    const res = await call("PATCH", `/users/${S}/${u.id}/new`, subAdmin.jwt, {
      rights: { type: "admin" },
    });
    expect(res.statusCode).toBe(200);
    const nu = await makeUser(newsroom, "user");
    expectError(
      await call("PATCH", `/users/${N}/${nu.id}/new`, subAdmin.jwt, { displayName: "X" }),
      403,
      "forbidden",
    );
    expectError(
      await call("PATCH", `/users/${N}/${nu.id}/new`, editor, { displayName: "X" }),
      403,
      "forbidden",
    );
    expectError(
      await call("PATCH", `/users/${N}/${nu.id}/new`, guest, { displayName: "X" }),
      403,
      "forbidden",
    );
  });
});

describe("cross-publishing", () => {
  const accessible = async (id: string, host = N) =>
    ZAccessibleAccountsAndRights.parse(
      (await call("GET", `/users/${host}/${id}/accessible-accounts-and-rights`, admin)).json(),
    ).crossAccountsRights;

  it("grants and revokes publishing in another account of the organisation", async () => {
    const u = await makeUser(newsroom, "user");
    expect(await accessible(u.id)).toEqual([]);
    const add = await call("POST", `/users/${N}/${u.id}/cross-publishing/sports`, admin);
    expect(add.statusCode).toBe(204);
    expect(await accessible(u.id)).toEqual([{ accountKey: "sports", accountName: "Demo Sports" }]);
    // The user can now publish there as a User.
    const record = await t.repos.access.forAccount(u.id, {
      accountDomain: "demo",
      accountKey: "sports",
    });
    expect(record).toMatchObject({ role: "user", rights: { allow: ["publish"] } });
    expect((await call("GET", `/channels/${S}`, u.jwt)).statusCode).toBe(200);

    const remove = await call("DELETE", `/users/${N}/${u.id}/cross-publishing/sports`, admin);
    expect(remove.statusCode).toBe(204);
    expect(await accessible(u.id)).toEqual([]);
    // Removing access signs the user out everywhere; signed in again, the account stays closed.
    expectError(await call("GET", `/channels/${S}`, u.jwt), 401, "session-ended");
    const again = await t.tokens.sign({ userId: u.id, domain: "demo" });
    expectError(await call("GET", `/channels/${S}`, again), 403, "forbidden");
    const { items } = await t.repos.activity.page(newsroom.id, { page: 1, pageSize: 2 });
    expect(items.map((i) => i.action)).toEqual([
      "user.cross-access.remove",
      "user.cross-access.add",
    ]);
  });

  it("refuses the host, accounts already reached or not reached, and other organisations", async () => {
    const u = await makeUser(newsroom, "user");
    const base = `/users/${N}/${u.id}/cross-publishing`;
    expectError(await call("POST", `${base}/newsroom`, admin), 400, "cross-access-invalid");
    expectError(await call("POST", `${base}/elsewhere`, admin), 400, "cross-access-invalid");
    expectError(await call("POST", `${base}/nope`, admin), 400, "cross-access-invalid");
    expectError(await call("DELETE", `${base}/sports`, admin), 400, "cross-access-invalid");
    expect((await call("POST", `${base}/sports`, admin)).statusCode).toBe(204);
    expectError(await call("POST", `${base}/sports`, admin), 400, "cross-access-invalid");
    // From the sub-account's side the main account cannot be taken away.
    expectError(
      await call("DELETE", `/users/${S}/${u.id}/cross-publishing/newsroom`, admin),
      400,
      "cross-access-invalid",
    );
  });

  it("needs an organisation admin", async () => {
    const u = await makeUser(sports, "user");
    const subAdmin = await makeUser(sports, "admin");
    expectError(
      await call("POST", `/users/${S}/${u.id}/cross-publishing/newsroom`, subAdmin.jwt),
      403,
      "forbidden",
    );
    expectError(
      await call("GET", `/users/${S}/${u.id}/accessible-accounts-and-rights`, subAdmin.jwt),
      403,
      "forbidden",
    );
    expectError(
      await call("POST", `/users/${N}/${u.id}/cross-publishing/sports`, editor),
      403,
      "forbidden",
    );
    expectError(
      await call("DELETE", `/users/${N}/${u.id}/cross-publishing/sports`, guest),
      403,
      "forbidden",
    );
    const stranger = await makeUser(other, "admin");
    expectError(
      await call("POST", `/users/${S}/${u.id}/cross-publishing/newsroom`, stranger.jwt),
      403,
      "forbidden",
    );
  });
});

describe("DELETE /users/{host}/{id}", () => {
  it("deletes the user and their token stops working at once", async () => {
    const u = await makeUser(newsroom, "user");
    await call("POST", `/users/${N}/${u.id}/cross-publishing/sports`, admin);
    expect((await call("GET", "/profile/overview", u.jwt)).statusCode).toBe(200);
    const res = await call("DELETE", `/users/${N}/${u.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await call("GET", "/profile/overview", u.jwt)).statusCode).toBe(401);
    expect(await t.repos.access.forUser(u.id)).toEqual([]);
    expectError(await call("GET", `/users/${N}/${u.id}`, admin), 404, "not-found");
    const { items } = await t.repos.activity.page(newsroom.id, { page: 1, pageSize: 1 });
    expect(items[0]).toMatchObject({ action: "user.delete" });
  });

  it("refuses deleting yourself", async () => {
    expectError(await call("DELETE", `/users/${N}/${adminId}`, admin), 400, "cannot-delete-self");
  });

  it("lets a sub-account admin delete their own users only", async () => {
    const subAdmin = await makeUser(sports, "admin");
    const local = await makeUser(sports, "user");
    expect((await call("DELETE", `/users/${S}/${local.id}`, subAdmin.jwt)).statusCode).toBe(204);
    // The organisation admin also holds access to the sub-account.
    expectError(await call("DELETE", `/users/${S}/${adminId}`, subAdmin.jwt), 403, "forbidden");
    // Someone who also reaches the top-level account is beyond the sub-account admin.
    const wide = await makeUser(sports, "user");
    await call("POST", `/users/${S}/${wide.id}/cross-publishing/newsroom`, admin);
    expectError(await call("DELETE", `/users/${S}/${wide.id}`, subAdmin.jwt), 403, "forbidden");
  });

  it("refuses users, guests and other organisations", async () => {
    const u = await makeUser(newsroom, "user");
    expectError(await call("DELETE", `/users/${N}/${u.id}`, editor), 403, "forbidden");
    expectError(await call("DELETE", `/users/${N}/${u.id}`, guest), 403, "forbidden");
    const stranger = await makeUser(other, "admin");
    expectError(await call("DELETE", `/users/${N}/${u.id}`, stranger.jwt), 403, "forbidden");
    expectError(
      await call("DELETE", `/users/${N}/00000000-0000-4000-8000-000000000000`, admin),
      404,
      "not-found",
    );
  });
});
