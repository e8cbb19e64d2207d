import { describe, expect, it } from "vitest";
import { ZInvitation } from "../../domain/schemas/invitation";
import { demoApp } from "./helpers/demo";
import { expectError } from "./helpers/test-app";
import { expireInvitation, H, mailedLink, normalRights, stamp } from "./invitations-helpers";

const { t, call, admin } = await demoApp({ prefix: "" });

const PASSWORD = "Fresh-user-1";

/** Invites a new address and answers its mailed key. */
async function invited(accountKey = "newsroom", rights: object = normalRights) {
  const email = `onb-${stamp()}@example.com`;
  const res = await call("POST", `/api/invitations/${H}`, admin, { email, accountKey, rights });
  expect(res.statusCode).toBe(201);
  const { code } = await mailedLink(t, email);
  return { email, key: code, id: ZInvitation.parse(res.json()).id };
}

const create = (host: string, body: Record<string, unknown>) =>
  call("POST", `/api/users/${host}/create-from-invitation`, undefined, body);

describe("create-from-invitation", () => {
  it("creates the user with the invitation's account and rights, signs them in, spends the key", async () => {
    const { email, key, id } = await invited();
    const res = await create(H, {
      key,
      username: email,
      displayName: "  Nora New ",
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const { jwt } = res.json<{ jwt: string }>();
    const overview = (await call("GET", "/api/profile/overview", jwt)).json();
    expect(overview.userInformation.user).toMatchObject({ email, displayName: "Nora New" });
    expect(overview.mainAccount).toMatchObject({
      accountKey: "newsroom",
      role: "user",
      rights: { allow: ["publish", "editAllDrafts"] },
    });

    // Signing in with the chosen password works.
    const login = await call("POST", "/api/auth/demo/authenticate", undefined, {
      email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    // Accepted exactly once.
    expectError(
      await create(H, { key, username: `${email}.2`, displayName: "Again", password: PASSWORD }),
      400,
      "invitation-invalid",
    );
    const row = await t.repos.invitations.find(id);
    expect(row?.accepted_utc).not.toBeNull();
    expect(row?.accepted_by).toBeTruthy();
    const accountId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
    const actions = (await t.repos.activity.page(accountId, { page: 1, pageSize: 10 })).items
      .filter((e) => e.actor.displayName === "Nora New")
      .map((e) => e.action);
    expect(actions.sort()).toEqual(["invitation.accept", "user.create"]);
  });

  it("lets exactly one of two concurrent accepts win", async () => {
    const { email, key } = await invited("sports");
    const results = await Promise.all(
      ["a", "b"].map((suffix) =>
        create("sports.demo", {
          key,
          username: `${email}-${suffix}`,
          displayName: `Racer ${suffix}`,
          password: PASSWORD,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(["invitation-invalid", "user-already-exists"]).toContain(loser.json().errorKey);
    const users = await t.db.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it("validates the password rules and the repeat, creating nothing", async () => {
    const { email, key } = await invited();
    const base = { key, username: email, displayName: "Weak" };
    expectError(await create(H, { ...base, password: "short" }), 400, "password-too-weak");
    expectError(await create(H, { ...base, password: "alllowercase1" }), 400, "password-too-weak");
    expectError(
      await create(H, { ...base, password: PASSWORD, repeatPassword: "Other-pass-1" }),
      400,
      "passwords-must-match",
    );
    expectError(
      await create(H, { ...base, displayName: " ", password: PASSWORD }),
      400,
      "validation-failed",
    );
    expect(await t.repos.users.findByEmail("demo", email)).toBeUndefined();
    // The key still works afterwards.
    expect((await create(H, { ...base, password: PASSWORD })).statusCode).toBe(201);
  });

  it("refuses unknown keys, a key for another account, expired and deleted invitations", async () => {
    expectError(
      await create(H, {
        key: "nope",
        username: "x@example.com",
        displayName: "X",
        password: PASSWORD,
      }),
      400,
      "invitation-invalid",
    );
    const other = await invited("sports");
    expectError(
      await create(H, {
        key: other.key,
        username: other.email,
        displayName: "X",
        password: PASSWORD,
      }),
      400,
      "invitation-invalid",
    );
    const expired = await invited();
    await expireInvitation(t, expired.id);
    expectError(
      await create(H, {
        key: expired.key,
        username: expired.email,
        displayName: "X",
        password: PASSWORD,
      }),
      400,
      "invitation-invalid",
    );
    const deleted = await invited();
    await call("DELETE", `/api/invitations/${H}/${deleted.id}`, admin);
    expectError(
      await create(H, {
        key: deleted.key,
        username: deleted.email,
        displayName: "X",
        password: PASSWORD,
      }),
      400,
      "invitation-invalid",
    );
    expectError(
      await create("nohost", { key: "k", username: "x", displayName: "X", password: PASSWORD }),
      400,
      "invalid-lc-host",
    );
  });

  it("refuses a username another user has", async () => {
    const { key } = await invited();
    expectError(
      await create(H, {
        key,
        username: "Editor@ticker.local",
        displayName: "X",
        password: PASSWORD,
      }),
      400,
      "username-taken",
    );
  });

  it("answers sso-unavailable for the Google and Microsoft variants of a valid key", async () => {
    const { key } = await invited();
    for (const provider of ["google", "msal"]) {
      const url = `/api/users/${H}/create-from-invitation-${provider}`;
      expectError(
        await call("POST", url, undefined, { key, externalKey: "token" }),
        400,
        "sso-unavailable",
      );
      expectError(
        await call("POST", url, undefined, { key: "bad", externalKey: "token" }),
        400,
        "invitation-invalid",
      );
      expectError(await call("POST", url, undefined, { key }), 400, "sso-unavailable");
      expectError(
        await call("POST", url, undefined, { externalKey: "t" }),
        400,
        "validation-failed",
      );
    }
  });
});
