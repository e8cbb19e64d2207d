/**
 * Rights in their three shapes: as stored (role + allow list + guest channel),
 * as the edit payload (`userRightsRoleDto`) and as form values, plus the edit form's rules:
 * role-change defaults, only-changed fields, staged cross-account edits and suggestions.
 */
import { ACCOUNT_SUGGESTIONS } from "./constants";
import {
  RIGHT_NAMES,
  type RightFlags,
  type RightName,
  type Rights,
  type Role,
  rightFlags,
  roleDefaultRights,
} from "./roles";
import type { UpdateUserRequest, UserRightsRoleDto } from "./schemas/user";

/** The access part of the edit-user and invitation forms: the role, the guest channel, all flags. */
export type AccessFormValues = { role: Role | ""; channelId: string } & RightFlags;

export interface CrossAccountItem {
  accountKey: string;
}
export interface CrossAccountAccessUpdate {
  addAccounts: CrossAccountItem[];
  removeAccounts: CrossAccountItem[];
}

/** Edit form values. */
export interface EditUserFormValues {
  displayName: string;
  username: string;
  rights: AccessFormValues;
  crossAccountAccessUpdate: CrossAccountAccessUpdate;
}

/** Which flags each section of the access form shows, per role. */
export const PUBLISH_FLAGS = [
  "publish",
  "editAllPosts",
  "deleteAllPosts",
  "editAllDrafts",
] as const;
export const COMMENT_FLAGS = ["UCEditDelete", "UCOtherContributions"] as const;
export const MANAGEMENT_FLAGS = ["manageChannels", "manageTags"] as const;

const NO_FLAGS = Object.fromEntries(RIGHT_NAMES.map((r) => [r, false])) as RightFlags;

/** Form values from what is stored: an absent allow list shows every right as true. */
export function accessFormFromRights(
  role: Role,
  rights: Rights | null | undefined,
): AccessFormValues {
  return { role, channelId: rights?.guest?.channelGuid ?? "", ...rightFlags(rights) };
}

/**
 * A role change resets the rights to that role's defaults: Admin keeps only the
 * role, User and Guest get their default flags, the guest channel is emptied.
 */
export function accessFormForRole(role: Role | ""): AccessFormValues {
  if (role === "") return { role, channelId: "", ...NO_FLAGS };
  const { channelId, ...flags } = roleDefaultRights(role);
  return { role, channelId: channelId ?? "", ...NO_FLAGS, ...flags };
}

/** The payload for form values; undefined while no role is chosen. */
export function dtoFromAccessForm(values: AccessFormValues): UserRightsRoleDto | undefined {
  const f = values;
  switch (values.role) {
    case "admin":
      return { type: "admin" };
    case "user":
      return {
        type: "normal",
        publish: f.publish,
        editAllPosts: f.editAllPosts,
        deleteAllPosts: f.deleteAllPosts,
        editAllDrafts: f.editAllDrafts,
        manageTags: f.manageTags,
        manageChannels: f.manageChannels,
      };
    case "guest":
      return {
        type: "guest",
        publish: f.publish,
        editAllPosts: f.editAllPosts,
        deleteAllPosts: f.deleteAllPosts,
        editAllDrafts: f.editAllDrafts,
        UCEditDelete: f.UCEditDelete,
        UCOtherContributions: f.UCOtherContributions,
        channelId: f.channelId,
      };
    default:
      return undefined;
  }
}

/** The payload for stored rights (the list's rows carry the stored form). */
export function dtoFromRights(role: Role, rights: Rights | null | undefined): UserRightsRoleDto {
  return dtoFromAccessForm(accessFormFromRights(role, rights)) ?? { type: "admin" };
}

const granted = (flags: Partial<Record<RightName, boolean>>): RightName[] =>
  RIGHT_NAMES.filter((r) => flags[r] === true);

/**
 * What to store for a payload. User and Guest get an explicit allow list of the checked flags.
 * The payload for a User carries no comment flags (the form shows none): when the user already
 * was a User those stay as they were, otherwise they take the role defaults.
 */
export function rightsFromDto(
  dto: UserRightsRoleDto,
  previous?: { role: Role; rights: Rights },
): { role: Role; rights: Rights } {
  switch (dto.type) {
    case "admin":
      return { role: "admin", rights: {} };
    case "normal": {
      const { type: _type, ...flags } = dto;
      const comments =
        previous?.role === "user"
          ? {
              UCEditDelete: rightFlags(previous.rights).UCEditDelete,
              UCOtherContributions: rightFlags(previous.rights).UCOtherContributions,
            }
          : {
              UCEditDelete: roleDefaultRights("user").UCEditDelete,
              UCOtherContributions: roleDefaultRights("user").UCOtherContributions,
            };
      return { role: "user", rights: { allow: granted({ ...flags, ...comments }) } };
    }
    case "guest": {
      const { type: _type, channelId, ...flags } = dto;
      return {
        role: "guest",
        rights: { allow: granted(flags), guest: { channelGuid: channelId } },
      };
    }
  }
}

