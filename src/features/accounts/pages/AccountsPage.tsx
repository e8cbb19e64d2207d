import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../../domain/paths";
import type { Account } from "../../../../domain/schemas/account";
import { ListLoadError } from "../../../components/ListStates";
import { PageTitle } from "../../../components/PageTitle";
import { useLocalize } from "../../../lib/use-locale";
import { useCurrentAccount } from "../../profile";
import { useAccountDetails } from "../api/get-account";
import { AccountList, AccountRow } from "../components/AccountRow";
import { RenameAccountDialog } from "../components/RenameAccountDialog";
import { SubAccountsSection } from "../components/SubAccountsSection";
import { useAccountActions } from "../components/use-account-actions";
import { useProfileAccountKeys } from "../components/use-profile-accounts";

/** /accounts (manage.organization): the organisation's top-level account and its sub-accounts. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const current = useCurrentAccount();
  const main = current?.main;
  const domain = main?.domain ?? "";
  const key = main?.accountKey ?? "";
  const details = useAccountDetails(domain, key, Boolean(main));
  const keys = useProfileAccountKeys();
  const canOpenChannels = (a: Account) => keys.has(`${a.domain}/${a.accountKey}`);
  const { renameAccount } = useAccountActions(`${key}.${domain}`);
  const [renaming, setRenaming] = useState(false);
  const root = details.data;

  return (
    <Stack gap={{ base: "6", md: "8" }}>
      <PageTitle title={t("accounts.page.title")} subtitle={t("accounts.page.subtitle")} />

      <Stack gap="3" as="section" aria-labelledby="organisation-heading">
        <Stack gap="0">
          <Heading as="h2" size="lg" id="organisation-heading">
            {t("accounts.page.organisation")}
          </Heading>
          {root?.organizationName && (
            <Text fontSize="sm" color="fg.muted">
              {root.organizationName}
            </Text>
          )}
        </Stack>
        {root ? (
          <AccountList label={t("accounts.page.organisation")}>
            <AccountRow
              account={root}
              badge={t("accounts.topLevel")}
              channelsPath={localize(paths.channels(root.domain, root.accountKey))}
              adminPath={localize(
                `${paths.account(root.domain, root.accountKey)}/details/overview`,
              )}
              onRename={() => setRenaming(true)}
            />
          </AccountList>
        ) : details.isError ? (
          <ListLoadError title={t("accounts.page.loadFailed")} onRetry={() => details.refetch()} />
        ) : (
          <Skeleton height="20" borderRadius="l3" />
        )}
      </Stack>

      {main && (
        <SubAccountsSection root={{ domain, accountKey: key }} canOpenChannels={canOpenChannels} />
      )}

      {root && (
        <RenameAccountDialog
          open={renaming}
          accountKey={root.accountKey}
          displayName={root.displayName}
          onRename={(name) => renameAccount(root, name)}
          onClose={() => setRenaming(false)}
        />
      )}
    </Stack>
  );
}
