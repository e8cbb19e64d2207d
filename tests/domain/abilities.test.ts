import { describe, expect, it } from "vitest";
import {
  type AdminEntityOf,
  abilities,
  adminAbilities,
  can,
  mayAdminister,
  refusalOf,
  type Scope,
  type Standing,
} from "../../domain/abilities";
import type { AccountAccess } from "../../domain/permissions";
import { access, allow, postAbilities } from "./fixtures";

const CHANNEL = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const ME = "me";
const SOMEONE = "someone";

const as = (who: AccountAccess): Scope => ({ access: who, userId: ME });
const admin = access({ role: "admin" });
const guestIn = (channel: string, ...rights: Parameters<typeof allow>) =>
  access({ role: "guest", rights: { ...allow(...rights), guest: { channelGuid: channel } } });

const post = (createdBy: string | null, authorId: string | null, channelId = CHANNEL) =>
  ({ kind: "post", channelId, createdBy, authorId }) as const;
const draft = (userId: string, channelId = CHANNEL) =>
  ({ kind: "draft", channelId, userId }) as const;

/** One sentence per row: who, which post, and what they may do with it. */
const POSTS: {
  sentence: string;
  who: AccountAccess;
  entity: ReturnType<typeof post>;
  expect: {
    edit: boolean;
    delete: boolean;
    pin: boolean;
    highlight: boolean;
    reorder: boolean;
    keyEvent: boolean;
  };
}[] = [
  {
    sentence: "an admin changes and deletes anyone's post",
    who: admin,
    entity: post(SOMEONE, SOMEONE),
    expect: { edit: true, delete: true, pin: true, highlight: true, reorder: true, keyEvent: true },
  },
  {
    sentence: "a user without an allow list holds every right",
    who: access({ role: "user" }),
    entity: post(SOMEONE, SOMEONE),
    expect: { edit: true, delete: true, pin: true, highlight: true, reorder: true, keyEvent: true },
  },
  {
    sentence: "a publisher without editAllPosts/deleteAllPosts may not pin another's post",
    who: access({ rights: allow("publish") }),
    entity: post(SOMEONE, SOMEONE),
    expect: postAbilities(),
  },
  {
    sentence: "own means the author",
    who: access({ rights: allow("publish") }),
    entity: post(SOMEONE, ME),
    expect: { edit: true, delete: true, pin: true, highlight: true, reorder: true, keyEvent: true },
  },
  {
    sentence: "own also means the creator, whoever the author is",
    who: access({ rights: allow("publish") }),
    entity: post(ME, SOMEONE),
    expect: { edit: true, delete: true, pin: true, highlight: true, reorder: true, keyEvent: true },
  },
  {
    sentence: "editAllPosts changes others' posts; deleting still needs deleteAllPosts",
    who: access({ rights: allow("publish", "editAllPosts") }),
    entity: post(SOMEONE, SOMEONE),
    expect: {
      edit: true,
      delete: false,
      pin: true,
      highlight: true,
      reorder: true,
      keyEvent: true,
    },
  },
  {
    sentence: "deleteAllPosts alone deletes others' posts but changes none",
    who: access({ rights: allow("publish", "deleteAllPosts") }),
    entity: post(SOMEONE, SOMEONE),
    expect: postAbilities({ delete: true }),
  },
  {
    sentence: "changing a post is publishing work: no publish, no edit even of one's own",
    who: access({ rights: allow("editAllPosts", "deleteAllPosts") }),
    entity: post(ME, ME),
    expect: postAbilities({ delete: true }),
  },
  {
    sentence: "a guest acts in its channel as its rights allow",
    who: guestIn(CHANNEL, "publish", "editAllPosts", "deleteAllPosts"),
    entity: post(SOMEONE, SOMEONE),
    expect: { edit: true, delete: true, pin: true, highlight: true, reorder: true, keyEvent: true },
  },
  {
    sentence: "a guest may do nothing in another channel, not even with its own post",
    who: guestIn(CHANNEL, "publish", "editAllPosts", "deleteAllPosts"),
    entity: post(ME, ME, OTHER),
    expect: postAbilities(),
  },
  {
    sentence: "key events: marking needs the keyEvents feature on, even for an admin",
    who: access({ role: "admin", disabledFeatures: ["keyEvents"] }),
    entity: post(SOMEONE, SOMEONE),
    expect: {
      edit: true,
      delete: true,
      pin: true,
      highlight: true,
      reorder: true,
      keyEvent: false,
    },
  },
  {
    sentence: "key events: with the feature on, whoever may edit the post may mark it",
    who: access({ rights: allow("publish") }),
    entity: post(ME, ME),
    expect: { edit: true, delete: true, pin: true, highlight: true, reorder: true, keyEvent: true },
  },
];

