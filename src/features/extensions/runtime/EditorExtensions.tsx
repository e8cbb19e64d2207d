import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ExtensionBlockAttrs } from "../../../../domain/content/schema";
import type { ExtensionType } from "../../../../domain/extensions";
import { ExtensionFailures } from "./ExtensionFailures";
import { ExtensionFrame } from "./ExtensionFrame";
import { useExtensionSet } from "./use-extension-set";

const TYPES: readonly ExtensionType[] = ["postEditor", "integratedPostEditor", "inlineEditor"];
const isTool = (type: ExtensionType) => type !== "postEditor";

export interface EditorExtensionsProps {
  host: string;
  channelId: string;
  post: { title: string; text: string };
  insertText: (text: string) => void;
  insertBlock: (block: ExtensionBlockAttrs) => void;
}

/**
 * The account's extensions of the post editor (issue 15): tool buttons under the toolbar
 * (integratedPostEditor, inlineEditor) and panels that read the post (postEditor).
 */
export function EditorExtensions(props: EditorExtensionsProps) {
  const { t } = useTranslation();
  const set = useExtensionSet(props.host, props.channelId, TYPES);
  if (!set.context || set.extensions.length === 0) return null;
  const context = set.context;
  const tools = set.extensions.filter((e) => isTool(e.type));
  const panels = set.extensions.filter(
    (e) => !isTool(e.type) && set.status(e.id).state !== "failed",
  );
  const frame = (extension: (typeof set.extensions)[number]) => (
    <ExtensionFrame
      key={extension.id}
      extension={extension}
      libraries={set.libraries}
      context={context}
      post={props.post}
      visible={!isTool(extension.type)}
      title={t("extensionRuntime.frameTitle", { name: extension.name })}
      onStatus={(status) => set.setStatus(extension.id, status)}
      onInsertText={props.insertText}
      onInsertBlock={(block) => {
        // A tool only inserts blocks of the type it registered for.
        const status = set.status(extension.id);
        if (extension.type !== "inlineEditor") return;
        if (status.state === "ready" && status.blockType === block.blockType) {
          props.insertBlock(block);
        }
      }}
    />
  );
  const readyTools = tools.flatMap((extension) => {
    const status = set.status(extension.id);
    return status.state === "ready" ? [{ extension, status }] : [];
  });
  return (
    <Stack gap="2" px="2" py="1.5" borderBottomWidth="1px" data-testid="editor-extensions">
      {readyTools.length > 0 && (
        <HStack gap="1.5" wrap="wrap" role="toolbar" aria-label={t("extensionRuntime.tools")}>
          {readyTools.map(({ extension, status }) => (
            <Button
              key={extension.id}
              size="xs"
              variant="outline"
              colorPalette="teal"
              onClick={status.trigger}
            >
              {status.label ?? extension.name}
            </Button>
          ))}
        </HStack>
      )}
      <Box position="relative" height="0" overflow="hidden">
        {tools.map(frame)}
      </Box>
      {panels.map((extension) => (
        <Box key={extension.id} borderWidth="1px" rounded="md" overflow="hidden">
          <Text fontSize="xs" color="fg.muted" px="2" py="1" bg="bg.subtle">
            {extension.name}
          </Text>
          {frame(extension)}
        </Box>
      ))}
      <ExtensionFailures set={set} />
    </Stack>
  );
}
