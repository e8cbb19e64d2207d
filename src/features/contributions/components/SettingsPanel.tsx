import { Alert, Button, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ContributionSettings } from "../../../../domain/schemas/contribution";
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

/** The channel's user-contribution settings (spec §3): six switches, each saved at once. */
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
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t("contributions.errors.settingsFetch")}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => query.refetch()}>
          {t("common.retry")}
        </Button>
      </Alert.Root>
    );
  const settings = query.data;
  return (
    <Stack
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg"
      p={{ base: "4", md: "5" }}
      maxWidth="xl"
      data-testid="contribution-settings"
    >
      {!canEdit && (
        <Text fontSize="sm" color="fg.muted">
          {t("contributions.settings.readOnly")}
        </Text>
      )}
      {SETTING_KEYS.map((key) => (
        <Switch.Root
          key={key}
          checked={settings[key]}
          disabled={!canEdit}
          colorPalette="brand"
          justifyContent="space-between"
          width="full"
          onCheckedChange={(e) =>
            save.mutate(
              { ...settings, [key]: e.checked },
              {
                onSuccess: () =>
                  toaster.create({ type: "success", title: t("contributions.settings.saved") }),
                onError: () =>
                  toaster.create({ type: "error", title: t("contributions.errors.settings") }),
              },
            )
          }
        >
          <Switch.HiddenInput />
          <Stack gap="0">
            <Switch.Label>{t(`contributions.settings.${key}`)}</Switch.Label>
            <Text fontSize="xs" color="fg.muted">
              {t(`contributions.settings.${key}Hint`)}
            </Text>
          </Stack>
          <Switch.Control />
        </Switch.Root>
      ))}
    </Stack>
  );
}
