import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLandingPath } from "../../domain/paths";
import { ZProfileOverview } from "../../domain/schemas/profile";
import { makeUser } from "./helpers/profile-users";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = async (who: "admin" | "editor" | "guest") => {
  const res = await t.app.inject({
    url: "/api/profile/overview",
    headers: bearer(await signIn(t.app, who)),
  });
  expect(res.statusCode).toBe(200);
  return ZProfileOverview.parse(res.json());
};

describe("GET /api/profile/overview", () => {
  it("describes the admin with its cross-account access to the sub-account", async () => {
    const p = await overview("admin");
    expect(p.userInformation.user).toMatchObject({
      displayName: "Ada Admin",
      email: "admin@ticker.local",
      userRole: "admin",
      mainAccountDomain: "demo",
      mainAccountKey: "newsroom",
      mainAccountName: "Demo Newsroom",
      crossAccountAccessKeys: ["sports"],
      isRepresented: false,
      googleBound: false,
      microsoftBound: false,
    });
    expect(p.mainAccount).toMatchObject({
      role: "admin",
      domain: "demo",
      accountKey: "newsroom",
      parentAccountKey: null,
      disabledFeatures: [],
      optInFeatures: [],
    });
    expect(p.crossAccounts).toEqual([
      expect.objectContaining({
        role: "admin",
        accountKey: "sports",
        parentAccountKey: "newsroom",
      }),
    ]);
    expect(p.mainAccount.abilities).toMatchObject({
      manageOrganization: true,
      viewAdminConsole: true,
      viewUsers: true,
      manageChannels: true,
      manageTags: true,
      useComments: true,
      openChannels: { all: true, ids: [] },
      publishChannels: { all: true, ids: [] },
    });
    // A sub-account's admin administers that account, not the organisation.
    expect(p.crossAccounts[0]!.abilities).toMatchObject({
      manageOrganization: false,
      viewAdminConsole: true,
    });
  });

  it("describes the editor with its allow list", async () => {
    const p = await overview("editor");
    expect(p.userInformation.user.userRole).toBe("user");
    expect(p.mainAccount.rights.allow).toEqual(["publish", "editAllDrafts", "manageTags"]);
    expect(p.userInformation.user.mainAuthor.rights).toEqual(p.mainAccount.rights);
    expect(p.crossAccounts).toEqual([]);
    expect(p.mainAccount.abilities).toMatchObject({
      viewChannels: true,
      viewAdminConsole: false,
      viewUsers: false,
      manageOrganization: false,
      manageChannels: false,
      manageTags: true,
      publishChannels: { all: true, ids: [] },
    });
    expect(p.mainAccount.abilities.rights).toMatchObject({ publish: true, editAllPosts: false });
  });

  it("describes the guest confined to Match day", async () => {
    const p = await overview("guest");
    expect(p.userInformation.user.userRole).toBe("guest");
    const channels = await t.repos.channels.listActive(
      (await t.repos.accounts.findByKey("demo", "newsroom"))!.id,
    );
    const matchDay = channels.find((c) => c.name === "Match day")!;
    expect(p.mainAccount.rights).toEqual({
      allow: ["publish"],
      guest: { channelGuid: matchDay.id },
    });
    expect(p.mainAccount.abilities).toMatchObject({
      viewChannels: false,
      manageTags: false,
      openChannels: { all: false, ids: [matchDay.id] },
      publishChannels: { all: false, ids: [matchDay.id] },
    });
  });

  it("gives a guest whose channel was archived, or who never had one, no channel", async () => {
    const newsroom = (await t.repos.accounts.findByKey("demo", "newsroom"))!;
    const channel = await t.repos.channels.create(newsroom.id, "Guest's only channel");
    const guestOf = async (channelGuid: string) => {
      const { jwt } = await makeUser(t, { role: "guest", rights: { guest: { channelGuid } } });
      const res = await t.app.inject({ url: "/api/profile/overview", headers: bearer(jwt) });
      expect(res.statusCode).toBe(200);
      return ZProfileOverview.parse(res.json()).mainAccount;
    };
    const before = await guestOf(channel.id);
    expect(before.abilities.openChannels).toEqual({ all: false, ids: [channel.id] });

    await t.repos.channels.archive(newsroom.id, channel.id);
    const after = await guestOf(channel.id);
    expect(after.abilities.openChannels).toEqual({ all: false, ids: [] });
    expect(after.abilities.publishChannels).toEqual({ all: false, ids: [] });
    expect(defaultLandingPath(after).error).toBe("guest-without-channel");
    // Nor does a channel id that names nothing (or another account's channel) count.
    const missing = await guestOf("00000000-0000-4000-8000-000000000000");
    expect(missing.abilities.openChannels.ids).toEqual([]);
  });

  it("answers unauthorized without a token", async () => {
    expectError(await t.app.inject({ url: "/api/profile/overview" }), 401, "unauthorized");
    const basic = await t.app.inject({
      url: "/api/profile/overview",
      headers: { authorization: "Basic abc" },
    });
    expectError(basic, 401, "unauthorized");
  });

  it("answers token-expired for an expired token", async () => {
    const user = await t.repos.users.findByEmail("demo", "admin@ticker.local");
    const jwt = await t.tokens.sign(
      { userId: user!.id, domain: "demo" },
      Math.floor(Date.now() / 1000) - 1,
    );
    expectError(
      await t.app.inject({ url: "/api/profile/overview", headers: bearer(jwt) }),
      401,
      "token-expired",
    );
  });

  it("answers token-invalid for a tampered token", async () => {
    const jwt = await signIn(t.app, "admin");
    const tampered = `${jwt.slice(0, -4)}${jwt.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expectError(
      await t.app.inject({ url: "/api/profile/overview", headers: bearer(tampered) }),
      401,
      "token-invalid",
    );
  });

  it("answers token-invalid when the token's subject is not a user id", async () => {
    const jwt = await t.tokens.sign({ userId: "not-a-uuid", domain: "demo" });
    expectError(
      await t.app.inject({ url: "/api/profile/overview", headers: bearer(jwt) }),
      401,
      "token-invalid",
    );
  });
});
