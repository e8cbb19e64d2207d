import { Card, HStack, IconButton, Text } from "@chakra-ui/react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MoreIcon, RadioIcon } from "../../../components/icons";
import { MenuOnDemand } from "../../../components/MenuOnDemand";
import { StretchedLink } from "../../../components/StretchedLink";
import type { AccountChannel } from "../api/get-channels";

const loadMenu = () => import("./ChannelCardMenu");
const ChannelCardMenu = lazy(loadMenu);

export type ChannelAction = "edit" | "embed" | "endCoverage" | "archive";

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
  const format = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const lastUsed = format.format(new Date(channel.lastUsedUtc));
  // The day alone: the label stays on one line on a phone.
  const ended = channel.coverageEndedUtc
    ? new Date(channel.coverageEndedUtc).toLocaleDateString(format.resolvedOptions().locale, {
        dateStyle: "medium",
      })
    : null;
  // Coverage ends once: an ended channel no longer offers it.
  const offered = ended ? actions.filter((a) => a !== "endCoverage") : actions;
  const trigger = (
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
  );

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
        <HStack
          gap="2"
          color={ended ? "fg.muted" : "brand.fg"}
          justify="space-between"
          minHeight="8"
        >
          <HStack gap="2">
            <RadioIcon boxSize="4" />
            <Text
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {ended ? t("channels.ended", { date: ended }) : t("channels.live")}
            </Text>
          </HStack>
          {offered.length > 0 && (
            <MenuOnDemand trigger={trigger} preload={() => void loadMenu()}>
              {(openedBy) => (
                <ChannelCardMenu
                  trigger={trigger}
                  openedBy={openedBy}
                  actions={offered}
                  onAction={(action) => onAction(action, channel)}
                />
              )}
            </MenuOnDemand>
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
