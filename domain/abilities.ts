/**
 * The one place that decides what a user may do to an entity. The server asks it
 * before every write (server/auth/authorize.ts) and sends its answers along with each post,
 * draft, contribution and channel as `abilities`; the client only reads those flags.
 * Rights and gates (holdsRight, gatesOf) stay in ./permissions: they are this module's
 * vocabulary, not a second set of rules. The client imports none of it: it reads the answers
 * the server presents (the `abilities` of each entity and of each account of the profile).
 */
import { EMBED_FEATURE } from "./content/embed-urls";
import type { ContentNode } from "./content/schema";
import {
  type FeatureFlag,
  type FeatureSettings,
  featureSwitches,
  isFeatureEnabled,
} from "./features";
import {
  type AccountAccess,
  allowedChannels,
  canPublish,
  gatesOf as gates,
  holdsRight,
} from "./permissions";
import { RIGHT_NAMES, type Rights, type Role } from "./roles";
import type {
  ChannelAbilities,
  ChannelSet,
  ContributionAbilities,
  DraftAbilities,
  PostAbilities,
  AccountAbilities as PresentedAccountAbilities,
} from "./schemas/abilities";
import type { LiveAudience } from "./schemas/live";

export * from "./admin-abilities";

/** Who asks: what they hold in the host account, and who they are (for "own" rows). */
export interface Scope {
  access: AccountAccess;
  userId: string | null;
}

export type Entity =
  | { kind: "channel"; id: string }
  /** Own is the creator or the author (either may be null for rows of deleted users). */
  | { kind: "post"; channelId: string; createdBy: string | null; authorId: string | null }
  | { kind: "draft"; channelId: string; userId: string | null }
  | { kind: "contribution"; channelId: string }
  | { kind: "tag" }
  | { kind: "user" }
  | { kind: "account" }
  /** A feature of the host account; refused as feature-disabled. */
  | { kind: "feature"; flag: FeatureFlag }
  /** Images and link cards: anyone who writes posts somewhere in the account. */
  | { kind: "media" };

export interface TagAbilities {
  read: boolean;
  manage: boolean;
}
export interface UserAbilities {
  view: boolean;
  manage: boolean;
}
export interface AccountAbilities {
  viewAdminConsole: boolean;
  manageOrganization: boolean;
}
export interface FeatureAbilities {
  use: boolean;
}
export interface MediaAbilities {
  upload: boolean;
}

export interface AbilitiesOf {
  channel: ChannelAbilities;
  post: PostAbilities;
  draft: DraftAbilities;
  contribution: ContributionAbilities;
  tag: TagAbilities;
  user: UserAbilities;
  account: AccountAbilities;
  feature: FeatureAbilities;
  media: MediaAbilities;
}

export type Kind = Entity["kind"];
export type EntityOf<K extends Kind> = Extract<Entity, { kind: K }>;
export type ActionOf<K extends Kind> = keyof AbilitiesOf[K] & string;

const opens = (access: AccountAccess, channelId: string) => gates(access).accessChannel(channelId);

/** Creating, renaming and archiving channels: manageChannels on the channels list (never guests). */
const managesChannels = (access: AccountAccess) =>
  gates(access).view.channels && holdsRight(access, "manageChannels");

/** Moderation needs the user-contribution gate (feature on, role allowed) and the channel. */
const contributes = (access: AccountAccess, channelId: string) =>
  opens(access, channelId) && gates(access).use.userContribution;

export function channelAbilities(scope: Scope, channelId: string): ChannelAbilities {
  const { access } = scope;
  const open = opens(access, channelId);
  const uc = contributes(access, channelId);
  return {
    open,
    manage: managesChannels(access),
    publish: canPublish(access, channelId),
    writeDrafts: open,
    moderateContributions: uc && holdsRight(access, "UCEditDelete"),
    seePendingContributions: uc && holdsRight(access, "UCOtherContributions"),
    editContributionSettings: uc && holdsRight(access, "manageChannels"),
    // AI mode writes posts' titles, texts and tags, or a summary draft: the right to write posts there.
    useAi: canPublish(access, channelId),
  };
}

const owns = (scope: Scope, ids: readonly (string | null)[]) =>
  scope.userId !== null && ids.includes(scope.userId);

/**
 * Posts: changing one (edit, pin, highlight, reorder) is publishing work, so it needs the
 * publish right in the channel and either the post (creator or author) or editAllPosts;
 * deleting needs the post or deleteAllPosts. Marking a key event is changing the post, in
 * an account whose keyEvents feature is on (unmarking stays possible for editors when it is
 * off, so no mark is ever stuck: the route checks edit for that).
 */
