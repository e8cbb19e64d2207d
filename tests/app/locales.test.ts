import { describe, expect, it } from "vitest";
import { ACTIVITY_ACTIONS, REPRESENTED_WRITE_NAMES } from "../../domain/activity";
import { ACTIVITY_CHANGE_FIELDS } from "../../domain/activity-changes";
import { ERROR_KEYS } from "../../domain/errors";
import en from "../../locales/en.json";
import no from "../../locales/no.json";

type Tree = { [key: string]: string | Tree };

const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );

describe("locales", () => {
  it("English and Norwegian have the same keys", () => {
    expect(keys(no as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it.each([
    ["en", en],
    ["no", no],
  ])("%s translates every API error key", (_, locale) => {
    const errors = (locale as Tree).errors as Tree;
    for (const key of ERROR_KEYS) expect(typeof errors[key], key).toBe("string");
  });

  it.each([
    ["en", en],
    ["no", no],
  ])("%s words every activity action and every represented write", (_, locale) => {
    const get = (path: string) =>
      path
        .split(".")
        .reduce<string | Tree | undefined>(
          (node, k) => (typeof node === "object" ? node[k] : undefined),
          locale as Tree,
        );
    for (const action of ACTIVITY_ACTIONS) {
      expect(typeof get(`activity.actions.${action}`), action).toBe("string");
    }
    for (const action of ACTIVITY_ACTIONS) {
      expect(typeof get(`activity.actionLabels.${action}`), action).toBe("string");
    }
    for (const field of ACTIVITY_CHANGE_FIELDS) {
      expect(typeof get(`activity.fields.${field}`), field).toBe("string");
    }
    for (const write of REPRESENTED_WRITE_NAMES) {
      expect(typeof get(`activity.representedWrites.${write}`), write).toBe("string");
    }
  });

  it("Norwegian is not an English copy", () => {
    const enKeys = keys(en as Tree);
    const get = (tree: Tree, path: string) =>
      path.split(".").reduce<string | Tree>((node, k) => (node as Tree)[k], tree);
    const same = enKeys.filter((k) => get(en as Tree, k) === get(no as Tree, k));
    // Names that are the same in both languages.
    expect(same.sort()).toEqual(
      [
        "app.name",
        "auth.login.region",
        "languages.en",
        "languages.no",
        // "d" abbreviates days and dager alike.
        "statistics.audience.ranges.7d",
        "statistics.audience.ranges.30d",
        "statistics.audience.ranges.90d",
      ].sort(),
    );
  });
});
