import { Box, type BoxProps } from "@chakra-ui/react";
import { mergeAttributes, Node, type NodeConfig } from "@tiptap/core";
import { type ReactNodeViewProps, ReactNodeViewRenderer } from "@tiptap/react";
import type { ComponentType } from "react";

/** The frame every block drawn inside the editor shares; a selected block is outlined. */
export function BlockFrame({ selected, ...props }: BoxProps & { selected: boolean }) {
  return (
    <Box
      my="3"
      p="3"
      borderWidth="1px"
      rounded="md"
      bg="bg.subtle"
      borderColor={selected ? "brand.solid" : "border"}
      {...props}
    />
  );
}

/**
 * A block the editor treats as one piece (an embed, a link card, a poll…): stored as a
 * `<div marker>` with its attributes, drawn by a React view while editing.
 */
export const atomBlock = (
  name: string,
  marker: string,
  addAttributes: NodeConfig["addAttributes"],
  view: ComponentType<ReactNodeViewProps>,
) =>
  Node.create({
    name,
    group: "block",
    atom: true,
    draggable: true,
    addAttributes,
    parseHTML: () => [{ tag: `div[${marker}]` }],
    renderHTML: ({ HTMLAttributes }) => ["div", mergeAttributes(HTMLAttributes, { [marker]: "" })],
    addNodeView: () => ReactNodeViewRenderer(view),
  });
