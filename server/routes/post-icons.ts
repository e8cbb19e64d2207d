import type { PostIcon } from "../../domain/schemas/channel-editors";
import { ZPostIconList } from "../../domain/schemas/channel-editors";
import { ZHostParams } from "../../domain/schemas/common";
import { allow } from "../auth/authorize";
import { authenticate, requireHostAccess } from "../auth/plugin";
import type { RoutePlugin } from "./plugin";

const icon = (group: PostIcon["group"], id: string, label: string, symbol: string): PostIcon => ({
  id: `${group}-${id}`,
  group,
  label,
  symbol,
});

/** The built-in icons; the custom group (uploaded icons) is empty for now. */
export const BUILT_IN_POST_ICONS: readonly PostIcon[] = [
  icon("sport", "goal", "Goal", "⚽"),
  icon("sport", "yellow-card", "Yellow card", "🟨"),
  icon("sport", "red-card", "Red card", "🟥"),
  icon("sport", "substitution", "Substitution", "🔄"),
  icon("sport", "whistle", "Whistle", "📣"),
  icon("sport", "kick-off", "Kick-off", "⏱️"),
  icon("sport", "full-time", "Full time", "🏁"),
  icon("sport", "injury", "Injury", "🚑"),
  icon("sport", "var", "VAR", "📺"),
  icon("sport", "penalty", "Penalty", "🎯"),
  // Not plain "Save": it sits among the editor's buttons, where "Save" reads as an action.
  icon("sport", "save", "Goalkeeper save", "🧤"),
  icon("sport", "corner", "Corner", "🚩"),
  icon("sport", "chance", "Chance", "💥"),
  icon("sport", "trophy", "Trophy", "🏆"),
  icon("misc", "breaking", "Breaking", "🔴"),
  icon("misc", "quote", "Quote", "💬"),
  icon("misc", "photo", "Photo", "📷"),
  icon("misc", "video", "Video", "🎥"),
  icon("misc", "update", "Update", "🔄"),
  icon("misc", "warning", "Warning", "⚠️"),
  icon("misc", "info", "Information", "ℹ️"),
  icon("misc", "pin", "Pin", "📌"),
  icon("misc", "time", "Time", "🕒"),
  icon("misc", "vote", "Vote", "🗳️"),
  icon("misc", "chart", "Figures", "📊"),
  icon("misc", "star", "Highlight", "⭐"),
  icon("misc", "lightning", "Flash", "⚡"),
];

export const postIconRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  app.get(
    "/post-icons/:host",
    {
      schema: { params: ZHostParams, response: { 200: ZPostIconList } },
      preHandler: [
        authenticate(services),
        requireHostAccess(services),
        allow<"feature">("use", () => ({ kind: "feature", flag: "postIcons" })),
      ],
    },
    async () => [...BUILT_IN_POST_ICONS],
  );
};
