import { Alert, Field, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { z } from "zod";
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../../domain/constants";
import type { ErrorKey } from "../../../../domain/errors";
import { paths } from "../../../../domain/paths";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { ApiError } from "../../../lib/api-client";
import { passwordsMatch, ZNewPassword, ZRepeatPassword } from "../../../lib/password-fields";
import { useLocalize } from "../../../lib/use-locale";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import { SsoButtons } from "../../auth";
import {
  createFromInvitation,
  createFromInvitationWithSso,
  type SsoSignUpProvider,
} from "../api/onboarding";
import { useSignInAndLand } from "../hooks/use-sign-in-and-land";

const ZCreateUserForm = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, "forms.errors.required")
      .max(NAME_MAX_LENGTH, "forms.errors.maxLength"),
    password: ZNewPassword,
    repeatPassword: ZRepeatPassword,
  })
  .refine(...passwordsMatch);

export interface CreateUserFormProps {
  host: string;
  domain: string;
  code: string;
  email: string;
  /** The key stopped working meanwhile (used, deleted, expired). */
  onInvalid: () => void;
}

/** Create user from an invitation: name, email, password, repeat, sign-up with SSO. */
export function CreateUserForm({ host, domain, code, email, onInvalid }: CreateUserFormProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const land = useSignInAndLand();
  const [failure, setFailure] = useState<ErrorKey | "sso-unavailable" | null>(null);
  const [ssoPending, setSsoPending] = useState<SsoSignUpProvider | null>(null);
  const form = useZodForm(ZCreateUserForm, CHECK_ON_BLUR);
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const fail = (error: unknown) => {
    const key = error instanceof ApiError ? error.errorKey : undefined;
    if (key === "invitation-invalid") return onInvalid();
    if (key === "password-too-weak") {
      setError("password", { message: "forms.errors.passwordCategories" }, { shouldFocus: true });
      return;
    }
    if (key === "passwords-must-match") {
      setError("repeatPassword", { message: "forms.errors.passwordsMustMatch" });
      return;
    }
    setFailure(
      key === "user-already-exists" ||
        key === "username-taken" ||
        key === "sso-unavailable" ||
        key === "rate-limited"
        ? key
        : "create-user-failed",
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { jwt } = await createFromInvitation(host, {
        key: code,
        username: email,
        displayName: values.displayName.trim(),
        password: values.password,
        repeatPassword: values.repeatPassword,
      });
      await land(jwt, domain);
    } catch (error) {
      fail(error);
    }
  });

  const sso = async (provider: SsoSignUpProvider) => {
    setFailure(null);
    setSsoPending(provider);
    try {
      const { jwt } = await createFromInvitationWithSso(host, provider, { key: code });
      await land(jwt, domain);
    } catch (error) {
      fail(error);
    } finally {
      setSsoPending(null);
    }
  };

  const message = (key: string | undefined) =>
    key
      ? t(key, { length: key.endsWith("maxLength") ? NAME_MAX_LENGTH : PASSWORD_MIN_LENGTH })
      : undefined;

  return (
    <Stack gap="5">
      {failure && (
        <Alert.Root status={failure === "sso-unavailable" ? "warning" : "error"} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {failure === "sso-unavailable"
                ? t("invitations.onboarding.create.ssoUnavailable")
                : t(`errors.${failure}`)}
            </Alert.Title>
            {failure === "sso-unavailable" && (
              <Alert.Description>
                {t("invitations.onboarding.create.ssoUnavailableDescription")}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField
            label={t("invitations.onboarding.create.name")}
            error={message(errors.displayName?.message)}
            required
          >
            <Input autoComplete="name" autoFocus {...register("displayName")} />
          </FormField>
          <Field.Root readOnly>
            <Field.Label>{t("invitations.onboarding.create.email")}</Field.Label>
            <Input type="email" value={email} readOnly autoComplete="username" bg="bg.muted" />
          </Field.Root>
          <FormField
            label={t("invitations.onboarding.create.password")}
            error={message(errors.password?.message)}
            helper={t("invitations.onboarding.create.passwordHelp", {
              length: PASSWORD_MIN_LENGTH,
            })}
            required
          >
            <Input type="password" autoComplete="new-password" {...register("password")} />
          </FormField>
          <FormField
            label={t("invitations.onboarding.create.repeatPassword")}
            error={message(errors.repeatPassword?.message)}
            required
          >
            <Input type="password" autoComplete="new-password" {...register("repeatPassword")} />
          </FormField>
          <SubmitButton colorPalette="brand" size="lg" loading={isSubmitting} width="100%">
            {t("invitations.onboarding.create.submit")}
          </SubmitButton>
        </Stack>
      </form>

      <SsoButtons
        intent="signUp"
        domain={domain}
        pending={ssoPending}
        onSso={sso}
        disabled={isSubmitting}
      />
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t("invitations.onboarding.create.haveUser")}{" "}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={localize(paths.login)}>
            {t("invitations.onboarding.create.signIn")}
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
