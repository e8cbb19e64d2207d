import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../../../../domain/constants";
import type { ErrorKey } from "../../../../domain/errors";
import { type AccessFormValues, accessFormForRole } from "../../../../domain/user-rights";
import { ZAccessFormValues } from "../../../components/access";
import { ApiError } from "../../../lib/api-client";

/** Form messages are i18n keys, translated where they are shown. */
const isEmail = (value: string) => z.email().safeParse(value).success;

export const ZInviteForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .max(EMAIL_MAX_LENGTH, "forms.errors.email")
    .refine(isEmail, "forms.errors.email"),
  accountKey: z.string().min(1, "forms.errors.required"),
  rights: ZAccessFormValues,
});
export type InviteFormValues = { email: string; accountKey: string; rights: AccessFormValues };

export const emptyInviteForm = (accountKey: string): InviteFormValues => ({
  email: "",
  accountKey,
  rights: accessFormForRole("user"),
});

/** The invite errors that belong on the email field; others get the generic toast. */
const EMAIL_ERRORS: readonly ErrorKey[] = [
  "email-invalid-format",
  "email-invitation-already-exists",
  "user-already-exists",
];

export const inviteEmailError = (error: unknown): ErrorKey | null =>
  error instanceof ApiError && error.errorKey && EMAIL_ERRORS.includes(error.errorKey)
    ? error.errorKey
    : null;
