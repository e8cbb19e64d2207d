import { randomBytes } from "node:crypto";
import { administeredAccountIds } from "../../domain/abilities";
import { INVITATION_TTL_DAYS } from "../../domain/constants";
import { toHost } from "../../domain/host";
import { paths } from "../../domain/paths";
import type {
  InvitableAccount,
  Invitation,
  RegistrationPage,
} from "../../domain/schemas/invitation";
import type { UserRightsRoleDto } from "../../domain/schemas/user";
import { rightsFromDto } from "../../domain/user-rights";
import type { AdminScope } from "../auth/admin";
import { authorizeAdmin, refuse } from "../auth/authorize";
import type { RequestScope } from "../auth/scope";
import type { AccountRow, UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { invitationMail } from "../mail/invitation-mails";
import type { Repositories } from "../repositories";
import type { InvitationRecord } from "../repositories/invitations";
import type { RegistrationPageRecord } from "../repositories/registration-pages";
import type { Services } from "../services";

/** Codes are 32 random bytes; only invitation codes' hashes are stored. */
export const newCode = (): string => randomBytes(32).toString("base64url");
const iso = (d: Date | string): string => new Date(d).toISOString();

export function toInvitationDto(r: InvitationRecord, now = new Date()): Invitation {
  const status = r.accepted_utc
    ? "accepted"
    : new Date(r.expires_utc) <= now
      ? "expired"
      : "pending";
  return {
    id: r.id,
    email: r.email,
    accountDomain: r.account.domain,
    accountKey: r.account.account_key,
    accountName: r.account.display_name,
    role: r.role,
    rights: r.rights,
    status,
    invitedAt: iso(r.created_utc),
    expiresAt: iso(r.expires_utc),
    acceptedAt: r.accepted_utc ? iso(r.accepted_utc) : null,
    invitedByName: r.invitedByName,
    requested: r.registration_page_id !== null,
  };
}

export const registrationPageUrl = (publicUrl: string, domain: string, code: string): string =>
  `${publicUrl}/create-account/${encodeURIComponent(domain)}/${encodeURIComponent(code)}`;

export function toRegistrationPageDto(
  r: RegistrationPageRecord,
  publicUrl: string,
): RegistrationPage {
  return {
    id: r.id,
    emailDomain: r.email_domain,
    accountDomain: r.account.domain,
    accountKey: r.account.account_key,
    accountName: r.account.display_name,
    code: r.code,
    url: registrationPageUrl(publicUrl, r.account.domain, r.code),
    createdAt: iso(r.created_utc),
  };
}

export const toInvitableAccount = (a: AccountRow): InvitableAccount => ({
  accountDomain: a.domain,
  accountKey: a.account_key,
  accountName: a.display_name,
  parentAccountKey: a.parent_account_key,
});

/**
 * The accounts an administrator may invite to and manage invitations of: every account of the
 * organisation for an organisation admin, otherwise those of it the user is an admin of.
 */
export async function administeredAccounts(
  repos: Repositories,
  user: UserRow,
  scope: AdminScope,
): Promise<AccountRow[]> {
  const accounts = await repos.invitations.organizationAccounts(scope.root);
  const held = scope.organizationAdmin ? [] : await repos.access.forUser(user.id);
  const ids = new Set(
    administeredAccountIds(
      scope.organizationAdmin,
      accounts.map((a) => a.id),
      held,
    ),
  );
  return accounts.filter((a) => ids.has(a.id));
}

/** The accounts a list covers: the `:host` account, or (organisation admins) all of them. */
export async function listedAccounts(
  repos: Repositories,
  asker: RequestScope,
  which: "account" | "organization",
): Promise<AccountRow[]> {
  if (which === "account") return [asker.admin.account];
  authorizeAdmin(asker.standing, "listOrganization", { kind: "account-users" });
  return administeredAccounts(repos, asker.user, asker.admin);
}

/** The chosen account of the selector; one the administrator does not administer is refused. */
export async function targetAccount(
  repos: Repositories,
  asker: RequestScope,
  accountKey: string,
): Promise<AccountRow> {
  const accounts = await administeredAccounts(repos, asker.user, asker.admin);
  const account = accounts.find((a) => a.account_key === accountKey);
  // administeredAccounts applies the rule: anything else is refused like a foreign account.
  if (!account) refuse("forbidden");
  return account;
}

/** Stored role and rights for an invitation; a guest needs a live channel of the account. */
export async function invitationRights(
  repos: Repositories,
  account: AccountRow,
  dto: UserRightsRoleDto,
) {
  const stored = rightsFromDto(dto);
  if (dto.type === "guest") {
    const channel = dto.channelId ? await repos.channels.find(account.id, dto.channelId) : null;
    if (!channel || channel.archived) throw new ApiError(400, "guest-channel-required");
  }
  return stored;
}

export const hostOf = (a: Pick<AccountRow, "domain" | "account_key">): string =>
  toHost({ accountDomain: a.domain, accountKey: a.account_key });

const DAY_MS = 86_400_000;

/**
 * Mails a freshly created invitation: to accept it with an existing user of the domain, or
 * to create one. The invitation is withdrawn when the mail cannot be sent, so the list never
 * shows an invitation nobody received.
 */
export async function mailInvitation(
  services: Services,
  invitation: { id: string; email: string },
  account: AccountRow,
  code: string,
  inviterName: string | null,
): Promise<void> {
  const existing = await services.repos.users.findByEmail(account.domain, invitation.email);
  const path = existing
    ? paths.confirmInvitation(account.domain, code)
    : paths.createAccount(account.domain, code);
  const link = `${services.config.publicUrl}${path}`;
  try {
    await services.mailer.send(
      invitationMail({
        to: invitation.email,
        accountName: account.display_name,
        inviterName,
        link,
        existingUser: existing !== undefined,
      }),
    );
  } catch (error) {
    await services.repos.invitations.remove(invitation.id);
    throw error;
  }
}

export const invitationExpiry = (now = Date.now()): Date =>
  new Date(now + INVITATION_TTL_DAYS * DAY_MS);
