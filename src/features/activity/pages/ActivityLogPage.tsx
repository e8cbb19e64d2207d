import { Box, Flex, Stack } from "@chakra-ui/react";
import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ACTIVITY_PAGE_SIZE } from "../../../../domain/activity";
import { toHost } from "../../../../domain/host";
import { useActivity } from "../api/get-activity";
import { ActivityList } from "../components/ActivityList";
import { ActivityPageHeader } from "../components/ActivityPageHeader";
import { Pager } from "../components/Pager";
import { pageRange } from "../paging";

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** The account's activity log, newest first; the page number lives in the URL (?page=). */
export default function ActivityLogPage() {
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const query = useActivity(host, page, ACTIVITY_PAGE_SIZE);
  const total = query.data?.total ?? 0;
  const last = pageRange(page, ACTIVITY_PAGE_SIZE, total).last;

  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete("page");
      else copy.set("page", String(next));
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
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
        <ActivityList query={query} />
      </Box>
      {pager && total > ACTIVITY_PAGE_SIZE && <Flex justify="flex-end">{pager}</Flex>}
    </Stack>
  );
}
