import { z } from "zod";
import { NAME_MAX_LENGTH } from "../constants";
import { ZHostParams } from "./common";
import { userIdentityFields, ZRights, ZRole } from "./profile";

/**
 * The rights payload of the edit-user and invitation forms (`userRightsRoleDto`):
 * a union on `type`. Admin carries nothing; a User ("normal") the publish and management
 * flags; a Guest the publish and comment flags and the one channel it is confined to.
 */
export const ZAdminRightsDto = z.object({ type: z.literal("admin") });

/** The publishing flags a User and a Guest both carry. */
const publishingFlags = {
  publish: z.boolean().default(false),
  editAllPosts: z.boolean().default(false),
  deleteAllPosts: z.boolean().default(false),
  editAllDrafts: z.boolean().default(false),
};

export const ZNormalRightsDto = z.object({
  type: z.literal("normal"),
  ...publishingFlags,
  manageTags: z.boolean().default(false),
  manageChannels: z.boolean().default(false),
});

export const ZGuestRightsDto = z.object({
  type: z.literal("guest"),
  ...publishingFlags,
  UCEditDelete: z.boolean().default(false),
  UCOtherContributions: z.boolean().default(false),
  /** Empty only in a form being filled; the server answers guest-channel-required. */
  channelId: z.string().max(64).default(""),
});

export const ZUserRightsRoleDto = z.discriminatedUnion("type", [
  ZAdminRightsDto,
  ZNormalRightsDto,
  ZGuestRightsDto,
]);
export type UserRightsRoleDto = z.infer<typeof ZUserRightsRoleDto>;

/**
 * A user as the administration screens show them. `role` and `rights` are what the user holds
 * in the account the list was asked for (for the organisation-wide list and the search: in
 * the user's main account, named by `accountKey`).
 */
export const ZUserListItem = z.object({
  ...userIdentityFields,
  role: ZRole,
  rights: ZRights,
  /** The account `role` and `rights` belong to. */
  accountKey: z.string(),
  accountDomain: z.string(),
  /**
   * The user's main account; null when it lies in another organisation than the asking one,
   * which learns only that the user is managed elsewhere.
   */
  mainAccountKey: z.string().nullable(),
  mainAccountName: z.string().nullable(),
  googleBound: z.boolean(),
  microsoftBound: z.boolean(),
  createdUtc: z.string(),
  /**
   * Whether the asking administrator may change the user's profile (name) and delete them:
   * only the organisation of the user's main account may. Another organisation the user also
   * reaches manages their access to its own accounts only.
   */
  profileEditable: z.boolean(),
});
export type UserListItem = z.infer<typeof ZUserListItem>;
export const ZUserList = z.array(ZUserListItem);

/** GET /users/{host}/{id}: the same fields as a list row. */
export const ZUserDetail = ZUserListItem;

/** GET /users/{host}?scope=organization lists everyone in the organisation (global /users). */
export const ZUserListQuery = z.object({
  scope: z.enum(["account", "organization"]).default("account"),
});

export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_MAX = 100;
/** The search answers at most this many users, best (shortest) matches first. */
export const USER_SEARCH_LIMIT = 20;
export const ZUserSearchQuery = z.object({
  query: z.string().trim().min(USER_SEARCH_MIN).max(USER_SEARCH_MAX),
});
/** GET /users/{host}/search?query=: users of the organisation whose email or username match. */
export const ZUserSearchResult = z.array(ZUserListItem);

export const ZUserParams = ZHostParams.extend({
  id: z.string().min(1).max(64),
});
export const ZCrossPublishingParams = ZUserParams.extend({
  accountKey: z.string().min(1).max(64),
});

const displayNameField = {
  displayName: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
};
/** The screens' shape: only what changed, the rights under `rights`. */
const ZNestedUserUpdate = z.strictObject({
  rights: ZUserRightsRoleDto.optional(),
  ...displayNameField,
});
/** The spec's shape: the rights DTO itself, with an optional displayName beside it. */
const ZFlatUserUpdate = z
  .discriminatedUnion("type", [
    ZAdminRightsDto.extend(displayNameField).strict(),
    ZNormalRightsDto.extend(displayNameField).strict(),
    ZGuestRightsDto.extend(displayNameField).strict(),
  ])
  .transform(({ displayName, ...rights }): { rights: UserRightsRoleDto; displayName?: string } =>
    displayName === undefined ? { rights } : { rights, displayName },
  );
/**
 * PATCH /users/{host}/{id}/new: either shape; displayName is trimmed. Both are strict, so a
 * body of neither shape is refused (validation-failed) rather than changing nothing.
 */
export const ZUpdateUserRequest = z.union([ZNestedUserUpdate, ZFlatUserUpdate]);
export type UpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** One account a user may publish to besides the one asked about. */
export const ZCrossAccountRight = z.object({ accountKey: z.string(), accountName: z.string() });

/** GET /users/{host}/{id}/accessible-accounts-and-rights. */
export const ZAccessibleAccountsAndRights = z.object({
  crossAccountsRights: z.array(ZCrossAccountRight),
});
