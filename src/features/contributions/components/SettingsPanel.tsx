import { Box, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ContributionSettings } from "../../../../domain/schemas/contribution";
import { ListLoadError } from "../../../components/ListStates";
import { SwitchRow } from "../../../components/SwitchList";
import { toaster } from "../../../components/toaster";
import { useContributionSettings, useSaveContributionSettings } from "../api/contributions";

export const SETTING_KEYS = [
  "comments",
  "questions",
  "imageUpload",
  "requireContactInfo",
  "hideContactField",
  "hideNameField",
] as const satisfies readonly (keyof ContributionSettings)[];
type SettingKey = (typeof SETTING_KEYS)[number];

/** The channel's user-contribution settings: six switches, each saved at once. */
export function SettingsPanel({
  host,
  channelId,
  canEdit,
}: {
  host: string;
  channelId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const query = useContributionSettings(host, channelId);
  const save = useSaveContributionSettings(host, channelId);

  if (query.isPending) return <Skeleton height="48" borderRadius="l3" />;
  if (query.isError)
    return (
      <ListLoadError
        title={t("contributions.errors.settingsFetch")}
        onRetry={() => query.refetch()}
      />
    );
  const settings = query.data;
  const change = (key: SettingKey, checked: boolean) =>
    save.mutate(
      { ...settings, [key]: checked },
      {
        onSuccess: () =>
          toaster.create({ type: "success", title: t("contributions.settings.saved") }),
        onError: () => toaster.create({ type: "error", title: t("contributions.errors.settings") }),
      },
    );
  return (
    <Stack gap="3" maxWidth="xl" data-testid="contribution-settings">
      {!canEdit && (
        <Text fontSize="sm" color="fg.muted">
          {t("contributions.settings.readOnly")}
        </Text>
      )}
      <Box borderWidth="1px" borderRadius="l3" bg="bg">
        {SETTING_KEYS.map((key, index) => (
          <SwitchRow
            key={key}
            first={index === 0}
            checked={settings[key]}
            disabled={!canEdit}
            label={t(`contributions.settings.${key}`)}
            description={t(`contributions.settings.${key}Hint`)}
            onChange={(checked) => change(key, checked)}
          />
        ))}
      </Box>
    </Stack>
  );
}
