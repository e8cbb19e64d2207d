import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { ZStrongPassword } from "./auth";
import { ZHostParams, ZPageQuery, zPage } from "./common";
import { ZRights, ZRole } from "./profile";
import { ZUserRightsRoleDto } from "./user";

/**
 * Invitations and registration pages. An invitation names an email,
 * an account and rights; a registration page an email domain, an account and its public url.
 */

/** "Invite email valid format": a bad address answers email-invalid-format. */
export const ZInviteEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, "email-invalid-format")
  .pipe(z.email("email-invalid-format"));

/** An email domain such as "example.com": labels of letters, digits and dashes, one dot at least. */
export const EMAIL_DOMAIN_PATTERN =
  /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Lower-cased, without a leading "@" or spaces, so "@Example.com " and "example.com" agree. */
export const normalizeEmailDomain = (value: string): string =>
  value.trim().replace(/^@+/, "").toLowerCase();

export const ZEmailDomain = z
  .string()
  .transform(normalizeEmailDomain)
  .pipe(z.string().regex(EMAIL_DOMAIN_PATTERN, "email-domain-invalid"));

/** The part of an address after its last "@", lower-cased. */
export const emailDomainOf = (email: string): string =>
  email
    .trim()
    .slice(email.lastIndexOf("@") + 1)
    .toLowerCase();

export const INVITATION_STATUSES = ["pending", "expired", "accepted"] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof ZInvitationStatus>;

const ZAccountRefFields = {
  accountDomain: z.string(),
  accountKey: z.string(),
  accountName: z.string(),
};

export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  ...ZAccountRefFields,
  role: ZRole,
  rights: ZRights,
  status: ZInvitationStatus,
  invitedAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  invitedByName: z.string().nullable(),
  /** Asked for by the invitee on a registration page rather than sent by an administrator. */
  requested: z.boolean(),
});
export type Invitation = z.infer<typeof ZInvitation>;
export const ZInvitationPage = zPage(ZInvitation);

/** `?scope=organization` lists the whole organisation (the global /users pages). */
export const ZInvitationListQuery = ZPageQuery.extend({
  scope: z.enum(["account", "organization"]).default("account"),
});

/** POST /invitations/{host}: accountKey is one of the organisation's accounts (the selector). */
export const ZCreateInvitationRequest = z.object({
  email: ZInviteEmail,
  accountKey: z.string().trim().min(1).max(64),
  rights: ZUserRightsRoleDto,
});
export type CreateInvitationInput = z.input<typeof ZCreateInvitationRequest>;

export const ZInvitationParams = ZHostParams.extend({
  id: z.string().min(1).max(64),
});

/** An account an administrator may invite people to (the invite form's account selector). */
export const ZInvitableAccount = z.object({
  ...ZAccountRefFields,
  parentAccountKey: z.string().nullable(),
});
export type InvitableAccount = z.infer<typeof ZInvitableAccount>;
export const ZInvitableAccounts = z.array(ZInvitableAccount);

/** The code of a mailed or shared link: /confirm-invitation|create-account/{domain}/{code}. */
export const ZCodeParams = z.object({
  domain: z.string().min(1).max(100),
  code: z.string().min(1).max(200),
});

/** GET /invitations/public/{domain}/{code}: what the two open pages show. */
export const ZPublicInvitation = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("invitation"),
    email: z.string(),
    ...ZAccountRefFields,
    host: z.string(),
    /** The address already has a user in the domain: accept instead of creating one. */
    existingUser: z.boolean(),
    expiresAt: z.string(),
  }),
  z.object({
    kind: z.literal("registration-page"),
    ...ZAccountRefFields,
    emailDomain: z.string(),
  }),
]);
export type PublicInvitation = z.infer<typeof ZPublicInvitation>;

/**
 * POST /users/{host}/create-from-invitation: key, username, password. The sign-up
 * form also sends a display name; without one the user is named by their username.
 */
export const ZCreateFromInvitationRequest = z
  .object({
    key: z.string().min(1).max(200),
    username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
    displayName: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
    password: ZStrongPassword,
    /** Checked when sent: the form's "repeat password". */
    repeatPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((v) => v.repeatPassword === undefined || v.password === v.repeatPassword, {
    message: "passwords-must-match",
    path: ["repeatPassword"],
  });
export type CreateFromInvitationRequest = z.infer<typeof ZCreateFromInvitationRequest>;

/**
 * The -google and -msal variants: the provider's key (its ID token) instead of a password.
 * Optional because the app can only obtain one from a configured provider; without it (or
 * without a provider) the server answers sso-unavailable.
 */
export const ZCreateFromInvitationSsoRequest = z.object({
  key: z.string().min(1).max(200),
  externalKey: z.string().min(1).max(4096).optional(),
  displayName: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
});

/** POST /invitations/{domain}/{code}/accept: where the new access leads. */
export const ZAcceptInvitationResponse = z.object({
  accountDomain: z.string(),
  accountKey: z.string(),
});

export const ZRegistrationPage = z.object({
  id: z.string(),
  emailDomain: z.string(),
  ...ZAccountRefFields,
  code: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type RegistrationPage = z.infer<typeof ZRegistrationPage>;
export const ZRegistrationPageList = z.array(ZRegistrationPage);

export const ZRegistrationPageListQuery = z.object({
  scope: z.enum(["account", "organization"]).default("account"),
});

export const ZCreateRegistrationPageRequest = z.object({
  emailDomain: ZEmailDomain,
  accountKey: z.string().trim().min(1).max(64),
});
export type CreateRegistrationPageInput = z.input<typeof ZCreateRegistrationPageRequest>;

/** POST /registration-pages/public/{domain}/{code}/request: ask for an invitation. */
export const ZRegistrationRequest = z.object({ email: ZInviteEmail });
