import { describe, expect, it } from "vitest";
import { ACCOUNT_SUGGESTIONS } from "../../domain/constants";
import { RIGHT_NAMES, type Rights, type Role } from "../../domain/roles";
import { ZUpdateUserRequest, ZUserRightsRoleDto } from "../../domain/schemas/user";
import {
  accessFormForRole,
  accessFormFromRights,
  accountSuggestions,
  type CrossAccountAccessUpdate,
  changedUserFields,
  dtoFromAccessForm,
  dtoFromRights,
  editUserSteps,
  emptyCrossAccountUpdate,
  progressState,
  rightsFromDto,
  stageAddAccount,
  stagedAccountKeys,
  stageRemoveAccount,
} from "../../domain/user-rights";

const allTrue = Object.fromEntries(RIGHT_NAMES.map((r) => [r, true]));

describe("stored rights → form values", () => {
  it("shows every right as true when the allow list is absent", () => {
    expect(accessFormFromRights("user", {})).toEqual({ role: "user", channelId: "", ...allTrue });
    expect(accessFormFromRights("user", { allow: null })).toMatchObject(allTrue);
  });
  it("shows only listed rights with an allow list, and the guest channel", () => {
    const form = accessFormFromRights("guest", {
      allow: ["publish"],
      guest: { channelGuid: "c1" },
    });
    expect(form).toMatchObject({
      role: "guest",
      channelId: "c1",
      publish: true,
      editAllPosts: false,
    });
  });
});

describe("role change resets rights to the role defaults", () => {
  // The spec's defaults: each role's granted rights; every other right is off.
  it.each<[Role, string]>([
    ["user", "publish editAllPosts deleteAllPosts editAllDrafts manageChannels manageTags"],
    [
      "guest",
      "publish editAllPosts deleteAllPosts editAllDrafts UCOtherContributions UCEditDelete",
    ],
  ])("%s", (role, granted) => {
    const on = granted.split(" ");
    const expected = Object.fromEntries(RIGHT_NAMES.map((r) => [r, on.includes(r)]));
    expect(accessFormForRole(role)).toMatchObject({ role, ...expected });
  });
  it("gives Admin only the role", () => {
    expect(dtoFromAccessForm(accessFormForRole("admin"))).toEqual({ type: "admin" });
  });
  it("empties the guest channel", () => {
    expect(accessFormForRole("guest").channelId).toBe("");
  });
});

describe("form values ↔ payload ↔ stored rights", () => {
  it.each<[Role, Rights]>([
    ["admin", {}],
    ["user", { allow: ["publish", "manageTags"] }],
    ["guest", { allow: ["publish", "UCEditDelete"], guest: { channelGuid: "ch" } }],
  ])("round-trips %s", (role, rights) => {
    const dto = dtoFromRights(role, rights);
    expect(ZUserRightsRoleDto.parse(dto)).toEqual(dto);
    const stored = rightsFromDto(dto, { role, rights });
    expect(stored.role).toBe(role);
    expect(dtoFromRights(stored.role, stored.rights)).toEqual(dto);
  });
  it("names User 'normal' in the payload and leaves out guest fields", () => {
    expect(dtoFromRights("user", {})).toEqual({
      type: "normal",
      publish: true,
      editAllPosts: true,
      deleteAllPosts: true,
      editAllDrafts: true,
      manageTags: true,
      manageChannels: true,
    });
  });
  it("defaults missing payload booleans to false and the channel to empty", () => {
    expect(ZUserRightsRoleDto.parse({ type: "guest" })).toMatchObject({
      publish: false,
      UCOtherContributions: false,
      channelId: "",
    });
    expect(ZUserRightsRoleDto.parse({ type: "normal" })).toMatchObject({ manageTags: false });
  });
  it("keeps a User's comment rights when the role stays User, defaults them otherwise", () => {
    const dto = dtoFromRights("user", {});
    expect(rightsFromDto(dto, { role: "user", rights: {} }).rights.allow).toContain(
      "UCOtherContributions",
    );
    expect(rightsFromDto(dto, { role: "guest", rights: {} }).rights.allow).not.toContain(
      "UCOtherContributions",
    );
  });
  it("stores the guest channel as guest.channelGuid", () => {
    const stored = rightsFromDto({
      type: "guest",
      publish: true,
      editAllPosts: false,
      deleteAllPosts: false,
      editAllDrafts: false,
      UCEditDelete: false,
      UCOtherContributions: false,
      channelId: "x",
    });
    expect(stored).toEqual({
      role: "guest",
      rights: { allow: ["publish"], guest: { channelGuid: "x" } },
    });
  });
});

