import { describe, expect, it } from "vitest";
import { ZTag, ZTagList } from "../../domain/schemas/tag";
import { TagNameTaken } from "../../server/repositories/tags";
import { demoApp, setDisabledFeatures } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call, admin, editor, guest } = await demoApp({ prefix: "" });

const H = "newsroom.demo";
/** The create request as the editor sends it, whatever `body` holds. */
const postTag = (body: object, jwt = editor) => call("POST", `/api/tags/${H}`, jwt, body);
const createTag = async (name: string, jwt = editor) => {
  const res = await postTag({ name }, jwt);
  expect(res.statusCode).toBe(201);
  return ZTag.parse(res.json());
};
const names = async (jwt = admin) =>
  ZTagList.parse((await call("GET", `/api/tags/${H}`, jwt)).json()).map((tag) => tag.name);

describe("tags", () => {
  it("starts empty and lists created tags alphabetically, case-insensitively", async () => {
    expect(await names()).toEqual([]);
    await createTag("valg");
    await createTag("  Football ");
    await createTag("Breaking", admin);
    expect(await names()).toEqual(["Breaking", "Football", "valg"]);
  });

  it("lets any member read, the guest included", async () => {
    expect(await names(guest)).toEqual(["Breaking", "Football", "valg"]);
    expect(await names(editor)).toHaveLength(3);
  });

  it("refuses a duplicate name whatever its case", async () => {
    expectError(await postTag({ name: "football" }), 400, "tag-not-unique");
    expectError(await postTag({ name: " VALG " }), 400, "tag-not-unique");
    expect(await names()).toHaveLength(3);
  });

  it("lets the unique index settle concurrent creates of one name", async () => {
    const accountId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
    const results = await Promise.allSettled([
      t.repos.tags.create(accountId, "Race"),
      t.repos.tags.create(accountId, "RACE"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected");
    expect(rejected?.reason).toBeInstanceOf(TagNameTaken);
    const id = results.find((r) => r.status === "fulfilled")!.value.id;
    await t.repos.tags.remove(accountId, id);
  });

  it("keeps names unique per account only", async () => {
    const res = await call("POST", "/api/tags/sports.demo", admin, { name: "Football" });
    expect(res.statusCode).toBe(201);
    expect(ZTagList.parse((await call("GET", "/api/tags/sports.demo", admin)).json())).toHaveLength(
      1,
    );
  });

  it("validates the name", async () => {
    for (const body of [{ name: "  " }, { name: "x".repeat(51) }, {}]) {
      expectError(await postTag(body), 400, "validation-failed");
    }
  });

  it("renames, also to another case of its own name, but not to another tag's name", async () => {
    const tag = await createTag("Electon");
    const res = await call("PUT", `/api/tags/${H}/${tag.id}`, editor, { name: "Election" });
    expect(res.json()).toEqual({ id: tag.id, name: "Election" });
    const recased = await call("PUT", `/api/tags/${H}/${tag.id}`, editor, { name: "ELECTION" });
    expect(recased.json()).toEqual({ id: tag.id, name: "ELECTION" });
    expectError(
      await call("PUT", `/api/tags/${H}/${tag.id}`, editor, { name: "breaking" }),
      400,
      "tag-not-unique",
    );
    expect(await names()).toContain("ELECTION");
  });

  it("deletes", async () => {
    const tag = await createTag("Temporary");
    const res = await call("DELETE", `/api/tags/${H}/${tag.id}`, editor);
    expect(res.statusCode).toBe(204);
    expect(await names()).not.toContain("Temporary");
    expectError(await call("DELETE", `/api/tags/${H}/${tag.id}`, editor), 404, "not-found");
  });

  it("answers not-found for unknown or foreign tags, validation-failed for bad ids", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(
      await call("PUT", `/api/tags/${H}/${unknown}`, editor, { name: "x" }),
      404,
      "not-found",
    );
    const foreign = ZTagList.parse((await call("GET", "/api/tags/sports.demo", admin)).json())[0]!;
    expectError(
      await call("PUT", `/api/tags/${H}/${foreign.id}`, admin, { name: "x" }),
      404,
      "not-found",
    );
    expectError(await call("DELETE", `/api/tags/${H}/${foreign.id}`, admin), 404, "not-found");
    expectError(await call("DELETE", `/api/tags/${H}/nope`, admin), 400, "validation-failed");
  });

  it("forbids the guest every write", async () => {
    const [tag] = ZTagList.parse((await call("GET", `/api/tags/${H}`, admin)).json());
    expectError(await call("POST", `/api/tags/${H}`, guest, { name: "Guest" }), 403, "forbidden");
    expectError(
      await call("PUT", `/api/tags/${H}/${tag!.id}`, guest, { name: "G" }),
      403,
      "forbidden",
    );
    expectError(await call("DELETE", `/api/tags/${H}/${tag!.id}`, guest), 403, "forbidden");
  });

  it("forbids a user without manageTags", async () => {
    const user = await t.repos.users.findByEmail("demo", "editor@ticker.local");
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    await t.db.db
      .updateTable("account_access")
      .set({ rights: JSON.stringify({ allow: ["publish"] }) })
      .where("user_id", "=", user!.id)
      .where("account_id", "=", account!.id)
      .execute();
    try {
      expectError(await postTag({ name: "Nope" }), 403, "forbidden");
      expect(await names(editor)).not.toContain("Nope");
    } finally {
      await t.db.db
        .updateTable("account_access")
        .set({ rights: JSON.stringify({ allow: ["publish", "editAllDrafts", "manageTags"] }) })
        .where("user_id", "=", user!.id)
        .where("account_id", "=", account!.id)
        .execute();
    }
  });

  it("forbids accounts the user has no access to", async () => {
    expectError(await call("GET", "/api/tags/sports.demo", editor), 403, "forbidden");
    expectError(
      await call("POST", "/api/tags/sports.demo", editor, { name: "x" }),
      403,
      "forbidden",
    );
    expectError(await t.app.inject({ url: `/api/tags/${H}` }), 401, "unauthorized");
  });

  it("answers feature-disabled for writes when the account disabled tags", async () => {
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    const set = (features: string[]) => setDisabledFeatures(t, account!.id, features);
    await set(["tags"]);
    try {
      expectError(
        await call("POST", `/api/tags/${H}`, admin, { name: "Off" }),
        403,
        "feature-disabled",
      );
      expect((await call("GET", `/api/tags/${H}`, admin)).statusCode).toBe(200);
    } finally {
      await set([]);
    }
  });
});
