import { useNavigate } from "react-router-dom";
import { useLive } from "../../live";
import { Feed } from "../../posts";
import { useSuite } from "../hooks/use-suite";

/** The feed tab: narrow screens only (the route is not found at 768 px and wider). */
export default function FeedPage() {
  const suite = useSuite();
  const navigate = useNavigate();
  const live = useLive();
  if (!suite.access) return null;
  return (
    <Feed
      host={suite.host}
      channelId={suite.channelId}
      access={suite.access}
      live={live.bus}
      liveOpen={live.status === "open"}
      onEdit={(post) => navigate(suite.base, { state: { editPost: post } })}
    />
  );
}
