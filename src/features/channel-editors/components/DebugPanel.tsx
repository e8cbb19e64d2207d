import { Badge, Code, DataList, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { RIGHT_NAMES } from "../../../../domain/roles";
import type { AccountAccessDto } from "../../../../domain/schemas/profile";

function OnOff({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <HStack as="li" justify="space-between" gap="2" py="1" borderBottomWidth="1px" minWidth="0">
      <Text fontSize="sm" fontFamily="mono" truncate>
        {label}
      </Text>
      <Badge size="sm" variant={on ? "solid" : "outline"} colorPalette={on ? "green" : "gray"}>
        {on ? t("channelEditors.debug.on") : t("channelEditors.debug.off")}
      </Badge>
    </HStack>
  );
}

/** A titled list of names, each on or off. */
function OnOffList({ title, entries }: { title: string; entries: [string, boolean][] }) {
  return (
    <Stack gap="2">
      <Heading as="h4" size="xs" color="fg.muted" textTransform="uppercase">
        {title}
      </Heading>
      <Stack as="ul" gap="0" aria-label={title}>
        {entries.map(([label, on]) => (
          <OnOff key={label} label={label} on={on} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Read-only facts for support: ids, the account's feature flags and the user's rights. */
export function DebugPanel({
  channelId,
  host,
  access,
}: {
  channelId: string;
  host: string;
  access: AccountAccessDto;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t("channelEditors.debug.channelId")}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code size="sm" wordBreak="break-all" data-testid="debug-channel-id">
              {channelId}
            </Code>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("channelEditors.debug.host")}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code size="sm">{host}</Code>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("channelEditors.debug.role")}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code size="sm">{access.role}</Code>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <OnOffList
          title={t("channelEditors.debug.features")}
          entries={Object.entries(access.abilities.features)}
        />
        <OnOffList
          title={t("channelEditors.debug.rights")}
          entries={RIGHT_NAMES.map((right) => [right, access.abilities.rights[right]])}
        />
      </SimpleGrid>
    </Stack>
  );
}