const sameDto = (a: UserRightsRoleDto | undefined, b: UserRightsRoleDto | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what changed is submitted: the display name trimmed, the rights when they
 * differ from what the form started with. The username is never sent.
 */
export function changedUserFields(
  initial: Pick<EditUserFormValues, "displayName" | "rights">,
  current: Pick<EditUserFormValues, "displayName" | "rights">,
): UpdateUserRequest {
  const request: UpdateUserRequest = {};
  const displayName = current.displayName.trim();
  if (displayName !== initial.displayName.trim()) request.displayName = displayName;
  const before = dtoFromAccessForm(initial.rights);
  const after = dtoFromAccessForm(current.rights);
  if (after && !sameDto(before, after)) request.rights = after;
  return request;
}

export const hasUserFieldChanges = (request: UpdateUserRequest): boolean =>
  request.displayName !== undefined || request.rights !== undefined;

export const emptyCrossAccountUpdate = (): CrossAccountAccessUpdate => ({
  addAccounts: [],
  removeAccounts: [],
});

const without = (items: CrossAccountItem[], key: string) =>
  items.filter((i) => i.accountKey !== key);
const holds = (items: CrossAccountItem[], key: string) => items.some((i) => i.accountKey === key);

/**
 * Stages adding an account to `to` (addAccounts or removeAccounts): staging the
 * reverse of a staged change only cancels it; staging what the user already has (or lacks)
 * or what is already staged changes nothing.
 */
const stage =
  (to: "addAccounts" | "removeAccounts") =>
  (
    update: CrossAccountAccessUpdate,
    accountKey: string,
    accessible: readonly string[],
  ): CrossAccountAccessUpdate => {
    const from = to === "addAccounts" ? "removeAccounts" : "addAccounts";
    if (holds(update[from], accountKey)) {
      return { ...update, [from]: without(update[from], accountKey) };
    }
    const reached = accessible.includes(accountKey);
    if (reached === (to === "addAccounts") || holds(update[to], accountKey)) return update;
    return { ...update, [to]: [...update[to], { accountKey }] };
  };

/** Staged removal: an account the user reaches goes to removeAccounts; a staged addition is dropped. */
export const stageRemoveAccount = stage("removeAccounts");

/** Staged addition, the reverse: re-adding a staged removal only cancels that removal. */
export const stageAddAccount = stage("addAccounts");

/** The accounts the list shows: those reachable now, minus staged removals, plus staged additions. */
export function stagedAccountKeys(
  accessible: readonly string[],
  update: CrossAccountAccessUpdate,
): string[] {
  const kept = accessible.filter((k) => !holds(update.removeAccounts, k));
  return [...kept, ...update.addAccounts.map((a) => a.accountKey).filter((k) => !kept.includes(k))];
}

export interface SuggestableAccount {
  accountKey: string;
  name: string;
}

/**
 * Cross-account search: case-insensitive substring on name or accountKey, at most
 * ACCOUNT_SUGGESTIONS; never the host account, one already added, or one already reachable
 * unless its removal is staged.
 */
export function accountSuggestions<T extends SuggestableAccount>(
  accounts: readonly T[],
  query: string,
  context: {
    hostAccountKey: string;
    accessible: readonly string[];
    update: CrossAccountAccessUpdate;
  },
  limit: number = ACCOUNT_SUGGESTIONS,
): T[] {
  const needle = query.trim().toLowerCase();
  const { hostAccountKey, accessible, update } = context;
  return accounts
    .filter((a) => a.accountKey !== hostAccountKey)
    .filter((a) => !holds(update.addAccounts, a.accountKey))
    .filter((a) => !accessible.includes(a.accountKey) || holds(update.removeAccounts, a.accountKey))
    .filter(
      (a) =>
        needle === "" ||
        a.name.toLowerCase().includes(needle) ||
        a.accountKey.toLowerCase().includes(needle),
    )
    .slice(0, limit);
}

/** One step of the edit-user progress dialog, in the order they run. */
export type EditUserStep =
  | { kind: "update"; request: UpdateUserRequest }
  | { kind: "add"; accountKey: string }
  | { kind: "remove"; accountKey: string };

export function editUserSteps(
  request: UpdateUserRequest,
  update: CrossAccountAccessUpdate,
): EditUserStep[] {
  return [
    ...(hasUserFieldChanges(request) ? [{ kind: "update" as const, request }] : []),
    ...update.addAccounts.map((a) => ({ kind: "add" as const, accountKey: a.accountKey })),
    ...update.removeAccounts.map((a) => ({ kind: "remove" as const, accountKey: a.accountKey })),
  ];
}

export type StepStatus = "pending" | "running" | "success" | "error";
export type ProgressState = "loading" | "success" | "error";

/** Loading while any step has not finished; then success only if no step failed. */
export function progressState(statuses: readonly StepStatus[]): ProgressState {
  if (statuses.some((s) => s === "pending" || s === "running")) return "loading";
  return statuses.includes("error") ? "error" : "success";
}
