import { Tabs } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ChannelAbilities } from "../../../../domain/schemas/abilities";
import { ContributionList } from "./ContributionList";
import { SettingsPanel } from "./SettingsPanel";

/**
 * User contribution: Comments, Questions, Bin (Comments, Questions), Settings.
 * What the tabs offer follows the channel's abilities, as the server decided them.
 */
export function ContributionsScreen({
  host,
  channelId,
  abilities,
}: {
  host: string;
  channelId: string;
  abilities: ChannelAbilities;
}) {
  const { t } = useTranslation();
  const seesPending = abilities.seePendingContributions;
  const canModerate = abilities.moderateContributions;
  const canEditSettings = abilities.editContributionSettings;
  const common = { host, channelId, seesPending };
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
