import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../lib/use-locale";
import { usePublicInvitation } from "../api/onboarding";
import { CreateUserForm } from "../components/CreateUserForm";
import {
  InvitationChecking,
  InvitationInvalid,
  InvitationLookupError,
} from "../components/InvitationLookupState";
import { OnboardingCard } from "../components/OnboardingCard";
import { RegistrationRequestForm } from "../components/RegistrationRequestForm";

/**
 * /create-account/{domain}/{code}: from a mailed invitation, create the user; from a
 * registration page's url, ask for an invitation.
 */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", confirmationCode = "" } = useParams();
  const lookup = usePublicInvitation(accountDomain, confirmationCode);
  const [invalid, setInvalid] = useState(false);
  const markInvalid = () => setInvalid(true);

  if (invalid) return <InvitationInvalid />;
  if (lookup.isPending) return <InvitationChecking />;
  if (lookup.isError)
    return <InvitationLookupError error={lookup.error} retry={() => lookup.refetch()} />;

  const found = lookup.data;
  if (found.kind === "registration-page") {
    return (
      <OnboardingCard
        title={t("invitations.onboarding.request.title", { account: found.accountName })}
        subtitle={t("invitations.onboarding.request.subtitle", { domain: `@${found.emailDomain}` })}
      >
        <RegistrationRequestForm
          domain={accountDomain}
          code={confirmationCode}
          emailDomain={found.emailDomain}
          onInvalid={markInvalid}
        />
      </OnboardingCard>
    );
  }
  if (found.existingUser) {
    return (
      <OnboardingCard title={t("invitations.onboarding.create.title")}>
        <Text color="fg.muted">
          {t("invitations.onboarding.create.existing", { email: found.email })}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={localize(paths.confirmInvitation(accountDomain, confirmationCode))}>
            {t("invitations.onboarding.create.existingAction")}
          </RouterLink>
        </Button>
      </OnboardingCard>
    );
  }
  return (
    <OnboardingCard
      title={t("invitations.onboarding.create.title")}
      subtitle={t("invitations.onboarding.create.subtitle", { account: found.accountName })}
    >
      <CreateUserForm
        host={found.host}
        domain={accountDomain}
        code={confirmationCode}
        email={found.email}
        onInvalid={markInvalid}
      />
    </OnboardingCard>
  );
}
