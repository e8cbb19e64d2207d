import { Grid, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { LIVE_READERS_REFRESH_MS, STATISTICS_DAYS } from "../../../../domain/schemas/statistics";
import { ChartIcon, EyeIcon, RadioIcon, UsersIcon } from "../../../components/icons";
import { ListLoadError } from "../../../components/ListStates";
import { PageTitle } from "../../../components/PageTitle";
import { useStatistics } from "../api/get-statistics";
import { AudiencePanel } from "../components/AudiencePanel";
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
  const host = toHost({ accountDomain, accountKey });
  const query = useStatistics(host);
  const s = query.data;
  const n = (value: number) => formatNumber(value, lang);

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="6xl">
      <PageTitle title={t("pages.details.statistics")} subtitle={t("statistics.subtitle")} />

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
            {[
              {
                id: "channels",
                value: s.channels.total,
                hint: { active: n(s.channels.active), archived: n(s.channels.archived) },
                Icon: RadioIcon,
              },
              {
                id: "posts",
                value: s.posts.total,
                hint: { count: s.posts.lastDays, days: STATISTICS_DAYS },
                Icon: ChartIcon,
              },
              { id: "users", value: s.users.total, Icon: UsersIcon },
              { id: "readers", value: s.live.readers, Icon: EyeIcon },
            ].map(({ id, value, hint, Icon }) => (
              <StatCard
                key={id}
                testId={`stat-${id}`}
                label={t(`statistics.cards.${id}`)}
                value={n(value)}
                hint={t(`statistics.cards.${id}Hint`, hint)}
                icon={<Icon boxSize="4" />}
              />
            ))}
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

          <AudiencePanel host={host} channels={s.live.channels} />
        </>
      )}
    </Stack>
  );
}
