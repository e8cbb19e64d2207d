import { useParams } from "react-router-dom";
import { displayAccountKey, toHost } from "../../../../domain/host";
import { SignInAsButton, useIsAuthenticated } from "../../auth";
import { findAccountDto, useProfileOverview } from "../../profile";
import { UsersPage } from "..";

/**
 * The users list of /accounts/{d}/{k}/details/users, /accounts/{d}/{k}/users and the global
 * /users (the whole organisation of the user's main account), with "sign in as" per row.
 */
export default function UsersListPage() {
  const { accountDomain, accountKey } = useParams();
  const { data: profile } = useProfileOverview(useIsAuthenticated());
  if (!profile) return null;
  const main = profile.mainAccount;
  const organization = !accountDomain || !accountKey;
  const ref = organization
    ? { accountDomain: main.domain, accountKey: main.accountKey }
    : { accountDomain, accountKey };
  const dto = findAccountDto(profile, ref.accountDomain, ref.accountKey);
  const topLevel = [main, ...profile.crossAccounts].find(
    (a) => a.parentAccountKey === null && a.domain === main.domain,
  );
  const me = profile.userInformation.user;

  return (
    <UsersPage
      key={toHost(ref)}
      host={toHost(ref)}
      scope={organization ? "organization" : "account"}
      accountName={dto?.displayName ?? displayAccountKey(ref.accountKey)}
      currentUserId={me.userId}
      canManageOrganization={main.abilities.manageOrganization}
      topLevelAccount={
        topLevel ? { accountKey: topLevel.accountKey, name: topLevel.displayName } : undefined
      }
      rowActions={(user, host) =>
        user.userId === me.userId ? null : (
          <SignInAsButton
            host={host}
            userId={user.userId}
            userName={user.displayName}
            size="xs"
            variant="ghost"
          />
        )
      }
    />
  );
}
