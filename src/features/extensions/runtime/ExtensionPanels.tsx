import { Box, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PostSnapshot } from "../../../../domain/schemas/extension-bridge";
import { ExtensionFailures } from "./ExtensionFailures";
import { ExtensionFrame } from "./ExtensionFrame";
import type { ExtensionSet } from "./use-extension-set";

export interface ExtensionPanelsProps {
  set: ExtensionSet;
  /** The post being written beside the post editor; null beside the channel. */
  post: PostSnapshot | null;
  onInsertText?: (text: string) => void;
  testId: string;
}

/**
 * Visible extension frames, one titled section each, with the failures under them: the
 * postEditor panels beside the post editor and the channel panels share this list.
 */
export function ExtensionPanels({ set, post, testId, onInsertText }: ExtensionPanelsProps) {
  const { t } = useTranslation();
  const context = set.context;
  if (!context || set.extensions.length === 0) return null;
  return (
    <Stack gap="3" data-testid={testId}>
      {set.extensions
        .filter((extension) => set.status(extension.id).state !== "failed")
        .map((extension) => (
          <Box
            key={extension.id}
            as="section"
            aria-label={extension.name}
            borderWidth="1px"
            rounded="md"
            overflow="hidden"
            bg="bg"
          >
            <Text
              as="h3"
              fontSize="xs"
              fontWeight="medium"
              color="fg.muted"
              px="3"
              py="1"
              bg="bg.subtle"
            >
              {extension.name}
            </Text>
            <ExtensionFrame
              key={set.frameKey(extension.id)}
              extension={extension}
              libraries={set.libraries}
              context={context}
              post={post}
              visible
              title={t("extensionRuntime.frameTitle", { name: extension.name })}
              onStatus={(status) => set.setStatus(extension.id, status)}
              onInsertText={onInsertText}
            />
          </Box>
        ))}
      <ExtensionFailures set={set} />
    </Stack>
  );
}
