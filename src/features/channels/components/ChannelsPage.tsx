import {
  Alert,
  Button,
  EmptyState,
  Flex,
  Heading,
  Input,
  InputGroup,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../app/hooks/use-locale";
import { RadioIcon, SearchIcon } from "../../../components/icons";
import { useChannels } from "../api/get-channels";
import { type ChannelSort, sortAndFilterChannels } from "../sort-channels";
import { ChannelCard } from "./ChannelCard";

export default function ChannelsPage() {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "" } = useParams();
  const ref = { accountDomain, accountKey };
  const query = useChannels(toHost(ref), ref);
  const [sort, setSort] = useState<ChannelSort>("recents");
  const [search, setSearch] = useState("");

  const visible = query.data ? sortAndFilterChannels(query.data, sort, search, i18n.language) : [];

  return (
    <Stack gap={{ base: "5", md: "6" }}>
      <Flex
        direction={{ base: "column", md: "row" }}
        align={{ base: "stretch", md: "flex-end" }}
        justify="space-between"
        gap="4"
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            {t("channels.title")}
          </Heading>
          <Text color="fg.muted">{t("channels.subtitle")}</Text>
        </Stack>
        <Flex gap="3" direction={{ base: "column", sm: "row" }}>
          <SegmentGroup.Root
            size="sm"
            value={sort}
            onValueChange={(e) => e.value && setSort(e.value as ChannelSort)}
            aria-label={t("channels.sort")}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: "recents", label: t("channels.recents") },
                { value: "all", label: t("channels.all") },
              ]}
            />
          </SegmentGroup.Root>
          <InputGroup startElement={<SearchIcon boxSize="4" />} width={{ base: "100%", sm: "64" }}>
            <Input
              size="sm"
              type="search"
              placeholder={t("channels.search")}
              aria-label={t("channels.search")}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </InputGroup>
        </Flex>
      </Flex>

      {query.isPending && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="32" borderRadius="l3" />
          ))}
        </SimpleGrid>
      )}

      {query.isError && !query.data && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("channels.errors.fetch")}</Alert.Title>
            <Alert.Description>{t("channels.errors.fetchHint")}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => query.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert.Root>
      )}

      {query.data && visible.length === 0 && (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <RadioIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {search ? t("channels.noMatches") : t("channels.empty")}
            </EmptyState.Title>
            <EmptyState.Description>
              {search ? t("channels.noMatchesHint") : t("channels.emptyHint")}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}

      {visible.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {visible.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              to={localize(paths.channel(accountDomain, accountKey, channel.id))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
