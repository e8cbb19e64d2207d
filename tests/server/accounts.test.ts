import { describe, expect, it } from "vitest";
import type { Role } from "../../domain/roles";
import { ZAccount, ZAccountDetails, ZSubAccounts } from "../../domain/schemas/account";
import { activityOf } from "./extensions-fixtures";
import { demoApp, outsideAdmins, passwordUser } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call, admin, editor, guest } = await demoApp({ prefix: "" });
const { sportsAdmin, rivalAdmin } = await outsideAdmins(t);

/** A user with one role in one account, signed in. */
const userIn = (accountKey: string, role: Role, email: string) =>
  passwordUser(t, accountKey, role, email);

const activities = (accountKey: string, action: string) => activityOf(t, accountKey, action);

describe("GET /accounts/{host}/sub-accounts", () => {
  it("lists the organisation's sub-accounts to its admin, from the top-level or a sub-account", async () => {
    for (const host of ["newsroom.demo", "sports.demo"]) {
      const res = await call("GET", `/api/accounts/${host}/sub-accounts`, admin);
      expect(res.statusCode).toBe(200);
      const list = ZSubAccounts.parse(res.json());
      expect(list.map((a) => a.accountKey)).toEqual(["sports"]);
      expect(list[0]).toMatchObject({
        displayName: "Demo Sports",
        parentAccountKey: "newsroom",
        organizationName: "Demo Media",
        domain: "demo",
      });
    }
  });

  it("refuses editors, guests, sub-account-only admins and other organisations' admins", async () => {
    type Refusal = [host: string, jwt: string | null, status: number, errorKey: string];
    const refused: Refusal[] = [
      ...[editor, guest, sportsAdmin, rivalAdmin].map(
        (jwt): Refusal => ["newsroom.demo", jwt, 403, "forbidden"],
      ),
      ["newsroom.demo", null, 401, "unauthorized"],
      ["nodot", admin, 400, "invalid-lc-host"],
      ["ghost.demo", admin, 403, "forbidden"],
    ];
    for (const [host, jwt, status, errorKey] of refused) {
      expectError(await call("GET", `/api/accounts/${host}/sub-accounts`, jwt), status, errorKey);
    }
  });
});

describe("GET /accounts/{domain}/{key}", () => {
  it("answers the account with its settings and the caller's organisation rights", async () => {
    const res = await call("GET", "/api/accounts/demo/newsroom", admin);
    expect(res.statusCode).toBe(200);
    const details = ZAccountDetails.parse(res.json());
    expect(details).toMatchObject({
      accountKey: "newsroom",
      displayName: "Demo Newsroom",
      parentAccountKey: null,
      organizationAdmin: true,
      subAccountCount: 1,
    });
    expect(details.settings.usage).toEqual({
      enforceGoogleSignIn: false,
      enforceGoogleSignInFrom: [],
      enforceMsSignIn: false,
      enforceMsSignInFrom: [],
    });
    expect(details.settings.sportsData).toEqual({
      provider: "none",
      apiKeyMasked: null,
      competitionIds: [],
    });
  });

  it("lets a sub-account's own admin read it, without organisation rights", async () => {
    const res = await call("GET", "/api/accounts/demo/sports", sportsAdmin);
    expect(res.statusCode).toBe(200);
    expect(ZAccountDetails.parse(res.json()).organizationAdmin).toBe(false);
  });

  it("refuses non-admins and strangers", async () => {
    expectError(await call("GET", "/api/accounts/demo/newsroom", editor), 403, "forbidden");
    expectError(await call("GET", "/api/accounts/demo/newsroom", guest), 403, "forbidden");
    expectError(await call("GET", "/api/accounts/demo/newsroom", sportsAdmin), 403, "forbidden");
    expectError(await call("GET", "/api/accounts/demo/newsroom", rivalAdmin), 403, "forbidden");
    expectError(await call("GET", "/api/accounts/demo/nobody", admin), 403, "forbidden");
  });
});

describe("GET /accounts/{host}/channels", () => {
  it("lists a sub-account's open channels to an organisation admin without access of their own", async () => {
    const sports = (await t.repos.accounts.findByKey("demo", "sports"))!;
    const open = await t.repos.channels.create(sports.id, "Match day");
    const closed = await t.repos.channels.create(sports.id, "Old cup");
    await t.repos.channels.archive(sports.id, closed.id);
    const orgAdmin = await userIn("newsroom", "admin", "channels-org-admin@ticker.local");
    // The ordinary channel list asks for access to the account itself.
    expectError(await call("GET", "/api/channels/sports.demo", orgAdmin), 403, "forbidden");

    for (const jwt of [orgAdmin, sportsAdmin]) {
      const res = await call("GET", "/api/accounts/sports.demo/channels", jwt);
      expect(res.statusCode).toBe(200);
      const names = res.json<{ name: string }[]>().map((c) => c.name);
      expect(names).toContain(open.name);
      expect(names).not.toContain(closed.name);
    }
  });

  it("refuses users, guests, another organisation's admin and a sub-account admin upwards", async () => {
    for (const jwt of [editor, guest, rivalAdmin, sportsAdmin]) {
      expectError(await call("GET", "/api/accounts/newsroom.demo/channels", jwt), 403, "forbidden");
    }
    expectError(
      await call("GET", "/api/accounts/newsroom.demo/channels", null),
      401,
      "unauthorized",
    );
  });
});

