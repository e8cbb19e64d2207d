import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../domain/constants";

export type LoginFieldName = "email" | "password";
export type FieldErrorKey = "forms.errors.required" | "forms.errors.maxLength";

export const LOGIN_FIELDS: readonly LoginFieldName[] = ["email", "password"];

export const MAX_LENGTH: Record<LoginFieldName, number> = {
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
};

/** What is sent: an address pasted with spaces around it still signs in. */
export const clean = (name: LoginFieldName, raw: string) => (name === "email" ? raw.trim() : raw);

/**
 * The two checks of the login fields. Like the app's forms, a field is checked when it loses
 * focus, and after the first submit on every change; the server checks the request with its
 * schema.
 */
export function check(name: LoginFieldName, raw: string): FieldErrorKey | undefined {
  const value = clean(name, raw);
  if (!value) return "forms.errors.required";
  if (value.length > MAX_LENGTH[name]) return "forms.errors.maxLength";
  return undefined;
}
