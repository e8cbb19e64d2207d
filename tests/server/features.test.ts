import { describe, expect, it } from "vitest";
import { PLUGIN_IDS } from "../../domain/plugins";
import { ZAccountFeatures, ZPluginSettings } from "../../domain/schemas/feature-settings";
import { ZProfileOverview } from "../../domain/schemas/profile";
import { activityOf, H, userOfOtherAccount } from "./extensions-fixtures";
import { demoApp } from "./helpers/demo";
import { expectError } from "./helpers/test-app";

const { t, call, admin, editor, guest } = await demoApp();
const other = await userOfOtherAccount(t, "featadmin");

const features = async (host = H) =>
  ZAccountFeatures.parse((await call("GET", `/accounts/${host}/features`, admin)).json());

describe("features", () => {
  it("reads the account's lists (empty for the demo) and every flag's state, worked out", async () => {
    const read = await features();
    expect(read).toMatchObject({ disabledFeatures: [], optInFeatures: [] });
    expect(read.optIn).toEqual(["inlineImageUrlUpload"]);
    expect(Object.entries(read.enabled).filter(([, on]) => !on)).toEqual([
      ["inlineImageUrlUpload", false],
    ]);
  });

  it("switches flags of both kinds in one write, logging each list that changed", async () => {
    const res = await call("PUT", `/accounts/${H}/features`, admin, {
      enabled: { countdowns: false, inlineImageUrlUpload: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZAccountFeatures.parse(res.json());
    expect(saved).toMatchObject({
      disabledFeatures: ["countdowns"],
      optInFeatures: ["inlineImageUrlUpload"],
    });
    expect(saved.enabled).toMatchObject({
      countdowns: false,
      inlineImageUrlUpload: true,
      tags: true,
    });
    const [optIn, disabled] = await activityOf(t, "newsroom", "features.update");
    expect([disabled?.details, optIn?.details]).toMatchObject([
      { list: "disabledFeatures", added: ["countdowns"] },
      { list: "optInFeatures", added: ["inlineImageUrlUpload"] },
    ]);
    // Flags not named keep their state; switching back restores the empty lists.
    const back = await call("PUT", `/accounts/${H}/features`, admin, {
      enabled: { countdowns: true, inlineImageUrlUpload: false },
    });
    expect(ZAccountFeatures.parse(back.json())).toMatchObject({
      disabledFeatures: [],
      optInFeatures: [],
    });
    expectError(
      await call("PUT", `/accounts/${H}/features`, admin, { enabled: { noSuchFlag: true } }),
      400,
      "validation-failed",
    );
    expectError(
      await call("PUT", `/accounts/${H}/features`, editor, { enabled: { tags: false } }),
      403,
      "forbidden",
    );
  });

  it("disables disable-style flags, reaching the profile overview and the tags gate", async () => {
    const res = await call("POST", `/accounts/${H}/disabled-features`, admin, {
      features: ["tags", "countdowns", "tags"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAccountFeatures.parse(res.json()).disabledFeatures).toEqual(["tags", "countdowns"]);
    const overview = ZProfileOverview.parse(
      (await call("GET", "/profile/overview", editor)).json(),
    );
    expect(overview.mainAccount.disabledFeatures).toEqual(["tags", "countdowns"]);
    expectError(
      await call("POST", `/tags/${H}`, editor, { name: "Hidden" }),
      403,
      "feature-disabled",
    );
    const [entry] = await activityOf(t, "newsroom", "features.update");
    expect(entry?.details).toEqual({
      list: "disabledFeatures",
      added: ["tags", "countdowns"],
      removed: [],
      changes: [{ field: "disabledFeatures", before: [], after: ["countdowns", "tags"] }],
    });
    await call("POST", `/accounts/${H}/disabled-features`, admin, { features: [] });
    expect((await features()).disabledFeatures).toEqual([]);
  });

  it("opts in to opt-in flags only", async () => {
    const res = await call("POST", `/accounts/${H}/opt-in-features`, admin, {
      features: ["inlineImageUrlUpload"],
    });
    expect(ZAccountFeatures.parse(res.json()).optInFeatures).toEqual(["inlineImageUrlUpload"]);
    expectError(
      await call("POST", `/accounts/${H}/opt-in-features`, admin, { features: ["tags"] }),
      400,
      "validation-failed",
    );
    expectError(
      await call("POST", `/accounts/${H}/disabled-features`, admin, {
        features: ["inlineImageUrlUpload"],
      }),
      400,
      "validation-failed",
    );
    expect((await features()).optInFeatures).toEqual(["inlineImageUrlUpload"]);
  });

  it("logs nothing when nothing changes", async () => {
    const before = (await activityOf(t, "newsroom", "features.update")).length;
    await call("POST", `/accounts/${H}/opt-in-features`, admin, {
      features: ["inlineImageUrlUpload"],
    });
    expect(await activityOf(t, "newsroom", "features.update")).toHaveLength(before);
  });

  it("validates the body", async () => {
    for (const body of [{}, { features: "tags" }, { features: ["nope"] }]) {
      expectError(
        await call("POST", `/accounts/${H}/disabled-features`, admin, body),
        400,
        "validation-failed",
      );
    }
  });

  it("lets an admin change a sub-account's features", async () => {
    await call("POST", `/accounts/sports.demo/disabled-features`, admin, {
      features: ["keyEvents"],
    });
    expect((await features("sports.demo")).disabledFeatures).toEqual(["keyEvents"]);
    expect((await features()).disabledFeatures).toEqual([]);
  });

  it("forbids users, guests and admins of other accounts", async () => {
    for (const jwt of [editor, guest, other.jwt]) {
      expectError(await call("GET", `/accounts/${H}/features`, jwt), 403, "forbidden");
      for (const list of ["disabled-features", "opt-in-features"]) {
        expectError(
          await call("POST", `/accounts/${H}/${list}`, jwt, { features: [] }),
          403,
          "forbidden",
        );
      }
      expectError(await call("GET", `/accounts/${H}/plugins`, jwt), 403, "forbidden");
      expectError(
        await call("PUT", `/accounts/${H}/plugins`, jwt, { enabled: [] }),
        403,
        "forbidden",
      );
    }
    expectError(await call("GET", `/accounts/unknown.demo/features`, admin), 403, "forbidden");
  });
});

describe("plugins", () => {
  it("switches catalogue plugins on and off, in catalogue order, keeping other settings", async () => {
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    await t.db.db
      .updateTable("accounts")
      .set({ settings: JSON.stringify({ enforceGoogleSignIn: true }) })
      .where("id", "=", account!.id)
      .execute();
    const initial = await call("GET", `/accounts/${H}/plugins`, admin);
    expect(ZPluginSettings.parse(initial.json())).toEqual({ enabled: [] });
    const [first, second] = PLUGIN_IDS;
    const res = await call("PUT", `/accounts/${H}/plugins`, admin, { enabled: [second, first] });
    expect(res.json()).toEqual({ enabled: [first, second] });
    const after = await t.repos.accounts.findByKey("demo", "newsroom");
    expect(after!.settings).toEqual({ enforceGoogleSignIn: true, plugins: [first, second] });
    const [entry] = await activityOf(t, "newsroom", "plugins.update");
    expect(entry?.details).toEqual({
      added: [first, second],
      removed: [],
      changes: [{ field: "plugins", before: [], after: [first, second].sort() }],
    });
    await call("PUT", `/accounts/${H}/plugins`, admin, { enabled: [second] });
    expect((await call("GET", `/accounts/${H}/plugins`, admin)).json()).toEqual({
      enabled: [second],
    });
  });

  it("refuses unknown plugins", async () => {
    expectError(
      await call("PUT", `/accounts/${H}/plugins`, admin, { enabled: ["bitcoinMiner"] }),
      400,
      "validation-failed",
    );
  });
});
