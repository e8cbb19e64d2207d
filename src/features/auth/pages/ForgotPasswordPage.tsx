import { Field, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../../../../domain/constants";
import { FormAlert } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { useZodForm } from "../../../lib/use-zod-form";
import { startPasswordReset } from "../api/password-reset";
import { AuthCard } from "../components/AuthCard";
import { AuthHeading, BackToLogin } from "../components/AuthHeading";
import { RegionSelect } from "../components/RegionSelect";
import { useRegion } from "../hooks/use-region";
import { failureKey } from "../lib/failure-key";

const ZForgotForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email("forms.errors.email")),
});

/** Step one of a password reset: ask for a link by email. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const region = useRegion();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ZForgotForm, { mode: "onBlur" });
  const { register, handleSubmit } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    if (!region.selected) {
      setFailure(t("auth.login.errors.no-region-selected"));
      return;
    }
    try {
      await startPasswordReset(region.selected, email);
      setSentTo(email);
    } catch (error) {
      setFailure(t(failureKey(error, "auth.forgot.error")));
    }
  });

  if (sentTo) {
    return (
      <AuthCard>
        <AuthHeading
          title={t("auth.forgot.sentTitle")}
          subtitle={t("auth.forgot.sentBody", { email: sentTo })}
        />
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <AuthHeading title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")} />
      <FormAlert message={failure} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <RegionSelect region={region} />
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>{t("auth.login.email")}</Field.Label>
            <Input type="email" autoComplete="email" {...register("email")} />
            <Field.ErrorText>{errors.email?.message && t(errors.email.message)}</Field.ErrorText>
          </Field.Root>
          <SubmitButton colorPalette="brand" size="lg" loading={isSubmitting}>
            {t("auth.forgot.submit")}
          </SubmitButton>
        </Stack>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}
