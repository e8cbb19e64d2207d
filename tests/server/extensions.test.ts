import { describe, expect, it } from "vitest";
import { EXTENSION_CSS_MAX, EXTENSION_TYPES } from "../../domain/extensions";
import { type Extension, ZExtension, ZExtensionList } from "../../domain/schemas/extension";
import { activityOf, H, userOfOtherAccount } from "./extensions-fixtures";
import { demoApp } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call, admin, editor, guest } = await demoApp();
const other = await userOfOtherAccount(t, "otheradmin");

const valid = {
  type: "postRenderer",
  name: "Quote cards",
  cssString: ".quote { font-style: italic; }",
  javaScriptString: "export const render = (post) => `<q>` + post.title + `</q>`;",
};

async function create(body: object = valid, host = H, jwt = admin): Promise<Extension> {
  const res = await call("POST", `/extensions/${host}`, jwt, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZExtension.parse(res.json());
}
const list = async (host = H, jwt = admin) =>
  ZExtensionList.parse((await call("GET", `/extensions/${host}`, jwt)).json());

describe("extensions", () => {
  it("starts empty, creates, lists oldest first and reads one", async () => {
    expect(await list()).toEqual([]);
    const first = await create();
    expect(first).toMatchObject({ ...valid, name: "Quote cards" });
    const second = await create({ type: "jsLibrary", name: "  Helpers  " });
    expect(second).toMatchObject({ name: "Helpers", cssString: "", javaScriptString: "" });
    expect((await list()).map((e) => e.id)).toEqual([first.id, second.id]);
    const one = await call("GET", `/extensions/${H}/${first.id}`, admin);
    expect(ZExtension.parse(one.json())).toEqual(first);
  });

  it("accepts each of the 10 types", async () => {
    expect(EXTENSION_TYPES).toHaveLength(10);
    for (const type of EXTENSION_TYPES) {
      const res = await call("POST", `/extensions/sports.demo`, admin, { type, name: type });
      expect(res.statusCode, type).toBe(201);
    }
    expect(await list("sports.demo")).toHaveLength(10);
  });

  it("refuses JavaScript that does not parse, naming where", async () => {
    const body = expectError(
      await call("POST", `/extensions/${H}`, admin, { ...valid, javaScriptString: "const a = ;" }),
      400,
      "extension-invalid-javascript",
    );
    expect(body.fields?.javaScriptString).toMatch(/^1:11: /);
    expectError(
      await call("POST", `/extensions/${H}`, admin, { ...valid, javaScriptString: "<div/>" }),
      400,
      "extension-invalid-javascript",
    );
  });

  it("refuses CSS that does not parse, but not unknown properties", async () => {
    for (const cssString of ["a { color: red;", "}}}", ".a{*zoom:1}", "/* open", 'a{content:"x}']) {
      expectError(
        await call("POST", `/extensions/${H}`, admin, { ...valid, cssString }),
        400,
        "extension-invalid-css",
      );
    }
    const fine = await create({
      ...valid,
      cssString: "@media (max-width: 600px) { .x { colr: red; --y: 1px } } a:has(b) { }",
    });
    expect(fine.cssString).toContain("colr");
  });

  it("validates type, name and sizes", async () => {
    const bad = [
      { ...valid, type: "widget" },
      { ...valid, name: "   " },
      { ...valid, name: "x".repeat(121) },
      { ...valid, cssString: "a{}".padEnd(EXTENSION_CSS_MAX + 1, " ") },
      { name: "No type" },
      {},
    ];
    for (const body of bad) {
      expectError(await call("POST", `/extensions/${H}`, admin, body), 400, "validation-failed");
    }
  });

  it("edits with the same checks and records it", async () => {
    const ext = await create({ type: "channelRenderer", name: "Dark header" });
    const res = await call("PUT", `/extensions/${H}/${ext.id}`, admin, {
      type: "channelRenderer",
      name: "Darker header",
      cssString: "header { background: #000 }",
      javaScriptString: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = ZExtension.parse(res.json());
    expect(updated).toMatchObject({
      name: "Darker header",
      cssString: "header { background: #000 }",
    });
    expect(Date.parse(updated.updatedUtc)).toBeGreaterThanOrEqual(Date.parse(ext.updatedUtc));
    expectError(
      await call("PUT", `/extensions/${H}/${ext.id}`, admin, { ...valid, cssString: "a {" }),
      400,
      "extension-invalid-css",
    );
    const unchanged = ZExtension.parse(
      (await call("GET", `/extensions/${H}/${ext.id}`, admin)).json(),
    );
    expect(unchanged.name).toBe("Darker header");
    const [entry] = await activityOf(t, "newsroom", "extension.update");
    expect(entry).toMatchObject({ target_id: ext.id, target_name: "Darker header" });
  });

  it("deletes, then answers not-found", async () => {
    const ext = await create({ type: "inlineEditor", name: "Temporary" });
    expect((await call("DELETE", `/extensions/${H}/${ext.id}`, admin)).statusCode).toBe(204);
    expectError(await call("GET", `/extensions/${H}/${ext.id}`, admin), 404, "not-found");
    expectError(await call("DELETE", `/extensions/${H}/${ext.id}`, admin), 404, "not-found");
    expectError(await call("PUT", `/extensions/${H}/${ext.id}`, admin, valid), 404, "not-found");
    const [entry] = await activityOf(t, "newsroom", "extension.delete");
    expect(entry).toMatchObject({ target_id: ext.id, target_name: "Temporary" });
  });

  it("records creation in the activity log with the actor", async () => {
    const ext = await create({ type: "postEditor", name: "Logged" });
    const [entry] = await activityOf(t, "newsroom", "extension.create");
    expect(entry).toMatchObject({
      target_type: "extension",
      target_id: ext.id,
      target_name: "Logged",
      actor_name: "Ada Admin",
    });
  });

  it("keeps extensions to their account: other ids are not found", async () => {
    const [foreign] = await list("sports.demo");
    expectError(await call("GET", `/extensions/${H}/${foreign!.id}`, admin), 404, "not-found");
    expectError(
      await call("PUT", `/extensions/${H}/${foreign!.id}`, admin, valid),
      404,
      "not-found",
    );
    expectError(await call("DELETE", `/extensions/${H}/${foreign!.id}`, admin), 404, "not-found");
    expectError(await call("GET", `/extensions/${H}/not-a-uuid`, admin), 400, "validation-failed");
  });

  it("forbids users, guests and admins of other accounts", async () => {
    const [ext] = await list();
    for (const jwt of [editor, guest, other.jwt]) {
      expectError(await call("GET", `/extensions/${H}`, jwt), 403, "forbidden");
      expectError(await call("POST", `/extensions/${H}`, jwt, valid), 403, "forbidden");
      expectError(await call("GET", `/extensions/${H}/${ext!.id}`, jwt), 403, "forbidden");
      expectError(await call("PUT", `/extensions/${H}/${ext!.id}`, jwt, valid), 403, "forbidden");
      expectError(await call("DELETE", `/extensions/${H}/${ext!.id}`, jwt), 403, "forbidden");
    }
    // The other account's admin manages its own.
    expect((await call("POST", `/extensions/${other.host}`, other.jwt, valid)).statusCode).toBe(
      201,
    );
    expectError(await call("GET", `/extensions/unknown.demo`, admin), 403, "forbidden");
    expectError(await call("GET", `/extensions/nodot`, admin), 400, "invalid-lc-host");
    const res = await t.app.inject({ method: "GET", url: `/api/extensions/${H}` });
    expect(res.statusCode).toBe(401);
  });
});
