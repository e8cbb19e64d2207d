import { describe, expect, it } from "vitest";
import {
  ZInvitationPage,
  ZPublicInvitation,
  ZRegistrationPage,
  ZRegistrationPageList,
} from "../../domain/schemas/invitation";
import { demoApp } from "./helpers/demo";
import { expectError } from "./helpers/test-app";
import { H, mailedLink, otherOrganizationAdmin, stamp } from "./invitations-helpers";

const { t, call, admin, editor } = await demoApp({ prefix: "" });

const createPage = (emailDomain: string, accountKey = "newsroom", jwt = admin, host = H) =>
  call("POST", `/api/registration-pages/${host}`, jwt, { emailDomain, accountKey });
const domainName = () => `reg${stamp()}.example.com`;

describe("registration pages", () => {
  it("creates a page with a public create-account url and lists it", async () => {
    const emailDomain = domainName();
    const res = await createPage(`@${emailDomain.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    const page = ZRegistrationPage.parse(res.json());
    expect(page).toMatchObject({
      emailDomain,
      accountKey: "newsroom",
      accountName: "Demo Newsroom",
    });
    expect(page.url).toBe(`http://ticker.test/create-account/demo/${page.code}`);
    const listed = ZRegistrationPageList.parse(
      (await call("GET", `/api/registration-pages/${H}`, admin)).json(),
    );
    expect(listed.map((p) => p.id)).toContain(page.id);
    const lookup = ZPublicInvitation.parse(
      (await call("GET", `/api/invitations/public/demo/${page.code}`)).json(),
    );
    expect(lookup).toEqual({
      kind: "registration-page",
      accountDomain: "demo",
      accountKey: "newsroom",
      accountName: "Demo Newsroom",
      emailDomain,
    });
  });

  it("refuses a domain the organisation already has a page for, and malformed domains", async () => {
    const emailDomain = domainName();
    expect((await createPage(emailDomain)).statusCode).toBe(201);
    expectError(await createPage(emailDomain.toUpperCase()), 400, "registration-page-exists");
    // Sub-accounts share the organisation's domains.
    expectError(
      await createPage(emailDomain, "sports", admin, "sports.demo"),
      400,
      "registration-page-exists",
    );
    for (const bad of ["", "example", "exa mple.com", "-x.com", "a@b.com"]) {
      expectError(await createPage(bad), 400, "email-domain-invalid");
    }
  });

  it("lets another organisation use the same domain", async () => {
    const emailDomain = domainName();
    expect((await createPage(emailDomain)).statusCode).toBe(201);
    const rival = await otherOrganizationAdmin(t);
    const overview = (await call("GET", "/api/profile/overview", rival)).json();
    const key = overview.mainAccount.accountKey as string;
    expect((await createPage(emailDomain, key, rival, `${key}.demo`)).statusCode).toBe(201);
  });

  it("is for administrators only", async () => {
    expectError(await call("GET", `/api/registration-pages/${H}`, editor), 403, "forbidden");
    expectError(await createPage(domainName(), "newsroom", editor), 403, "forbidden");
    expectError(await call("GET", `/api/registration-pages/${H}`), 401, "unauthorized");
    const rival = await otherOrganizationAdmin(t);
    expectError(await call("GET", `/api/registration-pages/${H}`, rival), 403, "forbidden");
  });

  it("deletes a page, whose url then stops working", async () => {
    const page = ZRegistrationPage.parse((await createPage(domainName())).json());
    expect(
      (await call("DELETE", `/api/registration-pages/${H}/${page.id}`, admin)).statusCode,
    ).toBe(204);
    expectError(
      await call("GET", `/api/invitations/public/demo/${page.code}`),
      404,
      "invitation-invalid",
    );
    expectError(
      await call("DELETE", `/api/registration-pages/${H}/${page.id}`, admin),
      404,
      "not-found",
    );
  });
});

describe("asking for an invitation on a page", () => {
  const ask = (code: string, email: string) =>
    call("POST", `/api/registration-pages/public/demo/${code}/request`, undefined, { email });

  it("mails an invitation (User with defaults) to an address at the page's domain", async () => {
    const page = ZRegistrationPage.parse((await createPage(domainName(), "sports", admin)).json());
    const email = `Person.${stamp()}@${page.emailDomain.toUpperCase()}`;
    const res = await ask(page.code, email);
    expect(res.statusCode).toBe(202);
    const { link, code } = await mailedLink(t, email);
    expect(link).toContain("/create-account/demo/");
    const lookup = ZPublicInvitation.parse(
      (await call("GET", `/api/invitations/public/demo/${code}`)).json(),
    );
    expect(lookup).toMatchObject({ kind: "invitation", accountKey: "sports" });
    const list = ZInvitationPage.parse(
      (await call("GET", `/api/invitations/${H}?scope=organization`, admin)).json(),
    );
    const invitation = list.items.find((i) => i.email === email);
    expect(invitation).toMatchObject({ role: "user", requested: true, status: "pending" });
    const userDefaults =
      "publish editAllPosts deleteAllPosts editAllDrafts manageChannels manageTags";
    expect(invitation?.rights.allow).toEqual(userDefaults.split(" "));
    // Asking again sends a fresh link; the old one stops working.
    expect((await ask(page.code, email)).statusCode).toBe(202);
    const again = await mailedLink(t, email);
    expect(again.code).not.toBe(code);
    expectError(
      await call("GET", `/api/invitations/public/demo/${code}`),
      404,
      "invitation-invalid",
    );
  });

  it("refuses another email domain, bad addresses and unknown pages", async () => {
    const page = ZRegistrationPage.parse((await createPage(domainName())).json());
    expectError(await ask(page.code, "someone@elsewhere.com"), 400, "email-domain-mismatch");
    expectError(
      await ask(page.code, `someone@sub.${page.emailDomain}`),
      400,
      "email-domain-mismatch",
    );
    expectError(await ask(page.code, "nope"), 400, "email-invalid-format");
    expectError(await ask("unknown", `a@${page.emailDomain}`), 404, "invitation-invalid");
  });

  it("mails a sign-in link to an address that already has access, and says the same", async () => {
    const page = ZRegistrationPage.parse((await createPage("ticker.local")).json());
    expect((await ask(page.code, "editor@ticker.local")).statusCode).toBe(202);
    const [mail] = await t.repos.outbox.list("editor@ticker.local");
    expect(mail?.link).toBe("http://ticker.test/login");
    // The request is logged without a user behind it.
    const accountId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
    await ask(page.code, `new-${stamp()}@ticker.local`);
    const entries = (await t.repos.activity.page(accountId, { page: 1, pageSize: 5 })).items;
    expect(entries.find((e) => e.action === "registration-page.request")?.actor.id).toBeNull();
  });

  it("keeps an administrator's pending invitation", async () => {
    const page = ZRegistrationPage.parse((await createPage(domainName())).json());
    const email = `kept-${stamp()}@${page.emailDomain}`;
    const sent = await call("POST", `/api/invitations/${H}`, admin, {
      email,
      accountKey: "newsroom",
      rights: { type: "admin" },
    });
    expect(sent.statusCode).toBe(201);
    const first = await mailedLink(t, email);
    expect((await ask(page.code, email)).statusCode).toBe(202);
    expect((await mailedLink(t, email)).code).toBe(first.code);
  });
});
