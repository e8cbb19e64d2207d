import { Box, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { findPolls, type PollAttrs } from "../../../../domain/content/poll";
import type { Doc } from "../../../../domain/content/schema";
import { pollPaths, ZPollResults } from "../../../../domain/schemas/poll";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** [polls, channelId, ...]: the live `polls:<channelId>` key invalidates them after a vote. */
export const pollKeys = { results: queryKeys.polls.results };

function OnePoll({
  channelId,
  postId,
  poll,
}: {
  channelId: string;
  postId: string;
  poll: PollAttrs;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: pollKeys.results(channelId, postId, poll.id),
    queryFn: ({ signal }) =>
      api.get(pollPaths.results(channelId, postId, poll.id), { schema: ZPollResults, signal }),
    retry: false,
  });
  const total = query.data?.total ?? 0;
  return (
    <Box
      mt="3"
      p="3"
      borderWidth="1px"
      rounded="md"
      data-testid="poll-results"
      aria-label={t("polls.results")}
      role="group"
    >
      <HStack justify="space-between" mb="2" gap="3">
        <Text fontWeight="semibold" fontSize="sm">
          {poll.question}
        </Text>
        {query.data && (
          <Text fontSize="xs" color="fg.muted" data-testid="poll-total" flexShrink={0}>
            {t("polls.votes", { count: total })}
          </Text>
        )}
      </HStack>
      {query.isError && (
        <Text fontSize="sm" color="fg.error">
          {t("polls.resultsError")}
        </Text>
      )}
      <Stack gap="2">
        {poll.options.map((o) => {
          const n = query.data?.counts[o.id] ?? 0;
          const pct = total > 0 ? Math.round((n / total) * 100) : 0;
          return (
            <Progress.Root key={o.id} value={pct} size="sm" colorPalette="brand">
              <HStack justify="space-between" fontSize="sm">
                <Progress.Label>{o.label}</Progress.Label>
                <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                  {pct}% · {n}
                </Text>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          );
        })}
      </Stack>
    </Box>
  );
}

/** Results of the polls in a published post, for editors; live through the channel stream. */
export function PollResults({
  channelId,
  postId,
  content,
}: {
  channelId: string;
  postId: string;
  content: Doc | null;
}) {
  const polls = findPolls(content);
  if (polls.length === 0) return null;
  return (
    <>
      {polls.map((poll) => (
        <OnePoll key={poll.id} channelId={channelId} postId={postId} poll={poll} />
      ))}
    </>
  );
}
