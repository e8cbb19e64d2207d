import { Box, Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ExtensionBlockAttrs } from "../../../../domain/content/schema";
import type { ExtensionType } from "../../../../domain/extensions";
import { ExtensionFailures } from "./ExtensionFailures";
import { ExtensionFrame } from "./ExtensionFrame";
import { ExtensionPanels } from "./ExtensionPanels";
import { ExtensionStarting } from "./ExtensionStarting";
import { useExtensionSet } from "./use-extension-set";

const TOOL_TYPES: readonly ExtensionType[] = ["integratedPostEditor", "inlineEditor"];
const PANEL_TYPES: readonly ExtensionType[] = ["postEditor"];

export interface EditorExtensionsProps {
  host: string;
  channelId: string;
  /** Tool buttons under the editor's toolbar, or panels below the text. */
  place: "toolbar" | "panels";
  post: { title: string; text: string };
  insertText: (text: string) => void;
  insertBlock: (block: ExtensionBlockAttrs) => void;
}

/**
 * The account's extensions of the post editor: tool buttons (integratedPostEditor,
 * inlineEditor) whose frames stay out of sight, and panels that read the post (postEditor).
 */
export function EditorExtensions(props: EditorExtensionsProps) {
  const { t } = useTranslation();
  const tools = props.place === "toolbar";
  const set = useExtensionSet(props.host, props.channelId, tools ? TOOL_TYPES : PANEL_TYPES);
  if (!tools)
    return (
      <ExtensionPanels
        set={set}
        post={props.post}
        onInsertText={props.insertText}
        testId="editor-extension-panels"
      />
    );
  const context = set.context;
  if (!context || set.extensions.length === 0) return null;
  const ready = set.extensions.flatMap((extension) => {
    const status = set.status(extension.id);
    return status.state === "ready" ? [{ extension, status }] : [];
  });
  const starting = set.extensions.flatMap((extension) => {
    const status = set.status(extension.id);
    return status.state === "loading" ? [{ extension, slow: status.slow === true }] : [];
  });
  return (
    <Box data-testid="editor-extensions">
      {ready.length + starting.length > 0 && (
        <HStack
          gap="1.5"
          wrap="wrap"
          px="2"
          py="1.5"
          borderBottomWidth="1px"
          role="toolbar"
          aria-label={t("extensionRuntime.tools")}
        >
          {ready.map(({ extension, status }) => (
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
          {starting.map(({ extension, slow }) => (
            <ExtensionStarting
              key={extension.id}
              name={extension.name}
              slow={slow}
              onRetry={() => set.retry(extension.id)}
            />
          ))}
        </HStack>
      )}
      <Box position="relative" height="0" overflow="hidden">
        {set.extensions.map((extension) => (
          <ExtensionFrame
            key={set.frameKey(extension.id)}
            extension={extension}
            libraries={set.libraries}
            context={context}
            post={props.post}
            visible={false}
            title={t("extensionRuntime.frameTitle", { name: extension.name })}
            onStatus={(status) => set.setStatus(extension.id, status)}
            onInsertText={props.insertText}
            onInsertBlock={(block) => {
              // Only an inlineEditor adds blocks, and only of the type it registered for.
              const status = set.status(extension.id);
              if (extension.type !== "inlineEditor") return;
              if (status.state === "ready" && status.blockType === block.blockType) {
                props.insertBlock(block);
              }
            }}
          />
        ))}
      </Box>
      <Box px="2" py="2" _empty={{ display: "none" }}>
        <ExtensionFailures set={set} />
      </Box>
    </Box>
  );
}
