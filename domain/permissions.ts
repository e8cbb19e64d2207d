import { type FeatureFlag, type FeatureSettings, isFeatureEnabled } from "./features";
import { hasRight, type RightName, type Rights, type Role } from "./roles";

/**
 * What one user holds in one account. The server builds it from the database,
 * domain/abilities.ts presents what it allows; the gates below are its vocabulary.
 */
export interface AccountAccess extends FeatureSettings {
  role: Role;
  accountDomain: string;
  accountKey: string;
  /** null or absent for a top-level account. */
  parentAccountKey?: string | null;
  rights: Rights;
}

export interface Can {
  view: { channels: boolean; adminConsole: boolean; users: boolean };
  manage: { organization: boolean; tags: boolean };
  use: { userContribution: boolean };
  accessChannel: (channelId: string) => boolean;
}

/** Guests hold exactly one channel (rights.guest.channelGuid); everyone else all of them. */
export function allowedChannels(access: AccountAccess): string[] {
  const id = access.rights.guest?.channelGuid;
  return access.role === "guest" && id ? [id] : [];
}

export const isTopLevel = (access: AccountAccess): boolean => !access.parentAccountKey;

const feature = (access: AccountAccess, flag: FeatureFlag) => isFeatureEnabled(access, flag);

/** Management rights act on the channels list and admin screens, which guests never see. */
const GUEST_NEVER: readonly RightName[] = ["manageChannels", "manageTags"];

/**
 * Whether the holder has a right: admins hold all of them; users and
 * guests hold those their allow list grants (no list grants all). Users can always
 * edit and delete reader contributions.
 */
export function holdsRight(access: AccountAccess, right: RightName): boolean {
  if (access.role === "admin") return true;
  if (access.role === "user" && right === "UCEditDelete") return true;
  if (access.role === "guest" && GUEST_NEVER.includes(right)) return false;
  return hasRight(access.rights, right);
}

export function gatesOf(access: AccountAccess): Can {
  const admin = access.role === "admin";
  const guest = access.role === "guest";
  const channels = allowedChannels(access);
  return {
    view: { channels: !guest, adminConsole: admin, users: admin },
    manage: {
      organization: admin && isTopLevel(access),
      tags: feature(access, "tags") && holdsRight(access, "manageTags"),
    },
    use: {
      userContribution:
        feature(access, "userContribution") &&
        (!guest ||
          holdsRight(access, "UCEditDelete") ||
          holdsRight(access, "UCOtherContributions")),
    },
    accessChannel: (channelId) => !guest || channels.includes(channelId),
  };
}

/** Publishing in a channel needs access to it and the publish right. */
export const canPublish = (access: AccountAccess, channelId: string): boolean =>
  gatesOf(access).accessChannel(channelId) && holdsRight(access, "publish");

/** The permission gates a route may name. */
export const GATES = [
  "manage.organization",
  "view.channels",
  "view.adminConsole",
  "view.users",
  "manage.tags",
  "use.userContribution",
] as const;
export type Gate = (typeof GATES)[number];

const GATE_CHECKS: Record<Gate, (c: Can) => boolean> = {
  "manage.organization": (c) => c.manage.organization,
  "view.channels": (c) => c.view.channels,
  "view.adminConsole": (c) => c.view.adminConsole,
  "view.users": (c) => c.view.users,
  "manage.tags": (c) => c.manage.tags,
  "use.userContribution": (c) => c.use.userContribution,
};

export const passesGate = (access: AccountAccess, gate: Gate): boolean =>
  GATE_CHECKS[gate](gatesOf(access));