const DRAFTS: {
  sentence: string;
  who: AccountAccess;
  entity: ReturnType<typeof draft>;
  expect: { edit: boolean; delete: boolean; publish: boolean; schedule: boolean };
}[] = [
  {
    sentence: "own drafts are always one's own to change",
    who: access({ rights: allow() }),
    entity: draft(ME),
    expect: { edit: true, delete: true, publish: false, schedule: false },
  },
  {
    sentence: "publishing one's draft needs publish",
    who: access({ rights: allow("publish") }),
    entity: draft(ME),
    expect: { edit: true, delete: true, publish: true, schedule: true },
  },
  {
    sentence: "others' drafts need editAllDrafts",
    who: access({ rights: allow("publish") }),
    entity: draft(SOMEONE),
    expect: { edit: false, delete: false, publish: false, schedule: false },
  },
  {
    sentence: "editAllDrafts opens everyone's drafts",
    who: access({ rights: allow("publish", "editAllDrafts") }),
    entity: draft(SOMEONE),
    expect: { edit: true, delete: true, publish: true, schedule: true },
  },
  {
    sentence: "a guest has no drafts outside its channel",
    who: guestIn(CHANNEL, "publish", "editAllDrafts"),
    entity: draft(ME, OTHER),
    expect: { edit: false, delete: false, publish: false, schedule: false },
  },
];

type ChannelRow = {
  sentence: string;
  who: AccountAccess;
  id?: string;
  expect: Partial<ReturnType<typeof abilities<"channel">>>;
};
const CHANNELS: ChannelRow[] = [
  {
    sentence: "an admin does everything in any channel",
    who: admin,
    expect: {
      open: true,
      manage: true,
      publish: true,
      writeDrafts: true,
      moderateContributions: true,
      seePendingContributions: true,
      editContributionSettings: true,
      useAi: true,
    },
  },
  {
    sentence: "a user manages channels only with manageChannels",
    who: access({ rights: allow("publish") }),
    expect: { open: true, manage: false, publish: true, editContributionSettings: false },
  },
  {
    sentence: "a user can always moderate contributions, but sees pending ones only with the right",
    who: access({ rights: allow("publish") }),
    expect: { moderateContributions: true, seePendingContributions: false },
  },
  {
    sentence: "a user without publish may not publish",
    who: access({ rights: allow("manageChannels") }),
    expect: { open: true, manage: true, publish: false, editContributionSettings: true },
  },
  {
    sentence: "a guest never manages channels, even if its list names it",
    who: guestIn(CHANNEL, "publish", "manageChannels", "UCEditDelete"),
    expect: {
      open: true,
      manage: false,
      publish: true,
      moderateContributions: true,
      editContributionSettings: false,
    },
  },
  {
    sentence: "a guest moderates only with UCEditDelete",
    who: guestIn(CHANNEL, "UCOtherContributions"),
    expect: { publish: false, moderateContributions: false, seePendingContributions: true },
  },
  {
    sentence: "a guest has nothing in another channel",
    who: guestIn(CHANNEL, "publish", "UCEditDelete", "UCOtherContributions"),
    id: OTHER,
    expect: {
      open: false,
      publish: false,
      writeDrafts: false,
      moderateContributions: false,
      seePendingContributions: false,
      useAi: false,
    },
  },
  {
    sentence: "AI mode needs the right to write posts in the channel",
    who: access({ rights: allow("manageChannels") }),
    expect: { open: true, useAi: false },
  },
  {
    sentence: "a guest uses AI mode in its own channel only, when it may publish there",
    who: guestIn(CHANNEL, "publish"),
    expect: { useAi: true },
  },
  {
    sentence: "a guest without publish has no AI mode",
    who: guestIn(CHANNEL, "UCOtherContributions"),
    expect: { useAi: false },
  },
  {
    sentence: "with the userContribution feature off nobody moderates",
    who: access({ role: "admin", disabledFeatures: ["userContribution"] }),
    expect: { moderateContributions: false, seePendingContributions: false, manage: true },
  },
];

