import { Badge, HStack, List, Text } from "@chakra-ui/react";
import { mergeAttributes } from "@tiptap/core";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import type { PollAttrs } from "../../../../../domain/content/poll";
import { atomBlock, BlockFrame } from "./block-node";

const optionsOf = (value: unknown): PollAttrs["options"] =>
  Array.isArray(value)
    ? value.filter(
        (o): o is PollAttrs["options"][number] =>
          typeof o === "object" && o !== null && "id" in o && "label" in o,
      )
    : [];

/** The poll as the editor shows it: its question and answers (readers vote in the embed). */
function PollView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  return (
    <NodeViewWrapper data-poll-block="" contentEditable={false}>
      <BlockFrame selected={selected}>
        <HStack gap="2" mb="2">
          <Badge colorPalette="orange" size="sm">
            {t("polls.badge")}
          </Badge>
          <Text fontWeight="semibold" fontSize="sm">
            {String(node.attrs.question ?? "")}
          </Text>
        </HStack>
        <List.Root ps="5" fontSize="sm">
          {optionsOf(node.attrs.options).map((o) => (
            <List.Item key={o.id}>{o.label}</List.Item>
          ))}
        </List.Root>
      </BlockFrame>
    </NodeViewWrapper>
  );
}

/** The poll block of the poll plugin (domain/content/poll.ts): an atom with JSON attrs. */
export const PollNode = atomBlock(
  "poll",
  "data-poll-node",
  () => ({
    id: { default: null },
    question: { default: "" },
    options: { default: [] },
  }),
  PollView,
).extend({
  parseHTML: () => [
    {
      tag: "div[data-poll-node]",
      getAttrs: (el: HTMLElement) => {
        try {
          return JSON.parse(el.getAttribute("data-poll-node") ?? "") as Record<string, unknown>;
        } catch {
          return false;
        }
      },
    },
  ],
  renderHTML: ({ node, HTMLAttributes }) => [
    "div",
    mergeAttributes(
      { "data-poll-node": JSON.stringify(node.attrs) },
      // The attrs travel as one JSON value (copy and paste between editors).
      Object.fromEntries(
        Object.entries(HTMLAttributes).filter(([k]) => !["id", "question", "options"].includes(k)),
      ),
    ),
  ],
});
