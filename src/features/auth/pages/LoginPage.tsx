import { Alert, Field, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { accessFromDto } from "../../../../domain/access";
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
import { AuthHeading } from "../components/AuthHeading";
import { RegionSelect } from "../components/RegionSelect";
import { SsoButtons } from "../components/SsoButtons";
import { type LoginFieldName, useLoginFields } from "../hooks/use-login-fields";
import { useRegion } from "../hooks/use-region";
import { safeRedirectUrl } from "../lib/redirect-url";
import { endSession, startSession } from "../lib/session";

/** The login messages of spec §8, each a key under auth.login.errors. */
type LoginMessage =
  | "not-authenticated"
  | "sso-unavailable"
  | "no-region-selected"
  | "error-while-logging-in"
  | "rate-limited"
  | "sso-required-google"
  | "sso-required-microsoft";

/** The messages that say more under their title. */
const DESCRIBED: ReadonlySet<LoginMessage> = new Set(["not-authenticated", "sso-unavailable"]);

/** What each field is to the browser (keyboard, password managers). */
const INPUT_KIND = {
  email: { type: "email", autoComplete: "username" },
  password: { type: "password", autoComplete: "current-password" },
} as const satisfies Record<LoginFieldName, { type: string; autoComplete: string }>;

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
  const fields = useLoginFields();
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  } satisfies Record<LoginFieldName, unknown>;

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = fields.submit();
    if (!result.ok) {
      inputs[result.firstInvalid].current?.focus();
      return;
    }
    setMessage(null);
    if (!region.selected) {
      setMessage("no-region-selected");
      return;
    }
    setSubmitting(true);
    try {
      const { jwt } = await authenticate(region.selected, result.values);
      await finish(jwt, region.selected);
    } catch (error) {
      setMessage(messageFor(error));
    } finally {
      setSubmitting(false);
    }
  };

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

  // Chakra names the message in aria-errormessage only; screen readers read aria-describedby.
  const errorIdPrefix = useId();
  const field = (name: LoginFieldName, label: ReactNode) => {
    const error = fields.errors[name];
    const errorId = `${errorIdPrefix}-${name}-error`;
    return (
      <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId }}>
        {label}
        <Input
          ref={inputs[name]}
          name={name}
          {...INPUT_KIND[name]}
          aria-describedby={error ? errorId : undefined}
          {...fields.bind(name)}
        />
        <Field.ErrorText>
          {error ? t(error, { length: fields.maxLength[name] }) : undefined}
        </Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <AuthCard>
      <AuthHeading title={t("auth.login.heading")} subtitle={t("auth.login.subtitle")} />

      {message && (
        <Alert.Root status={message === "sso-unavailable" ? "warning" : "error"} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(`auth.login.errors.${message}`)}</Alert.Title>
            {DESCRIBED.has(message) && (
              <Alert.Description>{t(`auth.login.errors.${message}-description`)}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}

      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <RegionSelect region={region} invalid={message === "no-region-selected"} />
          {field("email", <Field.Label>{t("auth.login.email")}</Field.Label>)}
          {field(
            "password",
            <HStack justify="space-between" width="100%">
              <Field.Label>{t("auth.login.password")}</Field.Label>
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to={localize(paths.forgotPassword)}>
                  {t("auth.login.forgotPassword")}
                </RouterLink>
              </Link>
            </HStack>,
          )}
          {/* Until the regions are in, a submit could only answer "no region selected". */}
          <SubmitButton
            colorPalette="brand"
            size="lg"
            loading={isSubmitting}
            disabled={region.status === "loading"}
            width="100%"
          >
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
