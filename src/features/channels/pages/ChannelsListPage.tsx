import { lazy } from "react";
import ChannelsPage from "../components/ChannelsPage";

// The tags manager loads when "Manage tags" is first used, not with the list.
const TagsDialog = lazy(() => import("../../tags").then((m) => ({ default: m.TagsDialog })));

/** The channels list with the tags manager composed in ("Manage tags"). */
export default function ChannelsListPage() {
  return <ChannelsPage TagsDialog={TagsDialog} />;
}
