import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { isStrongPassword } from "../password";

export const ZDomainAddress = z.object({ displayName: z.string(), address: z.string() });
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
export type PasswordResetStartRequest = z.infer<typeof ZPasswordResetStartRequest>;

export const ZStrongPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isStrongPassword, { message: "password-too-weak" });

export const ZPasswordResetCompleteRequest = z
  .object({ password: ZStrongPassword, repeatPassword: z.string() })
  .refine((v) => v.password === v.repeatPassword, {
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
