import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../../../domain/constants";
import { USERNAME_MIN_LENGTH } from "../../../../domain/schemas/profile";
import { passwordsMatch, ZNewPassword, ZRepeatPassword } from "../../../lib/password-fields";

/**
 * The two tabs' form rules: the server's (domain/schemas/profile.ts), with their messages.
 * Messages are translation keys; `messageParams` gives each its numbers.
 */
export const ZGeneralForm = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .max(NAME_MAX_LENGTH, "forms.errors.maxLength"),
  username: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .min(USERNAME_MIN_LENGTH, "forms.errors.minLength")
    .max(EMAIL_MAX_LENGTH, "forms.errors.maxLength")
    .regex(/^\S+$/, "profile.errors.usernameSpaces"),
  email: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .max(EMAIL_MAX_LENGTH, "forms.errors.maxLength")
    .pipe(z.email("forms.errors.email")),
});
export type GeneralForm = z.infer<typeof ZGeneralForm>;

export const ZPasswordForm = z
  .object({
    currentPassword: z.string().min(1, "forms.errors.required"),
    password: ZNewPassword,
    repeatPassword: ZRepeatPassword,
  })
  .refine(...passwordsMatch);
export type PasswordForm = z.infer<typeof ZPasswordForm>;

const LIMITS: Record<string, { min?: number; max: number }> = {
  displayName: { max: NAME_MAX_LENGTH },
  username: { min: USERNAME_MIN_LENGTH, max: EMAIL_MAX_LENGTH },
  email: { max: EMAIL_MAX_LENGTH },
  password: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
};

/** The interpolation values a field's message needs ({{length}}). */
export function messageParams(field: string, key: string): { length?: number } {
  const limit = LIMITS[field];
  if (!limit) return {};
  if (key === "forms.errors.maxLength") return { length: limit.max };
  return { length: limit.min };
}
