import { displayAccountKey } from "../../../../domain/host";
import type { InvitableAccount } from "../../../../domain/schemas/invitation";

/**
 * The options of an account selector: the organisation's accounts, sub-accounts indented
 * under their parent. Until the list loads, the page's own account is the one option.
 */
export function AccountOptions({
  accounts,
  current,
  placeholder,
}: {
  accounts: readonly InvitableAccount[] | undefined;
  current: string;
  placeholder: string;
}) {
  if (!accounts) return <option value={current}>{displayAccountKey(current)}</option>;
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {accounts.map((a) => (
        <option key={a.accountKey} value={a.accountKey}>
          {`${a.parentAccountKey ? "— " : ""}${a.accountName} (${displayAccountKey(a.accountKey)})`}
        </option>
      ))}
    </>
  );
}
