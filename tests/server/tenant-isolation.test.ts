import { describe, expect, it } from "vitest";
import { ZAccessibleAccountsAndRights, ZUserDetail, ZUserList } from "../../domain/schemas/user";
import { caller } from "./helpers/demo";
import { makeSecondOrganization } from "./helpers/second-organization";
import { appForFile, expectError, signIn } from "./helpers/test-app";

/** Organisation B's administrators manage only what is B's, also for a member A shares. */
const t = await appForFile();
const call = caller(t);
const adminA = await signIn(t.app, "admin");
const b = await makeSecondOrganization(t);

const sharedIn = (host: string, jwt: string) =>
  call("GET", `/users/${host}/${b.shared.user.id}`, jwt);

describe("a member both organisations share", () => {
  it("cannot be renamed by the other organisation's admin", async () => {
    const res = await call("PATCH", `/users/${b.rootHost}/${b.shared.user.id}/new`, b.admin.jwt, {
      displayName: "Renamed by B",
    });
    expectError(res, 403, "forbidden");
    expect((await t.repos.users.findById(b.shared.user.id))?.display_name).toBe("Sindre Shared");
  });

  it("cannot be deleted by the other organisation's admin", async () => {
    const res = await call("DELETE", `/users/${b.rootHost}/${b.shared.user.id}`, b.admin.jwt);
    expectError(res, 403, "forbidden");
    expect(await t.repos.users.findById(b.shared.user.id)).toBeDefined();
  });

  it("has rights in B that B's admin changes, and nothing else with them", async () => {
    const res = await call("PATCH", `/users/${b.rootHost}/${b.shared.user.id}/new`, b.admin.jwt, {
      rights: { type: "normal", publish: true, manageTags: true },
      displayName: "Sindre Shared",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUserDetail.parse(res.json())).toMatchObject({
      displayName: "Sindre Shared",
      role: "user",
      profileEditable: false,
    });
    expect(res.json().rights.allow).toContain("manageTags");
    // The rights in A stay as they were.
    const inA = ZUserDetail.parse((await sharedIn("newsroom.demo", adminA)).json());
    expect(inA.rights.allow ?? []).not.toContain("manageTags");
  });

  it("is shown to B with the profile read-only and to A editable", async () => {
    const inB = ZUserDetail.parse((await sharedIn(b.rootHost, b.admin.jwt)).json());
    expect(inB.profileEditable).toBe(false);
    const listB = ZUserList.parse((await call("GET", `/users/${b.rootHost}`, b.admin.jwt)).json());
    expect(listB.find((u) => u.userId === b.shared.user.id)?.profileEditable).toBe(false);
    expect(listB.find((u) => u.userId === b.admin.user.id)?.profileEditable).toBe(true);
    const inA = ZUserDetail.parse((await sharedIn("newsroom.demo", adminA)).json());
    expect(inA.profileEditable).toBe(true);
  });

  it("shows B nothing of the user's main account in A: neither its name nor its key", async () => {
    const res = await sharedIn(b.rootHost, b.admin.jwt);
    const inB = ZUserDetail.parse(res.json());
    expect(inB).toMatchObject({ mainAccountKey: null, mainAccountName: null });
    expect(inB.accountKey).toBe(b.root.account_key);
    for (const leak of ["newsroom", "Demo Newsroom", "sports"])
      expect(res.body).not.toContain(leak);
    const listB = ZUserList.parse((await call("GET", `/users/${b.rootHost}`, b.admin.jwt)).json());
    expect(listB.find((u) => u.userId === b.shared.user.id)).toMatchObject({
      mainAccountKey: null,
      mainAccountName: null,
    });
    // A, whose member it is, sees its own account as before.
    const inA = ZUserDetail.parse((await sharedIn("newsroom.demo", adminA)).json());
    expect(inA).toMatchObject({ mainAccountKey: "newsroom", mainAccountName: "Demo Newsroom" });
  });

  it("shows B only B's accounts among the accounts the user holds", async () => {
    await t.repos.access.grant(b.shared.user.id, b.sub.id, "user", {});
    const res = await call(
      "GET",
      `/users/${b.rootHost}/${b.shared.user.id}/accessible-accounts-and-rights`,
      b.admin.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const keys = ZAccessibleAccountsAndRights.parse(res.json()).crossAccountsRights.map(
      (a) => a.accountKey,
    );
    expect(keys).toEqual([b.sub.account_key]);
    // A's admin, likewise, sees A's accounts and not B's.
    const fromA = ZAccessibleAccountsAndRights.parse(
      (
        await call(
          "GET",
          `/users/newsroom.demo/${b.shared.user.id}/accessible-accounts-and-rights`,
          adminA,
        )
      ).json(),
    ).crossAccountsRights.map((a) => a.accountKey);
    expect(fromA).toEqual(["sports"]);
  });

  it("is renamed by the organisation of the main account, which B then shows", async () => {
    const res = await call("PATCH", `/users/newsroom.demo/${b.shared.user.id}/new`, adminA, {
      displayName: "Sindre Renamed",
    });
    expect(res.statusCode, res.body).toBe(200);
    const inB = ZUserDetail.parse((await sharedIn(b.rootHost, b.admin.jwt)).json());
    expect(inB.displayName).toBe("Sindre Renamed");
  });

  it("loses access to B when B's admin removes it, and keeps A", async () => {
    const res = await call(
      "DELETE",
      `/users/${b.rootHost}/${b.shared.user.id}/cross-publishing/${b.sub.account_key}`,
      b.admin.jwt,
    );
    expect(res.statusCode, res.body).toBe(204);
    const held = (await t.repos.access.forUser(b.shared.user.id)).map((r) => r.account.account_key);
    expect(held).toEqual(expect.arrayContaining(["newsroom", "sports", b.root.account_key]));
    expect(held).not.toContain(b.sub.account_key);
  });
});
