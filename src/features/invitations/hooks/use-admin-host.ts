import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { useCurrentAccount } from "../../profile";
import type { ListScope } from "../api/invitations";

export interface AdminHost {
  host: string;
  accountKey: string;
  /** Under /accounts/{d}/{k}/…: that account; under the global /users: the whole organisation. */
  scope: ListScope;
}

/** The account the invitation pages work through, and which invitations they list. */
export function useAdminHost(): AdminHost | null {
  const { accountDomain, accountKey } = useParams();
  const current = useCurrentAccount();
  if (accountDomain && accountKey) {
    return { host: toHost({ accountDomain, accountKey }), accountKey, scope: "account" };
  }
  if (!current) return null;
  const { domain, accountKey: mainKey } = current.main;
  return {
    host: toHost({ accountDomain: domain, accountKey: mainKey }),
    accountKey: mainKey,
    scope: "organization",
  };
}
