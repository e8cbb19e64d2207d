/**
 * The one place that decides what a user may do to an entity (spec §6). The server asks it
 * before every write (server/auth/authorize.ts) and sends its answers along with each post,
 * draft, contribution and channel as `abilities`; the client only reads those flags.
 * Rights and gates (holdsRight, can(access)) stay in ./permissions: they are this module's
 * vocabulary, not a second set of rules.
 */
import { type FeatureFlag, isFeatureEnabled } from "./features";
import { type AccountAccess, canPublish, can as gates, holdsRight } from "./permissions";
import type {
  ChannelAbilities,
  ContributionAbilities,
  DraftAbilities,
  PostAbilities,
} from "./schemas/abilities";

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
  /** A feature of the host account (spec §3 features); refused as feature-disabled. */
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

/** Reader contributions: every moderation step needs UCEditDelete (spec §6). */
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
 * Who asks on the routes about people and accounts (users, invitations, sub-accounts,
 * sign-in-as, the own profile). Their rights live in other accounts than `:host` (the
 * organisation's top-level one), so the admin guards (server/auth/admin.ts) gather them.
 */
export interface Standing {
  /** manage.organization on the top-level account of `:host`'s organisation. */
  organizationAdmin: boolean;
  /** view.users on the `:host` account itself. */
  accountAdmin: boolean;
  /** The session is an administrator signed in as this user (sign-in-as). */
  representing: boolean;
}

export type AdminEntity =
  /** The users of the `:host` account, and those of its whole organisation. */
  | { kind: "account-users" }
  /** The organisation `:host` belongs to; sub-accounts hang only under a top-level account. */
  | { kind: "organization"; topLevel: boolean }
  /**
   * A user as the target of administration: whether they administer the organisation
   * themselves, whether their profile belongs to this organisation, and whether they hold
   * access to the `:host` account alone.
   */
  | {
      kind: "member";
      administersOrganization: boolean;
      profileEditable: boolean;
      onlyInAccount: boolean;
    }
  /**
   * A user to sign in as: representing hands over everything they reach, so the asker must
   * administer every account they hold access to.
   */
  | { kind: "represented"; administeredEverywhere: boolean }
  /** An invitation being taken: whether it was sent to the asker's address. */
  | { kind: "invitation"; addressedToAsker: boolean }
  /** The person's own credentials (password, email, single-sign-on bindings). */
  | { kind: "credentials" };

export interface AdminAbilitiesOf {
  "account-users": { administer: boolean; listOrganization: boolean };
  organization: { administer: boolean; createSubAccounts: boolean };
  member: { manage: boolean; editProfile: boolean; delete: boolean };
  represented: { signInAs: boolean };
  invitation: { accept: boolean };
  credentials: { change: boolean };
}

export type AdminKind = AdminEntity["kind"];
export type AdminEntityOf<K extends AdminKind> = Extract<AdminEntity, { kind: K }>;
export type AdminActionOf<K extends AdminKind> = keyof AdminAbilitiesOf[K] & string;

/**
 * Spec §6 for people and accounts. An administrator of a sub-account only must not reach
 * above their scope: they neither change an organisation administrator nor delete someone
 * who also holds access elsewhere. The profile (name, deletion) belongs to the organisation
 * of the user's main account. A represented session acts in the person's name but never
 * takes over their credentials, and cannot represent someone else in turn.
 */
export function adminAbilities<K extends AdminKind>(
  standing: Standing,
  entity: AdminEntityOf<K>,
): AdminAbilitiesOf[K];
export function adminAbilities(
  standing: Standing,
  entity: AdminEntity,
): AdminAbilitiesOf[AdminKind] {
  const { organizationAdmin, accountAdmin, representing } = standing;
  switch (entity.kind) {
    case "account-users":
      return { administer: organizationAdmin || accountAdmin, listOrganization: organizationAdmin };
    case "organization":
      return {
        administer: organizationAdmin,
        createSubAccounts: organizationAdmin && entity.topLevel,
      };
    case "member": {
      const manage = organizationAdmin || (accountAdmin && !entity.administersOrganization);
      const editProfile = (organizationAdmin || accountAdmin) && entity.profileEditable;
      return {
        manage,
        editProfile,
        delete: manage && editProfile && (organizationAdmin || entity.onlyInAccount),
      };
    }
    case "represented":
      return { signInAs: !representing && entity.administeredEverywhere };
    case "invitation":
      return { accept: entity.addressedToAsker };
    case "credentials":
      return { change: !representing };
  }
}

export function mayAdminister<K extends AdminKind>(
  standing: Standing,
  action: AdminActionOf<K>,
  entity: AdminEntityOf<K>,
): boolean {
  const flags = adminAbilities<K>(standing, entity) as Record<string, boolean>;
  return flags[action] === true;
}
