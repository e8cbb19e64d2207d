import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import type { PluginId } from "../../../../domain/plugins";
import { includesChannel } from "../../../../domain/schemas/abilities";
import type { PostRequest } from "../../../../domain/schemas/post";
import { useLocalize } from "../../../lib/use-locale";
import { useIsAuthenticated } from "../../auth/session";
import { createDraft, draftKeys } from "../../drafts";
import { getOverview, postKeys } from "../../posts";
import { useCurrentAccount, useProfileOverview } from "../../profile";

/** One empty list, so a memoized editor does not see a new one on every render. */
const NO_PLUGINS: readonly PluginId[] = [];

type ChannelSets = "publishChannels" | "aiChannels" | "keyEventChannels";

/** What every suite screen needs: the channel, the account access and the signed-in user. */

export function useSuite() {
  const { accountDomain = "", accountKey = "", channelId = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const account = useCurrentAccount();
  const profile = useProfileOverview(useIsAuthenticated());
  const localize = useLocalize();
  const user = profile.data?.userInformation.user ?? null;
  const base = localize(paths.channel(accountDomain, accountKey, channelId));
  const client = useQueryClient();
  // AI mode's summary draft: the suite owns drafts, the editor's AI panel only asks for one.
  const createSummaryDraft = useCallback(
    async (input: PostRequest) => {
      await createDraft(host, channelId, input);
      void client.invalidateQueries({ queryKey: draftKeys.list(host, channelId) });
    },
    [client, host, channelId],
  );
  const abilities = account?.abilities;
  // What the server says the user may do in this channel (the profile carries it per account).
  const inChannel = (set: ChannelSets) =>
    abilities ? includesChannel(abilities[set], channelId) : false;
  return {
    accountDomain,
    accountKey,
    channelId,
    host,
    access: account?.dto ?? null,
    plugins: account?.dto.plugins ?? NO_PLUGINS,
    user,
    authorName: user?.mainAuthor.displayName ?? user?.displayName ?? "",
    canPublish: inChannel("publishChannels"),
    canUseAi: inChannel("aiChannels"),
    // The post the user writes is theirs: where the server lets them mark their own key events.
    canMarkKeyEvent: user ? inChannel("keyEventChannels") : false,
    createDraft: createSummaryDraft,
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
