import { useNavigate } from "react-router-dom";
import { useLive } from "../../live";
import { SuiteFeed } from "../components/SuiteFeed";
import { useSuite } from "../hooks/use-suite";

/** The feed tab: narrow screens only (the route is not found at 768 px and wider). */
export default function FeedPage() {
  const suite = useSuite();
  const navigate = useNavigate();
  const live = useLive();
  return (
    <SuiteFeed
      suite={suite}
      live={live}
      onEdit={(post) => navigate(suite.base, { state: { editPost: post } })}
    />
  );
}
