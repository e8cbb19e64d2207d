import { Tabs } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { type AccountAccess, holdsRight } from "../../../../domain/permissions";
import { ContributionList } from "./ContributionList";
import { SettingsPanel } from "./SettingsPanel";

/** User contribution (spec §2): Comments, Questions, Bin (Comments, Questions), Settings. */
export function ContributionsScreen({
  host,
  channelId,
  access,
}: {
  host: string;
  channelId: string;
  access: AccountAccess;
}) {
  const { t } = useTranslation();
  const seesPending = holdsRight(access, "UCOtherContributions");
  const canModerate = holdsRight(access, "UCEditDelete");
  const canEditSettings = holdsRight(access, "manageChannels");
  const common = { host, channelId, seesPending, canModerate };
  return (
    <Tabs.Root defaultValue="comments" variant="line" colorPalette="brand" lazyMount unmountOnExit>
      <Tabs.List>
        <Tabs.Trigger value="comments">{t("contributions.tabs.comments")}</Tabs.Trigger>
        <Tabs.Trigger value="questions">{t("contributions.tabs.questions")}</Tabs.Trigger>
        {canModerate && <Tabs.Trigger value="bin">{t("contributions.tabs.bin")}</Tabs.Trigger>}
        <Tabs.Trigger value="settings">{t("contributions.tabs.settings")}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="comments">
        <ContributionList {...common} kind="comment" />
      </Tabs.Content>
      <Tabs.Content value="questions">
        <ContributionList {...common} kind="question" />
      </Tabs.Content>
      {canModerate && (
        <Tabs.Content value="bin">
          <Tabs.Root defaultValue="comment" variant="enclosed" size="sm" lazyMount unmountOnExit>
            <Tabs.List>
              <Tabs.Trigger value="comment">{t("contributions.tabs.comments")}</Tabs.Trigger>
              <Tabs.Trigger value="question">{t("contributions.tabs.questions")}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="comment">
              <ContributionList {...common} kind="comment" bin />
            </Tabs.Content>
            <Tabs.Content value="question">
              <ContributionList {...common} kind="question" bin />
            </Tabs.Content>
          </Tabs.Root>
        </Tabs.Content>
      )}
      <Tabs.Content value="settings">
        <SettingsPanel host={host} channelId={channelId} canEdit={canEditSettings} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