describe("abilities", () => {
  for (const row of POSTS) {
    it(`post: ${row.sentence}`, () => {
      expect(abilities(as(row.who), row.entity)).toEqual(row.expect);
    });
  }
  for (const row of DRAFTS) {
    it(`draft: ${row.sentence}`, () => {
      expect(abilities(as(row.who), row.entity)).toEqual(row.expect);
    });
  }
  for (const row of CHANNELS) {
    it(`channel: ${row.sentence}`, () => {
      expect(abilities(as(row.who), { kind: "channel", id: row.id ?? CHANNEL })).toMatchObject(
        row.expect,
      );
    });
  }

  it("contributions: every moderation step is UCEditDelete behind the feature gate", () => {
    const entity = { kind: "contribution", channelId: CHANNEL } as const;
    const all = (v: boolean) =>
      Object.fromEntries(
        ["edit", "delete", "restore", "publish", "unpublish", "reply"].map((k) => [k, v]),
      );
    expect(abilities(as(access({ rights: allow() })), entity)).toEqual(all(true));
    expect(abilities(as(guestIn(CHANNEL, "UCEditDelete")), entity)).toEqual(all(true));
    expect(abilities(as(guestIn(CHANNEL, "UCOtherContributions")), entity)).toEqual(all(false));
    expect(abilities(as(guestIn(OTHER, "UCEditDelete")), entity)).toEqual(all(false));
  });

  it("tags, users, accounts: their gates", () => {
    expect(abilities(as(admin), { kind: "tag" })).toEqual({ read: true, manage: true });
    expect(can(as(access({ rights: allow("publish") })), "manage", { kind: "tag" })).toBe(false);
    expect(can(as(access({ rights: allow("manageTags") })), "manage", { kind: "tag" })).toBe(true);
    expect(can(as(guestIn(CHANNEL, "manageTags")), "manage", { kind: "tag" })).toBe(false);
    expect(abilities(as(admin), { kind: "user" })).toEqual({ view: true, manage: true });
    expect(abilities(as(access()), { kind: "user" })).toEqual({ view: false, manage: false });
    expect(abilities(as(admin), { kind: "account" })).toEqual({
      viewAdminConsole: true,
      manageOrganization: true,
    });
    const subAdmin = access({ role: "admin", parentAccountKey: "parent" });
    expect(can(as(subAdmin), "manageOrganization", { kind: "account" })).toBe(false);
    expect(can(as(access()), "viewAdminConsole", { kind: "account" })).toBe(false);
  });

  it("media: anyone who writes posts (publish) or manages channels uploads", () => {
    expect(can(as(access({ rights: allow("publish") })), "upload", { kind: "media" })).toBe(true);
    expect(can(as(access({ rights: allow("manageChannels") })), "upload", { kind: "media" })).toBe(
      true,
    );
    expect(can(as(access({ rights: allow("manageTags") })), "upload", { kind: "media" })).toBe(
      false,
    );
  });

  it("answers feature-disabled for a feature (and for tags with the feature off), else forbidden", () => {
    const off = access({ role: "admin", disabledFeatures: ["tags", "postIcons"] });
    expect(refusalOf(as(off), "use", { kind: "feature", flag: "postIcons" })).toBe(
      "feature-disabled",
    );
    expect(refusalOf(as(off), "manage", { kind: "tag" })).toBe("feature-disabled");
    expect(refusalOf(as(access({ rights: allow() })), "manage", { kind: "tag" })).toBe("forbidden");
    expect(refusalOf(as(admin), "manage", { kind: "tag" })).toBeNull();
  });

  describe("people and accounts", () => {
    const standing = (over: Partial<Standing> = {}): Standing => ({
      organizationAdmin: false,
      accountAdmin: false,
      representing: false,
      ...over,
    });
    const orgAdmin = standing({ organizationAdmin: true });
    const accountAdmin = standing({ accountAdmin: true });
    const nobody = standing();
    const member = (
      over: Partial<Omit<AdminEntityOf<"member">, "kind">> = {},
    ): AdminEntityOf<"member"> => ({
      kind: "member",
      administersOrganization: false,
      profileEditable: true,
      onlyInAccount: true,
      ...over,
    });

    it("an account's users are administered by its admins and the organisation's", () => {
      const users = { kind: "account-users" } as const;
      expect(adminAbilities(orgAdmin, users)).toEqual({ administer: true, listOrganization: true });
      expect(adminAbilities(accountAdmin, users)).toEqual({
        administer: true,
        listOrganization: false,
      });
      expect(adminAbilities(nobody, users)).toEqual({ administer: false, listOrganization: false });
    });

    it("sub-accounts are created by an organisation admin on a top-level account only", () => {
      expect(
        mayAdminister(orgAdmin, "createSubAccounts", { kind: "organization", topLevel: true }),
      ).toBe(true);
      expect(
        mayAdminister(orgAdmin, "createSubAccounts", { kind: "organization", topLevel: false }),
      ).toBe(false);
      expect(
        mayAdminister(accountAdmin, "administer", { kind: "organization", topLevel: true }),
      ).toBe(false);
    });

    const MEMBERS: {
      sentence: string;
      who: Standing;
      target: AdminEntityOf<"member">;
      expect: { manage: boolean; editProfile: boolean; delete: boolean };
    }[] = [
      {
        sentence: "an organisation admin manages and deletes anyone of the organisation",
        who: orgAdmin,
        target: member({ administersOrganization: true, onlyInAccount: false }),
        expect: { manage: true, editProfile: true, delete: true },
      },
      {
        sentence: "an account admin manages a user of the account alone",
        who: accountAdmin,
        target: member(),
        expect: { manage: true, editProfile: true, delete: true },
      },
      {
        sentence: "an account admin does not reach an organisation admin",
        who: accountAdmin,
        target: member({ administersOrganization: true }),
        expect: { manage: false, editProfile: true, delete: false },
      },
      {
        sentence: "an account admin does not delete someone who holds access elsewhere",
        who: accountAdmin,
        target: member({ onlyInAccount: false }),
        expect: { manage: true, editProfile: true, delete: false },
      },
      {
        sentence: "a profile of another organisation is neither renamed nor deleted",
        who: orgAdmin,
        target: member({ profileEditable: false }),
        expect: { manage: true, editProfile: false, delete: false },
      },
      {
        sentence: "someone who administers nothing manages nobody",
        who: nobody,
        target: member(),
        expect: { manage: false, editProfile: false, delete: false },
      },
    ];
    for (const row of MEMBERS) {
      it(`member: ${row.sentence}`, () => {
        expect(adminAbilities(row.who, row.target)).toEqual(row.expect);
      });
    }

    it("signing in as someone needs every account they hold, and not being represented", () => {
      const everywhere: AdminEntityOf<"represented"> = {
        kind: "represented",
        administeredEverywhere: true,
      };
      expect(mayAdminister(accountAdmin, "signInAs", everywhere)).toBe(true);
      expect(
        mayAdminister(accountAdmin, "signInAs", { ...everywhere, administeredEverywhere: false }),
      ).toBe(false);
      expect(mayAdminister({ ...orgAdmin, representing: true }, "signInAs", everywhere)).toBe(
        false,
      );
    });

    it("credentials and invitations stay the person's own", () => {
      expect(mayAdminister(nobody, "change", { kind: "credentials" })).toBe(true);
      expect(
        mayAdminister(standing({ representing: true }), "change", { kind: "credentials" }),
      ).toBe(false);
      expect(mayAdminister(nobody, "accept", { kind: "invitation", addressedToAsker: true })).toBe(
        true,
      );
      expect(
        mayAdminister(orgAdmin, "accept", { kind: "invitation", addressedToAsker: false }),
      ).toBe(false);
    });
  });
});
