import { Badge, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ChannelReaders } from "../../../../domain/schemas/statistics";
import { formatNumber } from "../lib/format";

/** Readers connected to each active channel right now, most followed first. */
export function LiveReadersTable({ channels }: { channels: ChannelReaders[] }) {
  const { t, i18n } = useTranslation();
  if (!channels.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t("statistics.live.empty")}
      </Text>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="live-readers">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("statistics.live.channel")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("statistics.live.readers")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("statistics.live.posts")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {channels.map((c) => (
            <Table.Row key={c.channelId}>
              <Table.Cell fontWeight="medium" wordBreak="break-word">
                {c.name}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Badge
                  variant={c.readers ? "solid" : "subtle"}
                  colorPalette={c.readers ? "green" : "gray"}
                  fontVariantNumeric="tabular-nums"
                >
                  {formatNumber(c.readers, i18n.language)}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatNumber(c.posts, i18n.language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
