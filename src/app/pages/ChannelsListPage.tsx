import ChannelsPage from "../../features/channels/components/ChannelsPage";
import { TagsDialog } from "../../features/tags";

/** The channels list with the tags manager composed in ("Manage tags"). */
export default function ChannelsListPage() {
  return <ChannelsPage TagsDialog={TagsDialog} />;
}
