import { Badge, Box, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { isRepresentedWrite } from "../../../../domain/activity";
import type { ActivityEntry } from "../../../../domain/schemas/activity";
import { UserAvatar } from "../../../components/UserAvatar";
import { absoluteTime, relativeTime } from "../lib/format-time";
import { ActivityChanges } from "./ActivityChanges";
import { ActivityDetails } from "./ActivityDetails";

/** One change: who (and who represented them), what, to what, when. */
export function ActivityEntryItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const { t, i18n } = useTranslation();
  const actor = entry.actor.displayName || t("activity.log.unknownUser");
  const represented = entry.representedBy;
  // A write made while represented says what it did when its route is known.
  const write = entry.details.write;
  const action = isRepresentedWrite(write)
    ? t(`activity.representedWrites.${write}`)
    : t(`activity.actions.${entry.action}`, { target: entry.target?.name ?? "" });
  return (
    <Flex
      as="li"
      gap="3"
      px={{ base: "4", md: "5" }}
      py="4"
      align="flex-start"
      data-testid="activity-entry"
      data-action={entry.action}
    >
      <UserAvatar name={actor} size="sm" mt="0.5" />
      <Stack gap="1.5" flex="1" minWidth="0">
        <Flex gap="2" align="baseline" wrap="wrap" columnGap="3">
          <Text fontSize="sm" flex="1" minWidth="12rem">
            <Text as="span" fontWeight="semibold">
              {actor}
            </Text>{" "}
            <Text as="span" color="fg.muted" data-testid="activity-text">
              {action}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.subtle" whiteSpace="nowrap" asChild>
            <time dateTime={entry.createdUtc} title={absoluteTime(entry.createdUtc, i18n.language)}>
              {relativeTime(entry.createdUtc, i18n.language, now)}
            </time>
          </Text>
        </Flex>
        {represented && (
          <Box>
            <Badge
              colorPalette="orange"
              variant="subtle"
              size="sm"
              title={t("activity.log.representedByHint", {
                name: represented.displayName,
                actor,
              })}
            >
              {t("activity.log.representedBy", { name: represented.displayName })}
            </Badge>
          </Box>
        )}
        <ActivityDetails entry={entry} />
        <ActivityChanges changes={entry.details.changes} />
      </Stack>
    </Flex>
  );
}
