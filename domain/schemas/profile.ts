import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { FEATURE_FLAGS } from "../features";
import { PLUGIN_IDS } from "../plugins";
import { RIGHT_NAMES, ROLES } from "../roles";
import { ZAccountAbilities } from "./abilities";
import { ZEmail, ZStrongPassword } from "./auth";
import { ZHostParams } from "./common";

export const ZRole = z.enum(ROLES);
export const ZRightName = z.enum(RIGHT_NAMES);
export const ZFeatureFlag = z.enum(FEATURE_FLAGS);

export const ZRights = z.object({
  allow: z.array(ZRightName).nullable().optional(),
  guest: z.object({ channelGuid: z.string() }).nullable().optional(),
});

/** One account as the profile overview carries it. */
export const ZAccountAccessDto = z.object({
  role: ZRole,
  rights: ZRights,
  disabledFeatures: z.array(ZFeatureFlag),
  optInFeatures: z.array(ZFeatureFlag),
  /** The account's plugins switched on (domain/plugins.ts): the editor offers what they add. */
  plugins: z.array(z.enum(PLUGIN_IDS)).optional(),
  domain: z.string(),
  accountKey: z.string(),
  parentAccountKey: z.string().nullable(),
  name: z.string(),
  displayName: z.string(),
  /** What the user may do in this account, decided by the server. */
  abilities: ZAccountAbilities,
});
export type AccountAccessDto = z.infer<typeof ZAccountAccessDto>;

/** Who a user is, as the signed-in user and the users screens show them. */
export const userIdentityFields = {
  userId: z.string(),
  displayName: z.string(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
};

export const ZCurrentUser = z.object({
  ...userIdentityFields,
  userRole: ZRole,
  mainAccountDomain: z.string(),
  mainAccountKey: z.string(),
  mainAccountName: z.string(),
  crossAccountAccessKeys: z.array(z.string()),
  isRepresented: z.boolean(),
  googleBound: z.boolean(),
  microsoftBound: z.boolean(),
  /** A changed email waiting for confirmation from the new address (manage profile). */
  pendingEmail: z.string().nullable().optional(),
  mainAuthor: z.object({
    displayName: z.string(),
    content: z.object({ url: z.string().nullable() }),
    rights: ZRights,
  }),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

export const ZProfileOverview = z.object({
  userInformation: z.object({ user: ZCurrentUser }),
  mainAccount: ZAccountAccessDto,
  crossAccounts: z.array(ZAccountAccessDto),
});
export type ProfileOverview = z.infer<typeof ZProfileOverview>;

// ---- Manage profile (General and Password tabs), photo, SSO binding, email confirmation ----

/** A username is a sign-in name: no spaces, and never another user's email or username. */
export const USERNAME_MIN_LENGTH = 3;

/** PUT /profile: the General tab. An email change waits for confirmation from the new address. */
export const ZUpdateProfileRequest = z.object({
  displayName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  username: z.string().trim().min(USERNAME_MIN_LENGTH).max(EMAIL_MAX_LENGTH).regex(/^\S+$/),
  email: z.string().trim().pipe(ZEmail),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUpdateProfileResponse = z.object({
  /** The address waiting for confirmation, when the request changed the email. */
  pendingEmail: z.string().nullable(),
});

/** POST /profile/password: the Password tab. */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    password: ZStrongPassword,
    repeatPassword: z.string(),
  })
  .refine((v) => v.password === v.repeatPassword, {
    message: "passwords-must-match",
    path: ["repeatPassword"],
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /profile/avatar (multipart, field "file") answers the new photo's URL. */
export const ZAvatarResponse = z.object({ avatarUrl: z.string().nullable() });

/**
 * POST /auth/bind-google | bind-msal and /auth/{domain}/authenticate-by-google | -msal: the
 * provider's ID token (the sign-in button's credential). Optional in the schema so that an
 * unconfigured provider answers `sso-unavailable` whatever was sent.
 */
export const ZSsoCredentialRequest = z
  .object({ credential: z.string().min(1).max(8192).optional() })
  .nullish();

export const ZSsoBindingResponse = z.object({
  googleBound: z.boolean(),
  microsoftBound: z.boolean(),
});

/** POST /email-confirmation/{domain}/{code}. */
export const ZEmailConfirmationParams = z.object({
  domain: z.string().min(1).max(100),
  code: z.string().min(1).max(200),
});
export const ZEmailConfirmationResponse = z.object({ email: z.string() });

/** POST /users/{host}/{id}/sign-in-as answers a token acting as the user (ZAuthResponse). */
export const ZSignInAsParams = ZHostParams.extend({
  id: z.string().min(1).max(100),
});
