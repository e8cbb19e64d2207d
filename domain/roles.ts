/** Roles and rights. */
export const ROLES = ["admin", "user", "guest"] as const;
export type Role = (typeof ROLES)[number];

export const RIGHT_NAMES = [
  "publish",
  "editAllPosts",
  "deleteAllPosts",
  "editAllDrafts",
  "manageChannels",
  "manageTags",
  "UCEditDelete",
  "UCOtherContributions",
] as const;
export type RightName = (typeof RIGHT_NAMES)[number];

/** Stored rights: no allow list means every right is granted. */
export interface Rights {
  allow?: RightName[] | null;
  guest?: { channelGuid: string } | null;
}

export type RightFlags = Record<RightName, boolean>;

/** Every right, granted where `granted` (names separated by spaces) names it. */
function grantOnly(granted: string): RightFlags {
  const names = granted.split(" ");
  return Object.fromEntries(RIGHT_NAMES.map((r) => [r, names.includes(r)])) as RightFlags;
}

/** The rights an edit form starts from when the role changes. */
export function roleDefaultRights(role: Role): Partial<RightFlags> & { channelId?: string } {
  switch (role) {
    case "admin":
      return {};
    case "user":
      return grantOnly(
        "publish editAllPosts deleteAllPosts editAllDrafts manageChannels manageTags",
      );
    case "guest":
      return {
        channelId: "",
        ...grantOnly(
          "publish editAllPosts deleteAllPosts editAllDrafts UCOtherContributions UCEditDelete",
        ),
      };
  }
}

/** A right is granted when there is no allow list, or the list names it. */
export function hasRight(rights: Rights | null | undefined, right: RightName): boolean {
  const allow = rights?.allow;
  return allow == null || allow.includes(right);
}

/** The form view of stored rights: an absent allow list shows every right as true. */
export function rightFlags(rights: Rights | null | undefined): RightFlags {
  return Object.fromEntries(RIGHT_NAMES.map((r) => [r, hasRight(rights, r)])) as RightFlags;
}
