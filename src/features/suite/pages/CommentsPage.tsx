import { Skeleton, Stack } from "@chakra-ui/react";
import { ContributionsScreen } from "../../contributions";
import { useOverview, useSuite } from "../hooks/use-suite";

/** Reader comments and questions of the channel. */
export default function CommentsPage() {
  const suite = useSuite();
  // The suite already keeps the overview fresh; its channel carries this user's abilities.
  const abilities = useOverview(suite.host, suite.channelId).data?.channel.abilities;
  return (
    <Stack gap="4">
      {abilities ? (
        <ContributionsScreen host={suite.host} channelId={suite.channelId} abilities={abilities} />
      ) : (
        <Skeleton height="40" borderRadius="l3" />
      )}
    </Stack>
  );
}
