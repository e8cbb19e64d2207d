import { TagsDialog } from "../../tags";
import ChannelsPage from "../components/ChannelsPage";

/** The channels list with the tags manager composed in ("Manage tags"). */
export default function ChannelsListPage() {
  return <ChannelsPage TagsDialog={TagsDialog} />;
}