describe("only changed fields are submitted", () => {
  const initial = {
    displayName: "Ann",
    rights: accessFormFromRights("user", { allow: ["publish"] }),
  };
  it("sends nothing when nothing changed (whitespace aside)", () => {
    expect(changedUserFields(initial, { ...initial, displayName: "  Ann " })).toEqual({});
  });
  it("trims the display name", () => {
    expect(changedUserFields(initial, { ...initial, displayName: "  Anna " })).toEqual({
      displayName: "Anna",
    });
  });
  it("sends the rights only when they differ", () => {
    const changed = { ...initial, rights: { ...initial.rights, manageTags: true } };
    expect(changedUserFields(initial, changed)).toEqual({
      rights: expect.objectContaining({ type: "normal", manageTags: true }),
    });
  });
  it("never sends the username", () => {
    const request = changedUserFields(initial, { ...initial, displayName: "B" });
    expect(Object.keys(request)).toEqual(["displayName"]);
    expect(ZUpdateUserRequest.parse({ displayName: " B " })).toEqual({ displayName: "B" });
  });
});

describe("staged cross-account edits", () => {
  const accessible = ["sports"];
  const empty = emptyCrossAccountUpdate();
  const keys = (u: CrossAccountAccessUpdate) => ({
    add: u.addAccounts.map((a) => a.accountKey),
    remove: u.removeAccounts.map((a) => a.accountKey),
  });

  it("removing an existing account stages its removal", () => {
    expect(keys(stageRemoveAccount(empty, "sports", accessible))).toEqual({
      add: [],
      remove: ["sports"],
    });
  });
  it("removing a staged addition only drops it", () => {
    const added = stageAddAccount(empty, "weather", accessible);
    expect(keys(added)).toEqual({ add: ["weather"], remove: [] });
    expect(keys(stageRemoveAccount(added, "weather", accessible))).toEqual({ add: [], remove: [] });
  });
  it("adding back a staged removal reverses it", () => {
    const removed = stageRemoveAccount(empty, "sports", accessible);
    expect(keys(stageAddAccount(removed, "sports", accessible))).toEqual({ add: [], remove: [] });
  });
  it("ignores adding twice or adding what is reachable", () => {
    const once = stageAddAccount(empty, "weather", accessible);
    expect(stageAddAccount(once, "weather", accessible)).toBe(once);
    expect(stageAddAccount(empty, "sports", accessible)).toBe(empty);
  });
  it("lists reachable minus removals plus additions", () => {
    const u = stageAddAccount(
      stageRemoveAccount(empty, "sports", accessible),
      "weather",
      accessible,
    );
    expect(stagedAccountKeys(accessible, u)).toEqual(["weather"]);
  });
  it("orders the progress steps: update, additions, removals", () => {
    const u = { addAccounts: [{ accountKey: "a" }], removeAccounts: [{ accountKey: "r" }] };
    expect(editUserSteps({ displayName: "X" }, u).map((s) => s.kind)).toEqual([
      "update",
      "add",
      "remove",
    ]);
    expect(editUserSteps({}, u).map((s) => s.kind)).toEqual(["add", "remove"]);
  });
  it("reports progress: loading, then error if any step failed, else success", () => {
    expect(progressState(["success", "running"])).toBe("loading");
    expect(progressState(["success", "error", "success"])).toBe("error");
    expect(progressState(["success", "success"])).toBe("success");
  });
});

describe("account suggestions", () => {
  const accounts = [
    { accountKey: "newsroom", name: "Demo Newsroom" },
    { accountKey: "sports", name: "Demo Sports" },
    { accountKey: "weather", name: "Demo Weather" },
    { accountKey: "culture", name: "Demo Culture" },
    { accountKey: "music", name: "Demo Music" },
    { accountKey: "demo-x", name: "Other" },
  ];
  const context = {
    hostAccountKey: "newsroom",
    accessible: ["sports"],
    update: emptyCrossAccountUpdate(),
  };

  it("matches name or key case-insensitively, at most 3", () => {
    expect(ACCOUNT_SUGGESTIONS).toBe(3);
    expect(accountSuggestions(accounts, "DEMO", context)).toHaveLength(3);
    expect(accountSuggestions(accounts, "WEAth", context).map((a) => a.accountKey)).toEqual([
      "weather",
    ]);
    expect(accountSuggestions(accounts, "demo-x", context).map((a) => a.accountKey)).toEqual([
      "demo-x",
    ]);
  });
  it("excludes the host, reachable accounts and staged additions", () => {
    const update = stageAddAccount(emptyCrossAccountUpdate(), "weather", context.accessible);
    const keys = accountSuggestions(accounts, "", { ...context, update }, 10).map(
      (a) => a.accountKey,
    );
    expect(keys).not.toContain("newsroom");
    expect(keys).not.toContain("sports");
    expect(keys).not.toContain("weather");
  });
  it("offers a reachable account again once its removal is staged", () => {
    const update = stageRemoveAccount(emptyCrossAccountUpdate(), "sports", context.accessible);
    expect(
      accountSuggestions(accounts, "sport", { ...context, update }).map((a) => a.accountKey),
    ).toEqual(["sports"]);
  });
});
