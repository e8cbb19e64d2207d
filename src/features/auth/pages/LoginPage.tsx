import { Alert, Field, Heading, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { accessFromDto } from "../../../../domain/access";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../../domain/constants";
import { defaultLandingPath, paths } from "../../../../domain/paths";
import type { ProfileOverview } from "../../../../domain/schemas/profile";
import { SubmitButton } from "../../../components/SubmitButton";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { GUEST_WITHOUT_CHANNEL, logError } from "../../../lib/session-log";
import { useLocalize } from "../../../lib/use-locale";
import { profileOverviewQuery } from "../../profile";
import { authenticate, authenticateWithSso, type SsoProvider } from "../api/authenticate";
import { AuthCard } from "../components/AuthCard";
import { RegionSelect } from "../components/RegionSelect";
import { SsoButtons } from "../components/SsoButtons";
import { useRegion } from "../hooks/use-region";
import { safeRedirectUrl } from "../lib/redirect-url";
import { endSession, startSession } from "../lib/session";

interface LoginForm {
  email: string;
  password: string;
}

/**
 * react-hook-form's own rules rather than a zod resolver: two fields do not need it, and zod
 * would be most of the first screen's script. The server validates the request with its schema.
 */
const maxLength = (value: number) => ({ value, message: "forms.errors.maxLength" });
const EMAIL_RULES = {
  setValueAs: (value: string) => value.trim(),
  required: "forms.errors.required",
  maxLength: maxLength(EMAIL_MAX_LENGTH),
} as const;
const PASSWORD_RULES = {
  required: "forms.errors.required",
  maxLength: maxLength(PASSWORD_MAX_LENGTH),
} as const;

/** The login messages of spec §8, each a key under auth.login.errors. */
type LoginMessage =
  | "not-authenticated"
  | "sso-unavailable"
  | "no-region-selected"
  | "error-while-logging-in"
  | "rate-limited"
  | "sso-required-google"
  | "sso-required-microsoft";

function messageFor(error: unknown): LoginMessage {
  if (error instanceof ApiError) {
    if (error.errorKey === "sso-unavailable") return "sso-unavailable";
    if (error.errorKey === "sso-required-google" || error.errorKey === "sso-required-microsoft") {
      return error.errorKey;
    }
    if (error.errorKey === "rate-limited" || error.status === 429) return "rate-limited";
    if (error.status === 401) return "not-authenticated";
  }
  return "error-while-logging-in";
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [searchParams] = useSearchParams();
  const region = useRegion();
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const [ssoPending, setSsoPending] = useState<SsoProvider | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ mode: "onBlur" });

  const finish = async (jwt: string, domain: string) => {
    startSession(jwt, domain);
    let profile: ProfileOverview;
    try {
      profile = await queryClient.fetchQuery(profileOverviewQuery());
    } catch (error) {
      logError("Fetching the profile after login failed", error);
      toaster.create({ type: "error", title: t("auth.login.errors.problem-fetching-user") });
      endSession();
      return;
    }
    const landing = defaultLandingPath(accessFromDto(profile.mainAccount));
    if (landing.error) logError(GUEST_WITHOUT_CHANNEL);
    const target = safeRedirectUrl(searchParams.get("redirectUrl")) ?? localize(landing.path);
    navigate(target, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    if (!region.selected) {
      setMessage("no-region-selected");
      return;
    }
    try {
      const { jwt } = await authenticate(region.selected, values);
      await finish(jwt, region.selected);
    } catch (error) {
      setMessage(messageFor(error));
    }
  });

  const sso = async (provider: SsoProvider) => {
    setMessage(null);
    if (!region.selected) {
      setMessage("no-region-selected");
      return;
    }
    setSsoPending(provider);
    try {
      const { jwt } = await authenticateWithSso(region.selected, provider);
      await finish(jwt, region.selected);
    } catch (error) {
      setMessage(messageFor(error) === "rate-limited" ? "rate-limited" : "sso-unavailable");
    } finally {
      setSsoPending(null);
    }
  };

  const fieldError = (key: string | undefined, length: number) =>
    key ? t(key, { length }) : undefined;

  return (
    <AuthCard>
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {t("auth.login.heading")}
        </Heading>
        <Text color="fg.muted">{t("auth.login.subtitle")}</Text>
      </Stack>

      {message && (
        <Alert.Root status={message === "sso-unavailable" ? "warning" : "error"} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(`auth.login.errors.${message}`)}</Alert.Title>
            {message === "not-authenticated" && (
              <Alert.Description>
                {t("auth.login.errors.not-authenticated-description")}
              </Alert.Description>
            )}
            {message === "sso-unavailable" && (
              <Alert.Description>
                {t("auth.login.errors.sso-unavailable-description")}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}

      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <RegionSelect region={region} invalid={message === "no-region-selected"} />
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>{t("auth.login.email")}</Field.Label>
            <Input type="email" autoComplete="username" {...register("email", EMAIL_RULES)} />
            <Field.ErrorText>{fieldError(errors.email?.message, EMAIL_MAX_LENGTH)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)} required>
            <HStack justify="space-between" width="100%">
              <Field.Label>{t("auth.login.password")}</Field.Label>
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to={localize(paths.forgotPassword)}>
                  {t("auth.login.forgotPassword")}
                </RouterLink>
              </Link>
            </HStack>
            <Input
              type="password"
              autoComplete="current-password"
              {...register("password", PASSWORD_RULES)}
            />
            <Field.ErrorText>
              {fieldError(errors.password?.message, PASSWORD_MAX_LENGTH)}
            </Field.ErrorText>
          </Field.Root>
          <SubmitButton colorPalette="brand" size="lg" loading={isSubmitting} width="100%">
            {t("auth.login.submit")}
          </SubmitButton>
        </Stack>
      </form>

      <SsoButtons
        intent="signIn"
        domain={region.selected || null}
        pending={ssoPending}
        onSso={sso}
      />

      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t("auth.login.noAccount")}{" "}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={localize(paths.getStarted)}>{t("auth.login.getStarted")}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
