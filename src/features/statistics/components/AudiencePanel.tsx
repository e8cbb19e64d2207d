import { Button, Flex, SegmentGroup, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AUDIENCE_RANGE_HOURS,
  type AudienceRange,
  type ChannelReaders,
} from "../../../../domain/schemas/statistics";
import { LabelledSelect } from "../../../components/LabelledSelect";
import { ListLoadError } from "../../../components/ListStates";
import { useAudience } from "../api/get-audience";
import { type AudienceRow, audienceCsv, audienceRows } from "../lib/audience";
import { formatNumber, intlLocale } from "../lib/format";
import { AudienceChart } from "./AudienceChart";
import { Panel } from "./Panel";

const RANGES = Object.keys(AUDIENCE_RANGE_HOURS) as AudienceRange[];

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function AudienceTable({ rows, lang }: { rows: AudienceRow[]; lang: string }) {
  const { t } = useTranslation();
  const hour = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxHeight="80">
      <Table.Root size="sm" stickyHeader data-testid="audience-table">
        <Table.Caption>{t("statistics.audience.tableCaption")}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("statistics.audience.hour")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t("statistics.audience.peakReaders")}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t("statistics.audience.posts")}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t("statistics.audience.contributions")}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows
            .slice()
            .reverse()
            .map((r) => (
              <Table.Row key={r.at}>
                <Table.Cell>{hour.format(new Date(r.at))}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(r.readers, lang)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(r.posts, lang)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(r.contributions, lang)}</Table.Cell>
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The night on a chart: one channel's concurrent readers over a chosen window, with its posts
 * and reader contributions an hour, the peak, a table of the same figures and a CSV of them.
 */
export function AudiencePanel({ host, channels }: { host: string; channels: ChannelReaders[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [chosen, setChosen] = useState<string>();
  const [range, setRange] = useState<AudienceRange>("24h");
  const [table, setTable] = useState(false);
  // The busiest channel until one is chosen (the list comes most readers first).
  const channelId = chosen ?? channels[0]?.channelId;
  const query = useAudience(host, channelId, range);
  const a = query.data;
  const rows = a ? audienceRows(a) : [];
  const when = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const channelName = channels.find((c) => c.channelId === channelId)?.name ?? "";

  return (
    <Panel
      id="statistics-audience"
      title={t("statistics.audience.title")}
      subtitle={t("statistics.audience.subtitle")}
    >
      {channels.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t("statistics.live.empty")}
        </Text>
      ) : (
        <Stack gap="4">
          <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
            <LabelledSelect
              label={t("statistics.audience.channel")}
              width={{ base: "100%", sm: "64" }}
              options={channels.map((c) => ({ value: c.channelId, label: c.name }))}
              select={{
                value: channelId,
                onChange: (e) => setChosen(e.currentTarget.value),
              }}
            />
            <SegmentGroup.Root
              size="sm"
              value={range}
              onValueChange={(e) => e.value && setRange(e.value as AudienceRange)}
              aria-label={t("statistics.audience.range")}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={RANGES.map((r) => ({
                  value: r,
                  label: t(`statistics.audience.ranges.${r}`),
                }))}
              />
            </SegmentGroup.Root>
          </Flex>

          {query.isPending && <Skeleton height="64" borderRadius="l2" />}
          {query.isError && !a && (
            <ListLoadError
              title={t("statistics.audience.errorTitle")}
              hint={t("statistics.errorHint")}
              onRetry={() => query.refetch()}
            />
          )}
          {a && (
            <>
              <Text aria-live="polite" data-testid="audience-peak" fontSize="sm">
                {a.peak
                  ? t("statistics.audience.peak", {
                      count: a.peak.readers,
                      readers: formatNumber(a.peak.readers, lang),
                      time: when.format(new Date(a.peak.at)),
                    })
                  : t("statistics.audience.noReaders")}
              </Text>
              <AudienceChart audience={a} />
              <Flex gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={table}
                  aria-controls="audience-table"
                  onClick={() => setTable((open) => !open)}
                >
                  {t(table ? "statistics.audience.hideTable" : "statistics.audience.showTable")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    download(
                      `${channelName || "channel"}-${range}.csv`.replace(/[\\/:*?"<>|]+/g, "-"),
                      audienceCsv(rows, ["hour_utc", "peak_readers", "posts", "contributions"]),
                    )
                  }
                >
                  {t("statistics.audience.csv")}
                </Button>
              </Flex>
              <div id="audience-table">{table && <AudienceTable rows={rows} lang={lang} />}</div>
            </>
          )}
        </Stack>
      )}
    </Panel>
  );
}
