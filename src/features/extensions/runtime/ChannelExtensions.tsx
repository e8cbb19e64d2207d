import { Box, Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ExtensionType } from "../../../../domain/extensions";
import { ExtensionFailures } from "./ExtensionFailures";
import { ExtensionFrame } from "./ExtensionFrame";
import { useExtensionSet } from "./use-extension-set";

const TYPES: readonly ExtensionType[] = ["channelEditor", "integratedChannelEditor"];

/**
 * The account's channel extensions (issue 15): channelEditor panels among the channel editors
 * (like Top Text) and integratedChannelEditor tools in the channel area, each in its frame.
 */
export function ChannelExtensions({ host, channelId }: { host: string; channelId: string }) {
  const { t } = useTranslation();
  const set = useExtensionSet(host, channelId, TYPES);
  if (!set.context || set.extensions.length === 0) return null;
  const context = set.context;
  return (
    <Stack gap="3" data-testid="channel-extensions">
      {set.extensions
        .filter((e) => set.status(e.id).state !== "failed")
        .map((extension) => (
          <Box
            key={extension.id}
            as="section"
            aria-label={extension.name}
            borderWidth="1px"
            rounded="lg"
            bg="bg"
            p="3"
          >
            <Heading as="h3" size="sm" mb="2">
              {extension.name}
            </Heading>
            <ExtensionFrame
              extension={extension}
              libraries={set.libraries}
              context={context}
              post={null}
              visible
              title={t("extensionRuntime.frameTitle", { name: extension.name })}
              onStatus={(status) => set.setStatus(extension.id, status)}
            />
          </Box>
        ))}
      <ExtensionFailures set={set} />
    </Stack>
  );
}