describe("POST /accounts/{host}/sub-accounts", () => {
  const create = (accounts: unknown, jwt = admin, host = "newsroom.demo") =>
    call("POST", `/api/accounts/${host}/sub-accounts`, jwt, { accounts });

  it("creates sub-accounts, grants the creator admin access and logs each", async () => {
    const res = await create([
      { accountKey: " Culture ", displayName: "  Demo Culture " },
      { accountKey: "weather", displayName: "Demo Weather" },
    ]);
    expect(res.statusCode).toBe(201);
    const created = ZSubAccounts.parse(res.json());
    expect(created.map((a) => [a.accountKey, a.displayName, a.parentAccountKey])).toEqual([
      ["culture", "Demo Culture", "newsroom"],
      ["weather", "Demo Weather", "newsroom"],
    ]);
    expect(created[0]!.organizationName).toBe("Demo Media");
    const list = ZSubAccounts.parse(
      (await call("GET", "/api/accounts/newsroom.demo/sub-accounts", admin)).json(),
    );
    expect(list.map((a) => a.accountKey)).toEqual(["culture", "sports", "weather"]);
    // The creator can act in the new account at once.
    const channels = await call("GET", "/api/channels/culture.demo", admin);
    expect(channels.statusCode).toBe(200);
    const logged = await activities("newsroom", "account.create");
    expect(logged.map((a) => a.target_name).sort()).toEqual(["Demo Culture", "Demo Weather"]);
    expect(logged[0]!.actor_name).toBe("Ada Admin");
  });

  it("refuses invalid, reserved, repeated and existing keys without writing any", async () => {
    const before = await t.db.db.selectFrom("accounts").select("id").execute();
    const ok = { accountKey: "fresh-one", displayName: "Fresh" };
    expectError(
      await create([ok, { accountKey: "Bad key!", displayName: "X" }]),
      400,
      "account-key-invalid",
    );
    expectError(await create([{ accountKey: "a", displayName: "X" }]), 400, "account-key-invalid");
    expectError(
      await create([{ accountKey: "a.b", displayName: "X" }]),
      400,
      "account-key-invalid",
    );
    expectError(
      await create([{ accountKey: "api-keys", displayName: "X" }]),
      400,
      "account-key-invalid",
    );
    expectError(await create([ok, { ...ok }]), 400, "account-key-exists");
    // A standalone account's key exists; a key of an account in an organisation is bound.
    expectError(
      await create([ok, { accountKey: "rival", displayName: "X" }]),
      400,
      "account-key-exists",
    );
    expectError(
      await create([ok, { accountKey: "sports", displayName: "X" }]),
      400,
      "account-already-bound",
    );
    expectError(
      await create([ok, { accountKey: "newsroom", displayName: "X" }]),
      400,
      "account-already-bound",
    );
    expectError(
      await create([{ accountKey: "blank", displayName: "   " }]),
      400,
      "validation-failed",
    );
    expectError(await create([]), 400, "validation-failed");
    expectError(
      await create([{ accountKey: "long", displayName: "x".repeat(121) }]),
      400,
      "validation-failed",
    );
    const after = await t.db.db.selectFrom("accounts").select("id").execute();
    expect(after).toHaveLength(before.length);
    expect(await t.repos.accounts.findByKey("demo", "fresh-one")).toBeUndefined();
  });

  it("lets only the organisation admin create, and only under the top-level account", async () => {
    const one = [{ accountKey: "denied", displayName: "Denied" }];
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await create(one, jwt), 403, "forbidden");
    }
    expectError(await create(one, admin, "sports.demo"), 403, "forbidden");
    expect(await t.repos.accounts.findByKey("demo", "denied")).toBeUndefined();
  });
});

describe("PATCH /accounts/{host}/displayname", () => {
  const rename = (host: string, name: string, jwt = admin) =>
    call("PATCH", `/api/accounts/${host}/displayname?displayname=${encodeURIComponent(name)}`, jwt);

  it("renames a sub-account (trimmed) and logs it", async () => {
    const res = await rename("weather.demo", "  Weather desk ");
    expect(res.statusCode).toBe(200);
    expect(ZAccount.parse(res.json()).displayName).toBe("Weather desk");
    const logged = await activities("weather", "account.rename");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toEqual({ from: "Demo Weather", to: "Weather desk" });
  });

  it("refuses empty and too long names", async () => {
    expectError(await rename("weather.demo", "   "), 400, "validation-failed");
    expectError(await rename("weather.demo", "x".repeat(121)), 400, "validation-failed");
    expectError(
      await call("PATCH", "/api/accounts/weather.demo/displayname", admin),
      400,
      "validation-failed",
    );
  });

  it("refuses everyone but the organisation admin", async () => {
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await rename("sports.demo", "Nope", jwt), 403, "forbidden");
    }
    const sports = await t.repos.accounts.findByKey("demo", "sports");
    expect(sports!.display_name).toBe("Demo Sports");
  });
});
