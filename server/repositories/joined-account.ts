import type { AccountRow } from "../db/schema";

/** The account a record carries: what its screens and mails name it by. */
export type JoinedAccount = Pick<
  AccountRow,
  "id" | "domain" | "account_key" | "name" | "display_name"
>;

/** The columns of the account joined as `a`, selected next to a row that has `account_id`. */
export const joinedAccountColumns = [
  "a.domain as account_domain",
  "a.account_key as account_account_key",
  "a.name as account_name",
  "a.display_name as account_display_name",
] as const;

interface WithAccountColumns {
  account_id: string;
  account_domain: string;
  account_account_key: string;
  account_name: string;
  account_display_name: string;
}

/** A row selected with joinedAccountColumns: the row as stored, with the account beside it. */
export const withJoinedAccount = <T extends WithAccountColumns>({
  account_domain,
  account_account_key,
  account_name,
  account_display_name,
  ...row
}: T) => ({
  ...row,
  account: {
    id: row.account_id,
    domain: account_domain,
    account_key: account_account_key,
    name: account_name,
    display_name: account_display_name,
  } satisfies JoinedAccount,
});
