import { Alert, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../../../../domain/constants";
import { paths } from "../../../../domain/paths";
import { SubmitButton } from "../../../components/SubmitButton";
import { ApiError } from "../../../lib/api-client";
import { useLocalize } from "../../../lib/use-locale";
import { startPasswordReset } from "../api/password-reset";
import { AuthCard } from "../components/AuthCard";
import { RegionSelect } from "../components/RegionSelect";
import { useRegion } from "../hooks/use-region";

const ZForgotForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email("forms.errors.email")),
});
type ForgotForm = z.infer<typeof ZForgotForm>;

/** Step one of a password reset: ask for a link by email. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const region = useRegion();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ resolver: zodResolver(ZForgotForm), mode: "onBlur" });

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
      setFailure(
        error instanceof ApiError && error.errorKey
          ? t(`errors.${error.errorKey}`)
          : t("auth.forgot.error"),
      );
    }
  });

  const back = (
    <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
      <RouterLink to={localize(paths.login)}>{t("auth.backToLogin")}</RouterLink>
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard>
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            {t("auth.forgot.sentTitle")}
          </Heading>
          <Text color="fg.muted">{t("auth.forgot.sentBody", { email: sentTo })}</Text>
        </Stack>
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {t("auth.forgot.title")}
        </Heading>
        <Text color="fg.muted">{t("auth.forgot.subtitle")}</Text>
      </Stack>
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
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
      {back}
    </AuthCard>
  );
}
