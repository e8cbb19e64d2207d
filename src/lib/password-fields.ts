import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../domain/constants";
import { isStrongPassword } from "../../domain/password";

/** A new password, held to the same rules wherever one is set (sign-up, reset, profile). */
export const ZNewPassword = z
  .string()
  .min(1, "forms.errors.required")
  .max(PASSWORD_MAX_LENGTH, "forms.errors.maxLength")
  .refine(isStrongPassword, "forms.errors.passwordCategories");

export const ZRepeatPassword = z.string().min(1, "forms.errors.required");

/**
 * `.refine(...passwordsMatch)` on a form with both fields: the mismatch is reported on the
 * repetition, where the user typed last.
 */
export const passwordsMatch: [
  (values: { password: string; repeatPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (values) => values.password === values.repeatPassword,
  { message: "forms.errors.passwordsMustMatch", path: ["repeatPassword"] },
];
