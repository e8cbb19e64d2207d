import { Box, Flex, Stack } from "@chakra-ui/react";
import { useEffect, useMemo } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ACTIVITY_PAGE_SIZE } from "../../../../domain/activity";
import { toHost } from "../../../../domain/host";
import { useActivity, useActivityPeople } from "../api/get-activity";
import { ActivityFilterBar } from "../components/ActivityFilterBar";
import { ActivityList } from "../components/ActivityList";
import { ActivityPageHeader } from "../components/ActivityPageHeader";
import { Pager } from "../components/Pager";
import { type ActivityFilters, FILTER_KEYS, filtersFromParams, isFiltered } from "../lib/filters";
import { pageRange } from "../lib/paging";

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * The account's activity log, newest first; the page and the filters live in the URL
 * (?page=&person=&action=&from=&to=&q=), so a filtered view can be shared and reloaded.
 */
export default function ActivityLogPage() {
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useActivity(host, page, ACTIVITY_PAGE_SIZE, filters);
  const people = useActivityPeople(host);
  const total = query.data?.total ?? 0;
  const last = pageRange(page, ACTIVITY_PAGE_SIZE, total).last;

  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete("page");
      else copy.set("page", String(next));
      return copy;
    });

  // A new filter starts again at the first page.
  const filter = (next: Partial<ActivityFilters>) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete("page");
      for (const [key, value] of Object.entries(next)) {
        if (value) copy.set(key, value);
        else copy.delete(key);
      }
      return copy;
    });
  const clear = () =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      for (const key of ["page", ...FILTER_KEYS]) copy.delete(key);
      return copy;
    });

  // A page past the end (an old link) shows the last one instead.
  const beyond = Boolean(query.data && !query.isPlaceholderData && page > last);
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo changes every render
  useEffect(() => {
    if (beyond) goTo(last);
  }, [beyond, last]);

  const pager = query.data && total > 0 && (
    <Pager
      page={page}
      pageSize={ACTIVITY_PAGE_SIZE}
      total={total}
      onPage={goTo}
      busy={query.isPlaceholderData}
    />
  );

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="4xl">
      <Flex
        direction={{ base: "column", md: "row" }}
        align={{ base: "stretch", md: "flex-end" }}
        justify="space-between"
        gap="4"
      >
        <ActivityPageHeader />
        {pager}
      </Flex>
      <ActivityFilterBar value={filters} people={people.data} onChange={filter} onClear={clear} />
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
        <ActivityList query={query} filtered={isFiltered(filters)} />
      </Box>
      {pager && total > ACTIVITY_PAGE_SIZE && <Flex justify="flex-end">{pager}</Flex>}
    </Stack>
  );
}
