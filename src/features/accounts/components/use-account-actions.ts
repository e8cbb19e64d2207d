import { useTranslation } from "react-i18next";
import { toHost } from "../../../../domain/host";
import type { Account, NewSubAccount } from "../../../../domain/schemas/account";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { useCreateSubAccounts, useRenameAccount } from "../api/account-mutations";

/** Create and rename with their toasts, shared by the accounts page and the accounts tab. */
export function useAccountActions(organizationHost: string) {
  const { t } = useTranslation();
  const create = useCreateSubAccounts(organizationHost);
  const rename = useRenameAccount();

  const createAccounts = async (accounts: NewSubAccount[]) => {
    const created = await create.mutateAsync(accounts);
    toaster.create({
      type: "success",
      title: t("accounts.create.done", {
        count: created.length,
        keys: created.map((a) => `@${a.accountKey}`).join(", "),
      }),
    });
  };

  const renameAccount = async (account: Pick<Account, "accountKey" | "domain">, name: string) => {
    try {
      const renamed = await rename.mutateAsync({
        host: toHost({ accountKey: account.accountKey, accountDomain: account.domain }),
        displayName: name,
      });
      toaster.create({
        type: "success",
        title: t("accounts.rename.done", { name: renamed.displayName }),
      });
    } catch (error) {
      toaster.create({
        type: "error",
        title:
          error instanceof ApiError && error.errorKey && error.errorKey !== "validation-failed"
            ? t(`errors.${error.errorKey}`)
            : t("accounts.rename.failed"),
      });
      throw error;
    }
  };

  return { createAccounts, renameAccount };
}
