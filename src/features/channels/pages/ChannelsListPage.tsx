import { lazy } from "react";
import { withEveryString } from "../../../lib/i18n";
import ChannelsPage from "../components/ChannelsPage";

// The tags manager loads when "Manage tags" is first used, not with the list; its strings are
// not the list's own (src/lib/first-screen-strings.ts), so it waits for the whole language.
const TagsDialog = lazy(
  withEveryString(() => import("../../tags").then((m) => ({ default: m.TagsDialog }))),
);

/** The channels list with the tags manager composed in ("Manage tags"). */
export default function ChannelsListPage() {
  return <ChannelsPage TagsDialog={TagsDialog} />;
}
