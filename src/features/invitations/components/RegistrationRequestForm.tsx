import { Alert, Input, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../../../../domain/constants";
import { emailDomainOf } from "../../../../domain/schemas/invitation";
import { FormField } from "../../../components/FormField";
import { MailIcon } from "../../../components/icons";
import { SubmitButton } from "../../../components/SubmitButton";
import { ApiError } from "../../../lib/api-client";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import { requestInvitation } from "../api/onboarding";
import { InvitationFailure } from "./InvitationFailure";

export interface RegistrationRequestFormProps {
  domain: string;
  code: string;
  emailDomain: string;
  onInvalid: () => void;
}

/** Create user from a registration page: an email at the page's domain, then send. */
export function RegistrationRequestForm({
  domain,
  code,
  emailDomain,
  onInvalid,
}: RegistrationRequestFormProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, "forms.errors.required")
          .max(EMAIL_MAX_LENGTH, "forms.errors.email")
          .refine((v) => z.email().safeParse(v).success, "forms.errors.email")
          .refine(
            (v) => emailDomainOf(v) === emailDomain.toLowerCase(),
            "errors.email-domain-mismatch",
          ),
      }),
    [emailDomain],
  );
  const form = useZodForm(schema, CHECK_ON_BLUR);
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestInvitation(domain, code, email.trim());
      setSentTo(email.trim());
    } catch (error) {
      const key = error instanceof ApiError ? error.errorKey : undefined;
      if (key === "invitation-invalid") return onInvalid();
      if (key === "email-domain-mismatch" || key === "email-invalid-format") {
        setError("email", { message: `errors.${key}` }, { shouldFocus: true });
        return;
      }
      setFailure(
        key === "rate-limited" ? t("errors.rate-limited") : t("invitations.errors.generic"),
      );
    }
  });

  if (sentTo) {
    return (
      <Alert.Root status="success" role="status" alignItems="flex-start">
        <Alert.Indicator>
          <MailIcon />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>{t("invitations.onboarding.request.sentTitle")}</Alert.Title>
          <Alert.Description>
            {t("invitations.onboarding.request.sentDescription", { email: sentTo })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <InvitationFailure message={failure} />
        <FormField
          label={t("invitations.onboarding.request.email")}
          error={errors.email?.message && t(errors.email.message)}
          helper={t("invitations.onboarding.request.emailHelp", { domain: emailDomain })}
          invalid={Boolean(errors.email)}
          required
        >
          <Input
            type="email"
            autoComplete="email"
            autoFocus
            placeholder={`name@${emailDomain}`}
            {...register("email")}
          />
        </FormField>
        <SubmitButton colorPalette="brand" size="lg" loading={isSubmitting} width="100%">
          {t("invitations.onboarding.request.submit")}
        </SubmitButton>
      </Stack>
    </form>
  );
}
