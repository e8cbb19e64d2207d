import { Box, Flex, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PostsPerDay } from "../../../../domain/schemas/statistics";
import { formatDay, formatNumber } from "../lib/format";

const CHART_HEIGHT = "10rem";

/**
 * Posts per UTC day as CSS bars (no chart library). The bars are decoration for sighted
 * users; screen readers get the same figures as a table.
 */
export function PostsPerDayChart({ days }: { days: PostsPerDay[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const max = Math.max(0, ...days.map((d) => d.posts));
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  const last = days.at(-1);

  return (
    <Box>
      <Box aria-hidden="true">
        {max === 0 ? (
          <Flex
            height={CHART_HEIGHT}
            align="center"
            justify="center"
            borderBottomWidth="1px"
            color="fg.muted"
            fontSize="sm"
          >
            {t("statistics.postsPerDay.empty", { days: days.length })}
          </Flex>
        ) : (
          <>
            <Text fontSize="xs" color="fg.subtle" mb="1">
              {t("statistics.postsPerDay.max", { count: max })}
            </Text>
            <Flex
              height={CHART_HEIGHT}
              align="flex-end"
              gap={{ base: "2px", md: "1" }}
              borderBottomWidth="1px"
              data-testid="posts-chart"
            >
              {days.map((d) => (
                <Box
                  key={d.date}
                  flex="1"
                  height={d.posts ? `${Math.max(3, (d.posts / max) * 100)}%` : "2px"}
                  bg={d.posts ? "brand.solid" : "border"}
                  borderTopRadius="sm"
                  title={t("statistics.postsPerDay.bar", {
                    date: formatDay(d.date, lang, true),
                    count: d.posts,
                  })}
                  _hover={{ bg: d.posts ? "brand.emphasized" : "border.emphasized" }}
                />
              ))}
            </Flex>
          </>
        )}
        <Flex justify="space-between" mt="1.5" fontSize="xs" color="fg.subtle">
          <Text>{first && formatDay(first.date, lang)}</Text>
          <Text hideBelow="sm">{middle && formatDay(middle.date, lang)}</Text>
          <Text>{last && formatDay(last.date, lang)}</Text>
        </Flex>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{t("statistics.postsPerDay.title")}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("statistics.postsPerDay.date")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("statistics.postsPerDay.posts")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((d) => (
              <Table.Row key={d.date}>
                <Table.Cell>{formatDay(d.date, lang, true)}</Table.Cell>
                <Table.Cell>{formatNumber(d.posts, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
