import { describe, expect, it } from "vitest";
import {
  ZInvitableAccounts,
  ZInvitation,
  ZInvitationPage,
  ZPublicInvitation,
} from "../../domain/schemas/invitation";
import { outboxDir, readOutboxFiles } from "../../server/mail/outbox-files";
import { demoApp } from "./helpers/demo";
import { expectError } from "./helpers/test-app";
import {
  expireInvitation,
  H,
  mailedLink,
  normalRights,
  otherOrganizationAdmin,
  stamp,
} from "./invitations-helpers";

const { t, call, admin, editor, guest } = await demoApp({ prefix: "" });

const invite = async (email: string, body: Record<string, unknown> = {}, jwt = admin) =>
  call("POST", `/api/invitations/${H}`, jwt, {
    email,
    accountKey: "newsroom",
    rights: normalRights,
    ...body,
  });

const list = async (query = "", jwt = admin) => {
  const res = await call("GET", `/api/invitations/${H}${query}`, jwt);
  expect(res.statusCode).toBe(200);
  return ZInvitationPage.parse(res.json());
};

describe("creating invitations", () => {
  it("stores the invitation, lists it as pending and mails a create-account link", async () => {
    const email = `new-${stamp()}@example.com`;
    const res = await invite(email);
    expect(res.statusCode).toBe(201);
    const invitation = ZInvitation.parse(res.json());
    expect(invitation).toMatchObject({
      email,
      accountKey: "newsroom",
      accountName: "Demo Newsroom",
      role: "user",
      status: "pending",
      acceptedAt: null,
      invitedByName: "Ada Admin",
      requested: false,
    });
    expect(invitation.rights.allow).toEqual(["publish", "editAllDrafts"]);
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const { link } = await mailedLink(t, email);
    expect(link).toMatch(/^http:\/\/ticker\.test\/create-account\/demo\/[\w-]{40,}$/);
    const page = await list();
    expect(page.items.find((i) => i.id === invitation.id)?.status).toBe("pending");
  });

  it("writes each mail to the outbox folder as well", async () => {
    const email = `file-${stamp()}@example.com`;
    await invite(email);
    const [file] = await readOutboxFiles(outboxDir(t.config.dataDir), email.toUpperCase());
    expect(file).toMatchObject({ to: email });
    expect(file?.link).toContain("/create-account/demo/");
    expect(file?.text).toContain("Opprett brukeren din her");
  });

  it("mails a confirm-invitation link to an address that already has a user in the domain", async () => {
    const res = await invite("editor@ticker.local", { accountKey: "sports" });
    expect(res.statusCode).toBe(201);
    const { link } = await mailedLink(t, "editor@ticker.local");
    expect(link).toContain("/confirm-invitation/demo/");
  });

  it("invites to a sub-account of the organisation", async () => {
    const email = `sub-${stamp()}@example.com`;
    const res = await invite(email, { accountKey: "sports" });
    expect(ZInvitation.parse(res.json()).accountKey).toBe("sports");
    // The account list shows only the host account; the organisation list shows it.
    expect((await list()).items.some((i) => i.email === email)).toBe(false);
    expect((await list("?scope=organization")).items.some((i) => i.email === email)).toBe(true);
    expect((await list("", admin)).total).toBeGreaterThan(0);
  });

  it("answers the invite errors", async () => {
    expectError(await invite("not-an-email"), 400, "email-invalid-format");
    expectError(await invite(""), 400, "email-invalid-format");
    expectError(await invite("guest@ticker.local"), 400, "user-already-exists");
    const email = `twice-${stamp()}@example.com`;
    expect((await invite(email)).statusCode).toBe(201);
    expectError(await invite(email.toUpperCase()), 400, "email-invitation-already-exists");
    // The same address may be invited to another account.
    expect((await invite(email, { accountKey: "sports" })).statusCode).toBe(201);
  });

  it("needs a channel of the account for a guest", async () => {
    const guestRights = { type: "guest", channelId: "" };
    expectError(
      await invite(`g-${stamp()}@example.com`, { rights: guestRights }),
      400,
      "guest-channel-required",
    );
    const channels = (await call("GET", `/api/channels/${H}`, admin)).json<{ id: string }[]>();
    const ok = await invite(`g-${stamp()}@example.com`, {
      rights: { type: "guest", channelId: channels[0]!.id, publish: true },
    });
    expect(ZInvitation.parse(ok.json())).toMatchObject({
      role: "guest",
      rights: { guest: { channelGuid: channels[0]!.id }, allow: ["publish"] },
    });
  });

  it("refuses an account outside the organisation and unknown rights types", async () => {
    expectError(await invite(`x-${stamp()}@example.com`, { accountKey: "nope" }), 403, "forbidden");
    expectError(
      await invite(`x-${stamp()}@example.com`, { rights: { type: "owner" } }),
      400,
      "validation-failed",
    );
  });

  it("lists the organisation's accounts for the selector", async () => {
    const res = await call("GET", `/api/invitations/${H}/accounts`, admin);
    const keys = ZInvitableAccounts.parse(res.json()).map((a) => a.accountKey);
    expect(keys).toEqual(expect.arrayContaining(["newsroom", "sports"]));
  });
});

