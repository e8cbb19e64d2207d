import { Alert, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { ApiError } from "../../../lib/api-client";
import { useLocalize } from "../../../lib/use-locale";
import { OnboardingCard } from "./OnboardingCard";

/** While the link is checked: the card's outline with placeholders. */
export function InvitationChecking() {
  const { t } = useTranslation();
  return (
    <OnboardingCard title={t("invitations.onboarding.checking")}>
      <Stack gap="3" aria-busy="true">
        <Skeleton height="10" borderRadius="l2" />
        <Skeleton height="10" borderRadius="l2" />
        <Skeleton height="10" borderRadius="l2" />
      </Stack>
    </OnboardingCard>
  );
}

/** "Invitation not valid": expired, used, withdrawn or unknown, with a way to sign in. */
export function InvitationInvalid() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <OnboardingCard title={t("errors.invitation-invalid")}>
      <Text color="fg.muted">{t("invitations.onboarding.invalid.description")}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={localize(paths.login)}>
          {t("invitations.onboarding.invalid.signIn")}
        </RouterLink>
      </Button>
    </OnboardingCard>
  );
}

export const isInvalidInvitation = (error: unknown): boolean =>
  error instanceof ApiError && (error.errorKey === "invitation-invalid" || error.status === 404);

/** A failed look-up: "not valid" for a dead link, otherwise an error with a retry. */
export function InvitationLookupError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (isInvalidInvitation(error)) return <InvitationInvalid />;
  return (
    <OnboardingCard title={t("invitations.onboarding.loadError")}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {error instanceof ApiError && error.errorKey
            ? t(`errors.${error.errorKey}`)
            : t("invitations.errors.genericDescription")}
        </Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={retry}>
          {t("common.retry")}
        </Button>
      </Alert.Root>
    </OnboardingCard>
  );
}