export function postAbilities(scope: Scope, post: EntityOf<"post">): PostAbilities {
  const { access } = scope;
  const own = owns(scope, [post.createdBy, post.authorId]);
  const change = canPublish(access, post.channelId) && (own || holdsRight(access, "editAllPosts"));
  return {
    edit: change,
    delete: opens(access, post.channelId) && (own || holdsRight(access, "deleteAllPosts")),
    pin: change,
    highlight: change,
    reorder: change,
    keyEvent: change && isFeatureEnabled(access, "keyEvents"),
  };
}

/** Drafts: own ones always, everyone's with editAllDrafts; publishing also needs publish. */
export function draftAbilities(scope: Scope, draft: EntityOf<"draft">): DraftAbilities {
  const { access } = scope;
  const mine =
    opens(access, draft.channelId) &&
    (owns(scope, [draft.userId]) || holdsRight(access, "editAllDrafts"));
  const publish = mine && canPublish(access, draft.channelId);
  return { edit: mine, delete: mine, publish, schedule: publish };
}

/** Reader contributions: every moderation step needs UCEditDelete. */
export function contributionAbilities(
  scope: Scope,
  contribution: EntityOf<"contribution">,
): ContributionAbilities {
  const moderate =
    contributes(scope.access, contribution.channelId) && holdsRight(scope.access, "UCEditDelete");
  return {
    edit: moderate,
    delete: moderate,
    restore: moderate,
    publish: moderate,
    unpublish: moderate,
    reply: moderate,
  };
}

export function abilities<K extends Kind>(scope: Scope, entity: EntityOf<K>): AbilitiesOf[K];
export function abilities(scope: Scope, entity: Entity): AbilitiesOf[Kind] {
  const { access } = scope;
  const g = gates(access);
  switch (entity.kind) {
    case "channel":
      return channelAbilities(scope, entity.id);
    case "post":
      return postAbilities(scope, entity);
    case "draft":
      return draftAbilities(scope, entity);
    case "contribution":
      return contributionAbilities(scope, entity);
    case "tag":
      return { read: true, manage: g.manage.tags };
    case "user":
      return { view: g.view.users, manage: g.view.users };
    case "account":
      return {
        viewAdminConsole: g.view.adminConsole,
        manageOrganization: g.manage.organization,
      };
    case "feature":
      return { use: isFeatureEnabled(access, entity.flag) };
    case "media":
      return { upload: holdsRight(access, "publish") || managesChannels(access) };
  }
}

export function can<K extends Kind>(
  scope: Scope,
  action: ActionOf<K>,
  entity: EntityOf<K>,
): boolean {
  const flags = abilities<K>(scope, entity) as Record<string, boolean>;
  return flags[action] === true;
}

/**
 * The errorKey a refusal answers with: a feature turned off is `feature-disabled` (the
 * client explains it), tags too when the feature is off; anything else is `forbidden`.
 */
export function refusalOf<K extends Kind>(
  scope: Scope,
  action: ActionOf<K>,
  entity: EntityOf<K>,
): "forbidden" | "feature-disabled" | null {
  if (can(scope, action, entity)) return null;
  if (entity.kind === "feature") return "feature-disabled";
  if (entity.kind === "tag" && !isFeatureEnabled(scope.access, "tags")) return "feature-disabled";
  return "forbidden";
}

/**
 * The channels `holds` is true of: all of them or none for everyone but guests, whose answers
 * do not depend on the channel, and for a guest those of its one channel it holds.
 */
function channelSet(access: AccountAccess, holds: (channelId: string) => boolean): ChannelSet {
  if (access.role !== "guest") return { all: holds(""), ids: [] };
  return { all: false, ids: allowedChannels(access).filter(holds) };
}

/**
 * What the user may do in one account, as the profile overview carries it: the client's menus,
 * screens and route guard read these flags. Each is the answer `abilities` gives for that
 * entity; a channel-wide one is asked of the channels the user may open.
 */