describe("permissions", () => {
  it("refuses editors, guests, the signed-out and admins of another organisation", async () => {
    for (const jwt of [editor, guest]) {
      expectError(await call("GET", `/api/invitations/${H}`, jwt), 403, "forbidden");
      expectError(await invite(`p-${stamp()}@example.com`, {}, jwt), 403, "forbidden");
    }
    expectError(await call("GET", `/api/invitations/${H}`), 401, "unauthorized");
    const rival = await otherOrganizationAdmin(t);
    expectError(await call("GET", `/api/invitations/${H}`, rival), 403, "forbidden");
    expectError(await invite(`p-${stamp()}@example.com`, {}, rival), 403, "forbidden");
  });

  it("does not let another organisation delete an invitation through its own host", async () => {
    const created = ZInvitation.parse((await invite(`d-${stamp()}@example.com`)).json());
    const rival = await otherOrganizationAdmin(t);
    const rivalHost = await rivalHostOf(rival);
    expectError(
      await call("DELETE", `/api/invitations/${rivalHost}/${created.id}`, rival),
      404,
      "not-found",
    );
  });
});

async function rivalHostOf(jwt: string): Promise<string> {
  const res = await call("GET", "/api/profile/overview", jwt);
  const main = res.json<{ mainAccount: { accountKey: string; domain: string } }>().mainAccount;
  return `${main.accountKey}.${main.domain}`;
}

describe("deleting", () => {
  it("deletes an invitation, whose link then stops working, and logs it", async () => {
    const email = `del-${stamp()}@example.com`;
    const created = ZInvitation.parse((await invite(email)).json());
    const { code } = await mailedLink(t, email);
    expect((await call("GET", `/api/invitations/public/demo/${code}`)).statusCode).toBe(200);
    const res = await call("DELETE", `/api/invitations/${H}/${created.id}`, admin);
    expect(res.statusCode).toBe(204);
    expectError(
      await call("GET", `/api/invitations/public/demo/${code}`),
      404,
      "invitation-invalid",
    );
    expectError(
      await call("DELETE", `/api/invitations/${H}/${created.id}`, admin),
      404,
      "not-found",
    );
    const entries = await t.repos.activity.page(
      (await t.repos.accounts.findByKey("demo", "newsroom"))!.id,
      { page: 1, pageSize: 100 },
    );
    const mine = entries.items.filter((i) => i.target?.id === created.id).map((i) => i.action);
    expect(mine.sort()).toEqual(["invitation.create", "invitation.delete"]);
  });
});

describe("the public look-up and accepting with an existing user", () => {
  it("describes a live invitation, refuses unknown codes", async () => {
    const email = `look-${stamp()}@example.com`;
    await invite(email, { accountKey: "sports" });
    const { code } = await mailedLink(t, email);
    const res = await call("GET", `/api/invitations/public/demo/${code}`);
    expect(ZPublicInvitation.parse(res.json())).toMatchObject({
      kind: "invitation",
      email,
      accountKey: "sports",
      accountName: "Demo Sports",
      host: "sports.demo",
      existingUser: false,
    });
    expectError(await call("GET", "/api/invitations/public/demo/nope"), 404, "invitation-invalid");
    expectError(
      await call("GET", `/api/invitations/public/other/${code}`),
      404,
      "invitation-invalid",
    );
  });

  it("lets the invited user accept once; another user may not", async () => {
    await invite("guest@ticker.local", { accountKey: "sports" });
    const { code, link } = await mailedLink(t, "guest@ticker.local");
    expect(link).toContain("/confirm-invitation/");
    const lookup = ZPublicInvitation.parse(
      (await call("GET", `/api/invitations/public/demo/${code}`)).json(),
    );
    expect(lookup).toMatchObject({ kind: "invitation", existingUser: true });

    expectError(await call("POST", `/api/invitations/demo/${code}/accept`), 401, "unauthorized");
    expectError(
      await call("POST", `/api/invitations/demo/${code}/accept`, editor),
      403,
      "forbidden",
    );
    const res = await call("POST", `/api/invitations/demo/${code}/accept`, guest);
    expect(res.json()).toEqual({ accountDomain: "demo", accountKey: "sports" });
    const overview = await call("GET", "/api/profile/overview", guest);
    const keys = overview
      .json<{ crossAccounts: { accountKey: string }[] }>()
      .crossAccounts.map((a) => a.accountKey);
    expect(keys).toContain("sports");
    expectError(
      await call("POST", `/api/invitations/demo/${code}/accept`, guest),
      400,
      "invitation-invalid",
    );
    const listed = (await list("?scope=organization")).items.find(
      (i) => i.email === "guest@ticker.local" && i.accountKey === "sports",
    );
    expect(listed?.status).toBe("accepted");
  });

  it("refuses an expired invitation and lists it as expired; a new one replaces it", async () => {
    const email = `exp-${stamp()}@example.com`;
    const created = ZInvitation.parse((await invite(email)).json());
    const { code } = await mailedLink(t, email);
    await expireInvitation(t, created.id);
    expectError(
      await call("GET", `/api/invitations/public/demo/${code}`),
      404,
      "invitation-invalid",
    );
    expect((await list()).items.find((i) => i.id === created.id)?.status).toBe("expired");
    expect((await invite(email)).statusCode).toBe(201);
    expect((await list()).items.some((i) => i.id === created.id)).toBe(false);
  });
});

describe("paging", () => {
  it("pages the list", async () => {
    const page = await list("?page=1&pageSize=2");
    expect(page.items).toHaveLength(2);
    expect(page.pageSize).toBe(2);
    expect(page.total).toBeGreaterThan(2);
    expectError(
      await call("GET", `/api/invitations/${H}?pageSize=1000`, admin),
      400,
      "validation-failed",
    );
  });
});
