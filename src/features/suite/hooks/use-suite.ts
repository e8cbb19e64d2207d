import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { channelAbilities, postAbilities } from "../../../../domain/abilities";
import { toHost } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import { canPublish } from "../../../../domain/permissions";
import type { PluginId } from "../../../../domain/plugins";
import { useLocalize } from "../../../lib/use-locale";
import { useIsAuthenticated } from "../../auth/session";
import { getOverview, postKeys } from "../../posts";
import { useCurrentAccount, useProfileOverview } from "../../profile";

/** What every suite screen needs: the channel, the account access and the signed-in user. */
/** One empty list, so a memoized editor does not see a new one on every render. */
const NO_PLUGINS: readonly PluginId[] = [];

export function useSuite() {
  const { accountDomain = "", accountKey = "", channelId = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const account = useCurrentAccount();
  const profile = useProfileOverview(useIsAuthenticated());
  const localize = useLocalize();
  const user = profile.data?.userInformation.user ?? null;
  const base = localize(paths.channel(accountDomain, accountKey, channelId));
  return {
    accountDomain,
    accountKey,
    channelId,
    host,
    access: account?.access ?? null,
    plugins: account?.dto.plugins ?? NO_PLUGINS,
    user,
    authorName: user?.mainAuthor.displayName ?? user?.displayName ?? "",
    canPublish: account ? canPublish(account.access, channelId) : false,
    canUseAi: account
      ? channelAbilities({ access: account.access, userId: user?.userId ?? null }, channelId).useAi
      : false,
    // The post the user writes is theirs: its keyEvent ability as the server will decide it.
    canMarkKeyEvent:
      account && user
        ? postAbilities(
            { access: account.access, userId: user.userId },
            { kind: "post", channelId, createdBy: user.userId, authorId: user.userId },
          ).keyEvent
        : false,
    base,
  };
}

export const useOverview = (host: string, channelId: string) =>
  useQuery({
    queryKey: postKeys.overview(host, channelId),
    queryFn: ({ signal }) => getOverview(host, channelId, signal),
    staleTime: 0,
    refetchInterval: 10_000,
    enabled: !!channelId,
  });
