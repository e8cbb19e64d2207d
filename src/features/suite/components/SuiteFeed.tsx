import type { ComponentProps } from "react";
import type { useLive } from "../../live";
import { Feed } from "../../posts";
import type { useSuite } from "../hooks/use-suite";

type Post = Parameters<ComponentProps<typeof Feed>["onEdit"]>[0];

/** The channel's feed as the suite shows it: the screen's channel and access, followed live. */
export function SuiteFeed({
  suite,
  live,
  onEdit,
}: {
  suite: ReturnType<typeof useSuite>;
  live: ReturnType<typeof useLive>;
  onEdit: (post: Post) => void;
}) {
  if (!suite.access) return null;
  return (
    <Feed
      host={suite.host}
      channelId={suite.channelId}
      access={suite.access}
      live={live.bus}
      liveOpen={live.status === "open"}
      onEdit={onEdit}
    />
  );
}
