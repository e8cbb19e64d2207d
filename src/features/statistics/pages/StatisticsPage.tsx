import { Grid, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { LIVE_READERS_REFRESH_MS, STATISTICS_DAYS } from "../../../../domain/schemas/statistics";
import { ChartIcon, EyeIcon, RadioIcon, UsersIcon } from "../../../components/icons";
import { ListLoadError } from "../../../components/ListStates";
import { useStatistics } from "../api/get-statistics";
import { LiveReadersTable } from "../components/LiveReadersTable";
import { Panel } from "../components/Panel";
import { PostsPerDayChart } from "../components/PostsPerDayChart";
import { StatCard } from "../components/StatCard";
import { UsersByRole } from "../components/UsersByRole";
import { formatNumber, intlLocale } from "../lib/format";

function StatisticsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="28" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton height="64" borderRadius="l3" />
      <Skeleton height="40" borderRadius="l3" />
    </Stack>
  );
}

/** The account's statistics: headline figures, posts per day, users by role, live readers. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { accountDomain = "", accountKey = "" } = useParams();
  const query = useStatistics(toHost({ accountDomain, accountKey }));
  const s = query.data;
  const n = (value: number) => formatNumber(value, lang);

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="6xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          {t("pages.details.statistics")}
        </Heading>
        <Text color="fg.muted">{t("statistics.subtitle")}</Text>
      </Stack>

      {query.isPending && <StatisticsSkeleton />}

      {query.isError && !s && (
        <ListLoadError
          title={t("statistics.errorTitle")}
          hint={t("statistics.errorHint")}
          onRetry={() => query.refetch()}
        />
      )}

      {s && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard
              testId="stat-channels"
              label={t("statistics.cards.channels")}
              value={n(s.channels.total)}
              hint={t("statistics.cards.channelsHint", {
                active: n(s.channels.active),
                archived: n(s.channels.archived),
              })}
              icon={<RadioIcon boxSize="4" />}
            />
            <StatCard
              testId="stat-posts"
              label={t("statistics.cards.posts")}
              value={n(s.posts.total)}
              hint={t("statistics.cards.postsHint", {
                count: s.posts.lastDays,
                days: STATISTICS_DAYS,
              })}
              icon={<ChartIcon boxSize="4" />}
            />
            <StatCard
              testId="stat-users"
              label={t("statistics.cards.users")}
              value={n(s.users.total)}
              hint={t("statistics.cards.usersHint")}
              icon={<UsersIcon boxSize="4" />}
            />
            <StatCard
              testId="stat-readers"
              label={t("statistics.cards.readers")}
              value={n(s.live.readers)}
              hint={t("statistics.cards.readersHint")}
              icon={<EyeIcon boxSize="4" />}
            />
          </SimpleGrid>

          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
            gap="4"
          >
            <Panel
              id="statistics-posts"
              title={t("statistics.postsPerDay.title")}
              subtitle={t("statistics.postsPerDay.subtitle", { days: STATISTICS_DAYS })}
            >
              <PostsPerDayChart days={s.posts.perDay} />
            </Panel>
            <Panel id="statistics-users" title={t("statistics.usersByRole.title")}>
              <UsersByRole users={s.users} />
            </Panel>
          </Grid>

          <Panel
            id="statistics-live"
            title={t("statistics.live.title")}
            subtitle={t("statistics.live.subtitle", {
              seconds: Math.round(LIVE_READERS_REFRESH_MS / 1000),
            })}
          >
            <LiveReadersTable channels={s.live.channels} />
            <Stack gap="0.5" fontSize="xs" color="fg.subtle">
              <Text aria-live="polite">
                {t("statistics.live.updated", {
                  time: new Intl.DateTimeFormat(intlLocale(lang), { timeStyle: "medium" }).format(
                    new Date(s.generatedUtc),
                  ),
                })}
              </Text>
              <Text>{t("statistics.live.scope")}</Text>
            </Stack>
          </Panel>
        </>
      )}
    </Stack>
  );
}
