import { describe, expect, it } from "vitest";
import {
  type AccountAccess,
  canPublish,
  gatesOf,
  holdsRight,
  passesGate,
} from "../../domain/permissions";
import { RIGHT_NAMES } from "../../domain/roles";
import { access, allow } from "./fixtures";

const CHANNEL = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

/** What a row checks; `may` names the ones that hold, every other one must not. */
const ABILITIES = [
  "viewChannels",
  "adminConsole",
  "users",
  "organization",
  "tags",
  "userContribution",
  "ownChannel",
  "otherChannel",
  "publish",
] as const;
type Ability = (typeof ABILITIES)[number];
const allBut = (...denied: Ability[]) => ABILITIES.filter((a) => !denied.includes(a));
const NOT_ADMIN: Ability[] = ["adminConsole", "users", "organization"];

type Row = { sentence: string; who: AccountAccess; may: Ability[] };

const guestOn = (extra: Partial<AccountAccess> = {}) =>
  access({ role: "guest", rights: { guest: { channelGuid: CHANNEL } }, ...extra });

/** Each row is one sentence. */
const table: Row[] = [
  {
    sentence: "Admin on a top-level account views and manages everything",
    who: access({ role: "admin" }),
    may: [...ABILITIES],
  },
  {
    sentence: "Admin manages the organization only on a top-level account",
    who: access({ role: "admin", parentAccountKey: "newsroom", accountKey: "sports" }),
    may: allBut("organization"),
  },
  {
    sentence: "Admin manages tags only if the tags feature is not disabled",
    who: access({ role: "admin", disabledFeatures: ["tags"] }),
    may: allBut("tags"),
  },
  {
    sentence: "User with no allow list: everything is allowed, but no admin console or users",
    who: access({ role: "user" }),
    may: allBut(...NOT_ADMIN),
  },
  {
    sentence: "User with an allow list that omits publish and manageTags",
    who: access({ role: "user", rights: allow("editAllDrafts") }),
    may: allBut(...NOT_ADMIN, "tags", "publish"),
  },
  {
    sentence: "User with manageTags but the tags feature disabled",
    who: access({ role: "user", rights: allow("manageTags"), disabledFeatures: ["tags"] }),
    may: allBut(...NOT_ADMIN, "tags", "publish"),
  },
  {
    sentence: "User uses user contribution only if the feature is enabled",
    who: access({ role: "user", disabledFeatures: ["userContribution"] }),
    may: allBut(...NOT_ADMIN, "userContribution"),
  },
  {
    sentence: "Guest accesses and publishes only to its single assigned channel",
    who: guestOn(),
    may: ["userContribution", "ownChannel", "publish"],
  },
  {
    sentence: "Guest publish also needs the publish right",
    who: guestOn({ rights: { guest: { channelGuid: CHANNEL }, allow: ["editAllPosts"] } }),
    may: ["ownChannel"],
  },
  {
    sentence: "Guest with no channel accesses none",
    who: access({ role: "guest" }),
    may: ["userContribution"],
  },
];

describe("gatesOf", () => {
  it.each(table)("$sentence", ({ who, may }) => {
    const c = gatesOf(who);
    expect({
      viewChannels: c.view.channels,
      adminConsole: c.view.adminConsole,
      users: c.view.users,
      organization: c.manage.organization,
      tags: c.manage.tags,
      userContribution: c.use.userContribution,
      ownChannel: c.accessChannel(CHANNEL),
      otherChannel: c.accessChannel(OTHER),
      publish: canPublish(who, CHANNEL),
    }).toEqual(Object.fromEntries(ABILITIES.map((a) => [a, may.includes(a)])));
  });
});

describe("rights", () => {
  it("admins hold every right whatever their allow list says", () => {
    const admin = access({ role: "admin", rights: allow() });
    for (const right of RIGHT_NAMES) expect(holdsRight(admin, right)).toBe(true);
  });

  it("with no allow list, users hold every right", () => {
    for (const right of RIGHT_NAMES) expect(holdsRight(access(), right)).toBe(true);
  });

  it("an allow list grants only what it names, except users always edit/delete contributions", () => {
    const user = access({ rights: allow("publish") });
    expect(holdsRight(user, "publish")).toBe(true);
    expect(holdsRight(user, "editAllPosts")).toBe(false);
    expect(holdsRight(user, "deleteAllPosts")).toBe(false);
    expect(holdsRight(user, "editAllDrafts")).toBe(false);
    expect(holdsRight(user, "UCOtherContributions")).toBe(false);
    expect(holdsRight(user, "UCEditDelete")).toBe(true);
  });

  it("manageChannels and manageTags need the right for users and are never held by guests", () => {
    expect(holdsRight(access({ rights: allow("manageChannels") }), "manageChannels")).toBe(true);
    expect(holdsRight(access({ rights: allow("publish") }), "manageChannels")).toBe(false);
    expect(holdsRight(guestOn(), "manageChannels")).toBe(false);
    expect(holdsRight(guestOn({ rights: allow("manageTags") }), "manageTags")).toBe(false);
  });

  it("guests' other rights follow the allow list", () => {
    const guest = guestOn({
      rights: { guest: { channelGuid: CHANNEL }, allow: ["UCEditDelete", "editAllDrafts"] },
    });
    expect(holdsRight(guest, "UCEditDelete")).toBe(true);
    expect(holdsRight(guest, "editAllDrafts")).toBe(true);
    expect(holdsRight(guest, "UCOtherContributions")).toBe(false);
    expect(holdsRight(guest, "deleteAllPosts")).toBe(false);
  });
});

describe("passesGate", () => {
  it("maps each gate to its gatesOf entry", () => {
    const admin = access({ role: "admin" });
    const guest = guestOn();
    expect(passesGate(admin, "manage.organization")).toBe(true);
    expect(passesGate(admin, "view.adminConsole")).toBe(true);
    expect(passesGate(admin, "view.users")).toBe(true);
    expect(passesGate(guest, "view.channels")).toBe(false);
    expect(passesGate(guest, "manage.tags")).toBe(false);
    expect(
      passesGate(access({ disabledFeatures: ["userContribution"] }), "use.userContribution"),
    ).toBe(false);
  });
});
