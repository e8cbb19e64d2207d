import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../../../domain/constants";
import { isStrongPassword } from "../../../../domain/password";
import { USERNAME_MIN_LENGTH } from "../../../../domain/schemas/profile";

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
    password: z
      .string()
      .min(1, "forms.errors.required")
      .max(PASSWORD_MAX_LENGTH, "forms.errors.maxLength")
      .refine(isStrongPassword, "forms.errors.passwordCategories"),
    repeatPassword: z.string().min(1, "forms.errors.required"),
  })
  .refine((v) => v.password === v.repeatPassword, {
    message: "forms.errors.passwordsMustMatch",
    path: ["repeatPassword"],
  });
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
