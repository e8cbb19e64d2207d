import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditorTarget } from "./types";

const headingKey = (target: EditorTarget) =>
  target.kind === "post"
    ? "posts.editor.editPost"
    : target.kind === "draft"
      ? "posts.editor.editDraft"
      : "posts.editor.newPost";

/**
 * The editor's card: a section named by its heading, the same while the editor's code loads
 * (`busy`) and once it runs. `badge` stands beside the heading.
 */
export function EditorFrame({
  target,
  busy = false,
  minHeight,
  badge,
  onInput,
  onIntent,
  children,
}: {
  target: EditorTarget;
  busy?: boolean;
  /** While the editor's code loads: the room the editor will take, so nothing below moves. */
  minHeight?: { base: string; md: string };
  badge?: ReactNode;
  onInput?: () => void;
  /** A pointer over or pressing on the card: a sign the user is about to write in it. */
  onIntent?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = t(headingKey(target));
  return (
    <Stack
      as="section"
      aria-label={heading}
      aria-busy={busy || undefined}
      onInput={onInput}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      gap="4"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: "4", md: "5" }}
      shadow="xs"
      minHeight={minHeight}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {heading}
        </Text>
        {badge}
      </HStack>
      {children}
    </Stack>
  );
}
