import { Skeleton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { Notice, RetryButton } from "../../../components/Notice";
import { useAccountDetails } from "../api/get-account";
import { SettingsHeading } from "./SettingsForm";

/**
 * Loads the account's configuration for a settings page: a skeleton while loading, an alert
 * with retry on failure, then the form with the section's saved values.
 */
export function SettingsLoader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (settings: AccountConfiguration, account: { domain: string; key: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const query = useAccountDetails(accountDomain, accountKey);
  if (query.data) return children(query.data.settings, { domain: accountDomain, key: accountKey });
  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="3xl">
      <SettingsHeading title={title} description={description} />
      {query.isError ? (
        <Notice
          status="error"
          title={t("accounts.settings.loadFailed")}
          description={t("accounts.settings.loadFailedHint")}
          action={<RetryButton onRetry={() => query.refetch()} />}
        />
      ) : (
        <Stack gap="4" role="status" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton height="40" borderRadius="l3" />
          <Skeleton height="28" borderRadius="l3" />
        </Stack>
      )}
    </Stack>
  );
}
