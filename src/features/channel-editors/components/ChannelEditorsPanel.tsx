import { Accordion, Box, Heading, Span, Stack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { toHost } from "../../../../domain/host";
import { includesChannel } from "../../../../domain/schemas/abilities";
import { useCurrentAccount } from "../../profile";
import { CountdownPanel } from "./CountdownPanel";
import { DebugPanel } from "./DebugPanel";
import { TopTextPanel } from "./TopTextPanel";

export interface ChannelEditorsPanelProps {
  accountDomain: string;
  accountKey: string;
  channelId: string;
}

/** The editors a feature flag switches on: their item value, texts (channelEditors.*) and panel. */
const FLAGGED_EDITORS = [
  { value: "top-text", texts: "topText", flag: "topText", Panel: TopTextPanel },
  { value: "countdown", texts: "countdown", flag: "countdowns", Panel: CountdownPanel },
] as const;

/** Channel editors of the suite's Editorial view: Top Text, Countdown widget and Debug. */
export const ChannelEditorsPanel = memo(function ChannelEditorsPanel({
  accountDomain,
  accountKey,
  channelId,
}: ChannelEditorsPanelProps) {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  if (!account) return null;
  const { abilities } = account;
  const host = toHost({ accountDomain, accountKey });
  const editable = includesChannel(abilities.publishChannels, channelId);
  const items = [
    ...FLAGGED_EDITORS.filter(({ flag }) => abilities.features[flag]).map(
      ({ value, texts, Panel }) => ({
        value,
        title: t(`channelEditors.${texts}.heading`),
        hint: t(`channelEditors.${texts}.hint`),
        body: <Panel host={host} channelId={channelId} editable={editable} />,
      }),
    ),
    {
      value: "debug",
      title: t("channelEditors.debug.heading"),
      hint: t("channelEditors.debug.hint"),
      body: <DebugPanel channelId={channelId} host={host} access={account.dto} />,
    },
  ];

  return (
    <Stack
      as="section"
      gap="3"
      aria-labelledby="channel-editors-heading"
      data-testid="channel-editors"
    >
      <Heading as="h2" size="md" id="channel-editors-heading">
        {t("channelEditors.title")}
      </Heading>
      <Accordion.Root
        multiple
        collapsible
        defaultValue={[items[0]?.value ?? "debug"]}
        variant="enclosed"
        lazyMount
      >
        {items.map((item) => (
          <Accordion.Item key={item.value} value={item.value}>
            <Accordion.ItemTrigger cursor="pointer">
              <Stack gap="0" flex="1" textAlign="start">
                <Span fontWeight="semibold">{item.title}</Span>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {item.hint}
                </Text>
              </Stack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Box pt="1">{item.body}</Box>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
});
