/**
 * Rules about people and accounts, part of ./abilities (which re-exports them): asked with
 * `mayAdminister(standing, action, entity)`.
 */
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
 * People and accounts. An administrator of a sub-account only must not reach
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
