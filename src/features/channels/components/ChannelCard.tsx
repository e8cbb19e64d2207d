import { Card, HStack, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ArchiveIcon, CodeIcon, EditIcon, MoreIcon, RadioIcon } from "../../../components/icons";
import { StretchedLink } from "../../../components/StretchedLink";
import type { AccountChannel } from "../api/get-channels";

export type ChannelAction = "edit" | "embed" | "archive";

export interface ChannelCardProps {
  channel: AccountChannel;
  to: string;
  /** Which card actions to offer; edit and archive need manageChannels. */
  actions: readonly ChannelAction[];
  onAction: (action: ChannelAction, channel: AccountChannel) => void;
}

/** A channel card: the title links to the suite (the whole card is its click area); a menu of actions. */
export function ChannelCard({ channel, to, actions, onAction }: ChannelCardProps) {
  const { t, i18n } = useTranslation();
  const lastUsed = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(channel.lastUsedUtc));

  return (
    <Card.Root
      variant="outline"
      size="sm"
      position="relative"
      data-testid="channel-card"
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      _hover={{ borderColor: "brand.solid", boxShadow: "md", transform: "translateY(-1px)" }}
      _focusWithin={{ borderColor: "brand.solid" }}
    >
      <Card.Body gap="3">
        <HStack gap="2" color="brand.fg" justify="space-between" minHeight="8">
          <HStack gap="2">
            <RadioIcon boxSize="4" />
            <Text
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {t("channels.live")}
            </Text>
          </HStack>
          {actions.length > 0 && (
            <Menu.Root
              positioning={{ placement: "bottom-end" }}
              onSelect={(e) => onAction(e.value as ChannelAction, channel)}
            >
              <Menu.Trigger asChild>
                <IconButton
                  variant="ghost"
                  size="sm"
                  position="relative"
                  zIndex="1"
                  color="fg.muted"
                  aria-label={t("channels.actions.menu", { name: channel.name })}
                >
                  <MoreIcon />
                </IconButton>
              </Menu.Trigger>
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
          )}
        </HStack>
        <Card.Title as="h2" fontSize="lg" lineClamp={2}>
          <StretchedLink to={to}>{channel.name}</StretchedLink>
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {t("channels.lastUsed", { date: lastUsed })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
