import { Button, EmptyState, Flex, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toHost } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import type { Account } from "../../../../domain/schemas/account";
import { PlusIcon, UsersIcon } from "../../../components/icons";
import { Notice, RetryButton } from "../../../components/Notice";
import { useLocalize } from "../../../lib/use-locale";
import { useSubAccounts } from "../api/get-sub-accounts";
import { AccountList, AccountRow } from "./AccountRow";
import { CreateSubAccountsDialog } from "./CreateSubAccountsDialog";
import { RenameAccountDialog } from "./RenameAccountDialog";
import { useAccountActions } from "./use-account-actions";

export interface SubAccountsSectionProps {
  /** The organisation's top-level account. */
  root: Pick<Account, "domain" | "accountKey">;
  /** Whether the user may open an account's channels (it is in their profile). */
  canOpenChannels: (account: Account) => boolean;
  headingLevel?: "h2" | "h3";
}

/** The organisation's sub-accounts with create and rename, in every state. */
export function SubAccountsSection({
  root,
  canOpenChannels,
  headingLevel = "h2",
}: SubAccountsSectionProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const host = toHost({ accountKey: root.accountKey, accountDomain: root.domain });
  const query = useSubAccounts(host);
  const { createAccounts, renameAccount } = useAccountActions(host);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Account | null>(null);
  const list = query.data ?? [];

  return (
    <Stack gap="3" as="section" aria-labelledby="sub-accounts-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as={headingLevel} size="lg" id="sub-accounts-heading">
            {t("accounts.page.subAccounts")}
          </Heading>
          {query.data && (
            <Text fontSize="sm" color="fg.muted">
              {t("accounts.page.subAccountsCount", { count: list.length })}
            </Text>
          )}
        </Stack>
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
          <PlusIcon />
          {t("accounts.create.button")}
        </Button>
      </Flex>

      {query.isPending && (
        <Stack gap="0" borderWidth="1px" borderRadius="l3" p="4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="10" my="2" />
          ))}
        </Stack>
      )}
      {query.isError && (
        <Notice
          status="error"
          title={t("accounts.page.loadFailed")}
          action={<RetryButton onRetry={() => query.refetch()} />}
        />
      )}
      {query.data && list.length === 0 && (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <UsersIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("accounts.page.empty")}</EmptyState.Title>
            <EmptyState.Description>{t("accounts.page.emptyHint")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {list.length > 0 && (
        <AccountList label={t("accounts.page.subAccounts")}>
          {list.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              channelsPath={
                canOpenChannels(account)
                  ? localize(paths.channels(account.domain, account.accountKey))
                  : undefined
              }
              adminPath={localize(
                `${paths.account(account.domain, account.accountKey)}/details/overview`,
              )}
              onRename={() => setRenaming(account)}
            />
          ))}
        </AccountList>
      )}

      <CreateSubAccountsDialog
        open={creating}
        existingKeys={[root.accountKey, ...list.map((a) => a.accountKey)]}
        onCreate={createAccounts}
        onClose={() => setCreating(false)}
      />
      <RenameAccountDialog
        open={renaming !== null}
        accountKey={renaming?.accountKey ?? ""}
        displayName={renaming?.displayName ?? ""}
        onRename={(name) => (renaming ? renameAccount(renaming, name) : Promise.resolve())}
        onClose={() => setRenaming(null)}
      />
    </Stack>
  );
}
