import { Alert, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { displayAccountKey } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import type { Account } from "../../../../domain/schemas/account";
import { Notice, RetryButton } from "../../../components/Notice";
import { useLocalize } from "../../../lib/use-locale";
import { useAccountDetails } from "../api/get-account";
import { AccountList, AccountRow } from "../components/AccountRow";
import { RenameAccountDialog } from "../components/RenameAccountDialog";
import { SubAccountsSection } from "../components/SubAccountsSection";
import { useAccountActions } from "../components/use-account-actions";
import { useProfileAccountKeys } from "../components/use-profile-accounts";
import { SettingsHeading } from "../forms/SettingsForm";

/** Details → accounts: this account (rename) and, on a top-level account, its sub-accounts. */
export default function SubAccountsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "" } = useParams();
  const query = useAccountDetails(accountDomain, accountKey);
  const keys = useProfileAccountKeys();
  const canOpenChannels = (a: Account) => keys.has(`${a.domain}/${a.accountKey}`);
  const { renameAccount } = useAccountActions(`${accountKey}.${accountDomain}`);
  const [renaming, setRenaming] = useState(false);
  const account = query.data;

  return (
    <Stack gap={{ base: "5", md: "6" }}>
      <SettingsHeading
        title={t("pages.details.accounts")}
        description={t("accounts.subAccountsTab.description")}
      />
      {account ? (
        <Stack gap="3">
          <AccountList label={t("accounts.subAccountsTab.thisAccount")}>
            <AccountRow
              account={account}
              badge={account.parentAccountKey ? undefined : t("accounts.topLevel")}
              channelsPath={
                canOpenChannels(account)
                  ? localize(paths.channels(account.domain, account.accountKey))
                  : undefined
              }
              onRename={account.organizationAdmin ? () => setRenaming(true) : undefined}
            />
          </AccountList>
          {!account.organizationAdmin && (
            <Text fontSize="sm" color="fg.muted">
              {t("accounts.subAccountsTab.noRights")}
            </Text>
          )}
          {account.parentAccountKey && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {t("accounts.subAccountsTab.partOf", {
                  parent: displayAccountKey(account.parentAccountKey),
                })}
              </Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      ) : query.isError ? (
        <Notice
          status="error"
          title={t("accounts.page.loadFailed")}
          action={<RetryButton onRetry={() => query.refetch()} />}
        />
      ) : (
        <Skeleton height="20" borderRadius="l3" />
      )}

      {account && !account.parentAccountKey && account.organizationAdmin && (
        <SubAccountsSection root={account} canOpenChannels={canOpenChannels} headingLevel="h3" />
      )}

      {account && (
        <RenameAccountDialog
          open={renaming}
          accountKey={account.accountKey}
          displayName={account.displayName}
          onRename={(name) => renameAccount(account, name)}
          onClose={() => setRenaming(false)}
        />
      )}
    </Stack>
  );
}
