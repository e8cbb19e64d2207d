import { z } from "zod";
import { EMAIL_DOMAIN_PATTERN, normalizeEmailDomain } from "../../../../domain/schemas/invitation";

/**
 * The registration-page form: a well-formed email domain the organisation has no page
 * for yet ("Please do not use email domain, it's already there!").
 */
export const registrationFormSchema = (existingDomains: readonly string[]) =>
  z.object({
    emailDomain: z
      .string()
      .trim()
      .min(1, "forms.errors.required")
      .refine(
        (v) => EMAIL_DOMAIN_PATTERN.test(normalizeEmailDomain(v)),
        "errors.email-domain-invalid",
      )
      .refine(
        (v) => !existingDomains.includes(normalizeEmailDomain(v)),
        "forms.errors.emailDomainExists",
      ),
    accountKey: z.string().min(1, "forms.errors.required"),
  });
