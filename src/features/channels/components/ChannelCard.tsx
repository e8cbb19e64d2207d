import { Card, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { RadioIcon } from "../../../components/icons";
import type { AccountChannel } from "../api/get-channels";

export function ChannelCard({ channel, to }: { channel: AccountChannel; to: string }) {
  const { t, i18n } = useTranslation();
  const lastUsed = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(channel.lastUsedUtc));

  return (
    <Card.Root
      asChild
      variant="outline"
      size="sm"
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      _hover={{ borderColor: "brand.solid", boxShadow: "md", transform: "translateY(-1px)" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
    >
      <RouterLink to={to} data-testid="channel-card">
        <Card.Body gap="3">
          <HStack gap="2" color="brand.fg">
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
          <Card.Title as="h2" fontSize="lg" lineClamp={2}>
            {channel.name}
          </Card.Title>
          <Text fontSize="sm" color="fg.muted">
            {t("channels.lastUsed", { date: lastUsed })}
          </Text>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