export function accountAbilities(scope: Scope): PresentedAccountAbilities {
  const { access } = scope;
  const g = gates(access);
  const own = (channelId: string) =>
    postAbilities(scope, { kind: "post", channelId, createdBy: scope.userId, authorId: null });
  return {
    viewChannels: g.view.channels,
    viewAdminConsole: g.view.adminConsole,
    viewUsers: g.view.users,
    manageOrganization: g.manage.organization,
    manageChannels: managesChannels(access),
    manageTags: g.manage.tags,
    useComments: g.use.userContribution,
    openChannels: channelSet(access, (id) => opens(access, id)),
    publishChannels: channelSet(access, (id) => channelAbilities(scope, id).publish),
    aiChannels: channelSet(access, (id) => channelAbilities(scope, id).useAi),
    keyEventChannels: channelSet(access, (id) => scope.userId !== null && own(id).keyEvent),
    features: featureSwitches(access),
    rights: Object.fromEntries(RIGHT_NAMES.map((r) => [r, holdsRight(access, r)])) as Record<
      (typeof RIGHT_NAMES)[number],
      boolean
    >,
  };
}

/** Whose drafts a channel's list shows: everyone's with editAllDrafts (null), else one's own. */
export const draftListOwner = (scope: Scope): string | null =>
  holdsRight(scope.access, "editAllDrafts") ? null : scope.userId;

/**
 * Which live events an editor's stream carries: public and editors' events to all, a draft's
 * to its owner and to those who edit all drafts, pending contributions to their moderators.
 */
export function hearsLiveEvent(
  scope: Scope,
  event: { audience: LiveAudience; ownerId: string | null },
): boolean {
  switch (event.audience) {
    case "public":
    case "editors":
      return true;
    case "owner":
      return event.ownerId === scope.userId || holdsRight(scope.access, "editAllDrafts");
    case "moderators":
      return holdsRight(scope.access, "UCOtherContributions");
  }
}

/**
 * A guest holds its channel only while the channel is open: archived or gone, the guest holds
 * no channel at all and lands on "You don't have access to any channel".
 */
export function guestRightsWith(
  held: { role: Role; rights: Rights },
  channel: { archived: boolean } | undefined,
): Rights {
  if (held.role !== "guest" || !held.rights.guest) return held.rights;
  return channel && !channel.archived ? held.rights : { ...held.rights, guest: null };
}

/** Administering the whole organisation is being an admin of its top-level account. */
export const administersOrganization = (roleInTopLevel: Role | undefined): boolean =>
  roleInTopLevel === "admin";

/**
 * The accounts of the organisation one may invite to and manage invitations of: all of them
 * for an organisation admin, else those one is an admin of.
 */
export function administeredAccountIds(
  organizationAdmin: boolean,
  accountIds: readonly string[],
  held: readonly { accountId: string; role: Role }[],
): string[] {
  if (organizationAdmin) return [...accountIds];
  const adminOf = new Set(held.filter((r) => r.role === "admin").map((r) => r.accountId));
  return accountIds.filter((id) => adminOf.has(id));
}

/**
 * An admin may not take their own admin role away in the account they administer through.
 * `newType` is the role (or rights type) asked for; undefined leaves the rights as they are.
 */
export const demotesSelf = (
  askerId: string,
  target: { userId: string; role: Role },
  newType: string | undefined,
): boolean =>
  newType !== undefined &&
  newType !== "admin" &&
  target.role === "admin" &&
  target.userId === askerId;

/** What a post or draft write asks of the account's features. */
export interface PublishInput {
  importance: string;
  breaking: boolean;
  keyEvent?: boolean | null;
  tags: readonly string[];
  icons: readonly unknown[];
  content: ContentNode | null;
}

function contentFeatures(node: ContentNode, into: FeatureFlag[]): FeatureFlag[] {
  if (node.type === "image") into.push("inlineImage");
  else if (node.type === "embed") into.push(EMBED_FEATURE[node.attrs.provider]);
  else if ("content" in node && node.content)
    for (const n of node.content) contentFeatures(n, into);
  return into;
}

/**
 * The features a post or draft write needs: importance other than normal, breaking, marking a
 * key event (leaving the field out keeps what is stored), tags, icons, and each image and embed
 * of the document. Unmarking a key event needs nothing, so no mark is ever stuck.
 */
export function publishFeatures(input: PublishInput): FeatureFlag[] {
  const needs: FeatureFlag[] = [];
  if (input.importance !== "normal") needs.push("importance");
  if (input.breaking) needs.push("postBreaking");
  if (input.keyEvent === true) needs.push("keyEvents");
  if (input.tags.length > 0) needs.push("tags");
  if (input.icons.length > 0) needs.push("postIcons");
  return input.content ? contentFeatures(input.content, needs) : needs;
}

/** The first feature a write needs that the account has switched off, or null when none. */
export const missingPublishFeature = (
  settings: FeatureSettings,
  input: PublishInput,
): FeatureFlag | null =>
  publishFeatures(input).find((flag) => !isFeatureEnabled(settings, flag)) ?? null;
