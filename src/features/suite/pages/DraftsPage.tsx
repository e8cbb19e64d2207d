import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { queryKeys } from "../../../lib/query-keys";
import { DraftsList } from "../../drafts";
import { useSuite } from "../hooks/use-suite";

/** The drafts tab: editing opens the draft in the editorial tab (Update draft). */
export default function DraftsPage() {
  const suite = useSuite();
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <DraftsList
      host={suite.host}
      channelId={suite.channelId}
      onEdit={(item) => navigate(`${suite.base}?draft=${encodeURIComponent(item.localId)}`)}
      onPublished={() => {
        void client.invalidateQueries({
          queryKey: queryKeys.feed.root(suite.host, suite.channelId),
        });
        void client.invalidateQueries({
          queryKey: queryKeys.channels.overview(suite.host, suite.channelId),
        });
      }}
    />
  );
}
