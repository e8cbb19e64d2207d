import { Alert, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Navigate,
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
} from "react-router-dom";
import { paths } from "../../../../domain/paths";
import type { PublicInvitation } from "../../../../domain/schemas/invitation";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { useLocalize } from "../../../lib/use-locale";
import { endSession, useIsAuthenticated } from "../../auth";
import { useProfileOverview } from "../../profile";
import { acceptInvitation, usePublicInvitation } from "../api/onboarding";
import { InvitationFailure } from "../components/InvitationFailure";
import {
  InvitationChecking,
  InvitationInvalid,
  InvitationLookupError,
} from "../components/InvitationLookupState";
import { OnboardingCard } from "../components/OnboardingCard";

type Found = Extract<PublicInvitation, { kind: "invitation" }>;

/** What the signed-in (or signed-out) visitor can do with the invitation. */
function AcceptPanel({ invitation, onInvalid }: { invitation: Found; onInvalid: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const location = useLocation();
  const { accountDomain = "", confirmationCode = "" } = useParams();
  const authenticated = useIsAuthenticated();
  const profile = useProfileOverview(authenticated);
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const email = invitation.email;

  if (!invitation.existingUser) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">{t("invitations.onboarding.confirm.noUser", { email })}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={localize(paths.createAccount(accountDomain, confirmationCode))}>
            {t("invitations.onboarding.confirm.createInstead")}
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  if (!authenticated) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Stack gap="4">
        <Text color="fg.muted">{t("invitations.onboarding.confirm.signInPrompt", { email })}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={`${localize(paths.login)}?redirectUrl=${encodeURIComponent(here)}`}>
            {t("invitations.onboarding.confirm.signIn")}
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  if (!profile.data) return <Skeleton height="10" borderRadius="l2" />;
  const current = profile.data.userInformation.user.email;
  if (current.toLowerCase() !== email.toLowerCase()) {
    return (
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {t("invitations.onboarding.confirm.wrongUser", { current, email })}
          </Alert.Title>
        </Alert.Root>
        <Button variant="outline" onClick={() => endSession()}>
          {t("invitations.onboarding.confirm.signOut")}
        </Button>
      </Stack>
    );
  }

  const accept = async () => {
    setAccepting(true);
    setFailure(null);
    try {
      const { accountDomain: domain, accountKey } = await acceptInvitation(
        accountDomain,
        confirmationCode,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile.overview });
      toaster.create({
        type: "success",
        title: t("invitations.onboarding.confirm.accepted", { account: invitation.accountName }),
      });
      navigate(localize(paths.channels(domain, accountKey)), { replace: true });
    } catch (error) {
      const key = error instanceof ApiError ? error.errorKey : undefined;
      if (key === "invitation-invalid") return onInvalid();
      setFailure(key ? t(`errors.${key}`) : t("invitations.errors.generic"));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Stack gap="4">
      <InvitationFailure message={failure} />
      <Button colorPalette="brand" size="lg" loading={accepting} onClick={accept}>
        {t("invitations.onboarding.confirm.accept")}
      </Button>
    </Stack>
  );
}

/** /confirm-invitation/{domain}/{code}: a user who already exists accepts an invitation. */
export default function ConfirmInvitationPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", confirmationCode = "" } = useParams();
  const lookup = usePublicInvitation(accountDomain, confirmationCode);
  const [invalid, setInvalid] = useState(false);

  if (invalid) return <InvitationInvalid />;
  if (lookup.isPending) return <InvitationChecking />;
  if (lookup.isError)
    return <InvitationLookupError error={lookup.error} retry={() => lookup.refetch()} />;
  // A registration page's code belongs on the create-account page.
  if (lookup.data.kind === "registration-page") {
    return <Navigate to={localize(paths.createAccount(accountDomain, confirmationCode))} replace />;
  }
  const invitation = lookup.data;
  return (
    <OnboardingCard
      title={t("invitations.onboarding.confirm.title")}
      subtitle={t("invitations.onboarding.confirm.subtitle", {
        account: invitation.accountName,
        email: invitation.email,
      })}
    >
      <AcceptPanel invitation={invitation} onInvalid={() => setInvalid(true)} />
    </OnboardingCard>
  );
}
