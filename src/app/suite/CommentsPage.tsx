import { Skeleton, Stack } from "@chakra-ui/react";
import { ContributionsScreen } from "../../features/contributions";
import { useSuite } from "./use-suite";

/** Reader comments and questions of the channel (spec §2 user contribution). */
export default function CommentsPage() {
  const suite = useSuite();
  return (
    <Stack gap="4">
      {suite.access ? (
        <ContributionsScreen host={suite.host} channelId={suite.channelId} access={suite.access} />
      ) : (
        <Skeleton height="40" borderRadius="l3" />
      )}
    </Stack>
  );
}
