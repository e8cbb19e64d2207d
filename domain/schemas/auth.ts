import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { isStrongPassword } from "../password";

/** The single sign-on providers (Microsoft is "msal" in the API paths). */
export const SSO_PROVIDERS = ["google", "microsoft"] as const;
export const ZSsoProvider = z.enum(SSO_PROVIDERS);
export type SsoProvider = z.infer<typeof ZSsoProvider>;

/**
 * A region to sign in to, with the single sign-on providers its server has configured: the
 * client offers only those (a button for any other could only fail).
 */
export const ZDomainAddress = z.object({
  displayName: z.string(),
  address: z.string(),
  ssoProviders: z.array(ZSsoProvider),
});
export type DomainAddress = z.infer<typeof ZDomainAddress>;
export const ZDomainAddresses = z.array(ZDomainAddress);

export const ZEmail = z.email().max(EMAIL_MAX_LENGTH);

/** The login form sends an email (or username) and a password. */
export const ZAuthenticateRequest = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type AuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;

export const ZAuthResponse = z.object({ jwt: z.string() });
export type AuthResponse = z.infer<typeof ZAuthResponse>;

export const ZUpdateTokenRequest = z.object({ jwt: z.string().min(1) });

export const ZPasswordResetStartRequest = z.object({ email: ZEmail });

export const ZStrongPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isStrongPassword, { message: "password-too-weak" });

/** The spec's body is the password; the form's repeat is checked when sent. */
export const ZPasswordResetCompleteRequest = z
  .object({
    password: ZStrongPassword,
    repeatPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((v) => v.repeatPassword === undefined || v.password === v.repeatPassword, {
    message: "passwords-must-match",
    path: ["repeatPassword"],
  });
export type PasswordResetCompleteRequest = z.infer<typeof ZPasswordResetCompleteRequest>;

export const ZResetParams = z.object({
  domain: z.string().min(1).max(100),
  code: z.string().min(1).max(200),
});

/** Accepted without revealing whether the address exists. */
export const ZAcceptedResponse = z.object({ ok: z.literal(true) });
