import { Menu, Portal } from "@chakra-ui/react";
import type { ReactElement } from "react";
import type { MenuOpenedBy } from "../../../../components/MenuOnDemand";
import type { PostAction } from "./PostCard";

interface PostActionsMenuProps {
  trigger: ReactElement;
  actions: { key: PostAction; label: string; danger?: boolean }[];
  onAction: (action: PostAction) => void;
  openedBy: MenuOpenedBy;
}

/** A post's actions menu: its own chunk, loaded when a card's "⋯" is first used (PostCard). */
export default function PostActionsMenu({
  trigger,
  actions,
  onAction,
  openedBy,
}: PostActionsMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      defaultOpen
      defaultHighlightedValue={openedBy === "keyboard" ? actions[0]?.key : undefined}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            {actions.map((a) => (
              <Menu.Item
                key={a.key}
                value={a.key}
                color={a.danger ? "fg.error" : undefined}
                onClick={() => onAction(a.key)}
              >
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
