import { Menu, Portal } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { ArchiveIcon, CodeIcon, EditIcon, RadioIcon } from "../../../components/icons";
import type { MenuOpenedBy } from "../../../components/MenuOnDemand";
import type { ChannelAction } from "./ChannelCard";

interface ChannelCardMenuProps {
  trigger: ReactElement;
  openedBy: MenuOpenedBy;
  actions: readonly ChannelAction[];
  onAction: (action: ChannelAction) => void;
}

/** A channel card's actions: their own chunk, loaded when a card's menu button is first used. */
export default function ChannelCardMenu({
  trigger,
  openedBy,
  actions,
  onAction,
}: ChannelCardMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      defaultOpen
      defaultHighlightedValue={openedBy === "keyboard" ? actions[0] : undefined}
      onSelect={(e) => onAction(e.value as ChannelAction)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="180px">
            {actions.includes("edit") && (
              <Menu.Item value="edit">
                <EditIcon boxSize="4" />
                {t("channels.actions.edit")}
              </Menu.Item>
            )}
            {actions.includes("embed") && (
              <Menu.Item value="embed">
                <CodeIcon boxSize="4" />
                {t("channels.actions.embed")}
              </Menu.Item>
            )}
            {actions.includes("endCoverage") && (
              <Menu.Item value="endCoverage">
                <RadioIcon boxSize="4" />
                {t("channels.actions.endCoverage")}
              </Menu.Item>
            )}
            {actions.includes("archive") && (
              <>
                <Menu.Separator />
                <Menu.Item
                  value="archive"
                  color="fg.error"
                  _highlighted={{ bg: "bg.error", color: "fg.error" }}
                >
                  <ArchiveIcon boxSize="4" />
                  {t("channels.actions.archive")}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
