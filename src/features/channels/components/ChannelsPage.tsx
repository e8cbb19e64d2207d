import {
  Alert,
  Button,
  EmptyState,
  Flex,
  Input,
  InputGroup,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
} from "@chakra-ui/react";
import { type ComponentType, lazy, Suspense, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import { PlusIcon, RadioIcon, SearchIcon, TagIcon } from "../../../components/icons";
import { Notice, RetryButton } from "../../../components/Notice";
import { OfflineSince } from "../../../components/OfflineSince";
import { OnFirstOpen } from "../../../components/OnFirstOpen";
import { PageTitle } from "../../../components/PageTitle";
import { toaster } from "../../../components/toaster";
import { useLocalize } from "../../../lib/use-locale";
import { useOfflineSince } from "../../../lib/use-offline-since";
import { useCurrentAccount } from "../../profile";
import {
  useArchiveChannel,
  useCreateChannel,
  useEndCoverage,
  useRenameChannel,
} from "../api/channel-mutations";
import { type AccountChannel, useChannels } from "../api/get-channels";
import { ZCreateChannelForm, ZRenameChannelForm } from "../lib/channel-name";
import { type ChannelSort, sortAndFilterChannels } from "../lib/sort-channels";
import { type ChannelAction, ChannelCard } from "./ChannelCard";
import { ChannelConfirmDialog } from "./ChannelConfirmDialog";

const EmbedModal = lazy(() => import("./EmbedModal").then((m) => ({ default: m.EmbedModal })));
// The name form (react-hook-form) loads when a dialog first opens, not with the list.
const ChannelNameDialog = lazy(() =>
  import("./ChannelNameDialog").then((m) => ({ default: m.ChannelNameDialog })),
);

/** The tags manager, composed in by the app (features do not import each other). */
export type TagsDialogComponent = ComponentType<{
  accountDomain: string;
  accountKey: string;
  open: boolean;
  onClose: () => void;
}>;

type OpenDialog =
  | { kind: "create" }
  | { kind: "tags" }
  | { kind: ChannelAction; channel: AccountChannel }
  | null;

export default function ChannelsPage({ TagsDialog }: { TagsDialog?: TagsDialogComponent }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "" } = useParams();
  const ref = { accountDomain, accountKey };
  const host = toHost(ref);
  const { query, channels, kept } = useChannels(host, ref);
  const offlineSince = useOfflineSince();
  const account = useCurrentAccount();
  const manageChannels = account?.abilities.manageChannels ?? false;
  const manageTags = account?.abilities.manageTags ?? false;
  const [sort, setSort] = useState<ChannelSort>("recents");
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const create = useCreateChannel(host, ref);
  const rename = useRenameChannel(host);
  const archive = useArchiveChannel(host);
  const endCoverage = useEndCoverage(host);

  const visible = useMemo(
    () => (channels ? sortAndFilterChannels(channels, sort, search, i18n.language) : []),
    [channels, sort, search, i18n.language],
  );
  // The cards render after the update that brought them, in slices that yield to input.
  const shown = useDeferredValue(visible);
  const actions: ChannelAction[] = manageChannels
    ? ["edit", "embed", "endCoverage", "archive"]
    : ["embed"];
  const channelPath = (id: string) => localize(paths.channel(accountDomain, accountKey, id));

  const failed = (key: "create" | "update" | "archive" | "endCoverage") => () =>
    toaster.create({ type: "error", title: t(`channels.errors.${key}`) });

  const onArchive = (channel: AccountChannel) =>
    archive.mutate(channel.id, {
      onSuccess: () => {
        close();
        toaster.create({
          type: "success",
          title: t("channels.archive.done", { name: channel.name }),
        });
      },
      onError: failed("archive"),
    });

  const onEndCoverage = (channel: AccountChannel) =>
    endCoverage.mutate(channel.id, {
      onSuccess: () => {
        close();
        toaster.create({
          type: "success",
          title: t("channels.endCoverage.done", { name: channel.name }),
        });
      },
      onError: failed("endCoverage"),
    });

  return (
    <Stack gap={{ base: "5", md: "6" }}>
      <Flex
        direction={{ base: "column", lg: "row" }}
        align={{ base: "stretch", lg: "flex-end" }}
        justify="space-between"
        gap="4"
      >
        <PageTitle title={t("channels.title")} subtitle={t("channels.subtitle")} />
        <Flex
          gap="3"
          direction={{ base: "column", sm: "row" }}
          align={{ sm: "center" }}
          wrap="wrap"
        >
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
          <InputGroup startElement={<SearchIcon boxSize="4" />} width={{ base: "100%", sm: "56" }}>
            <Input
              size="sm"
              type="search"
              placeholder={t("channels.search")}
              aria-label={t("channels.search")}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </InputGroup>
          {(manageTags && TagsDialog) || manageChannels ? (
            <Flex gap="2">
              {manageTags && TagsDialog && (
                <Button
                  size="sm"
                  variant="outline"
                  flex={{ base: "1", sm: "none" }}
                  onClick={() => setDialog({ kind: "tags" })}
                >
                  <TagIcon />
                  {t("channels.manageTags")}
                </Button>
              )}
              {manageChannels && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  flex={{ base: "1", sm: "none" }}
                  onClick={() => setDialog({ kind: "create" })}
                >
                  <PlusIcon />
                  {t("channels.create.button")}
                </Button>
              )}
            </Flex>
          ) : null}
        </Flex>
      </Flex>

      {channels && (kept || offlineSince !== null) && (
        <Alert.Root status="info" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <OfflineSince as="div" />
            <Alert.Description>{t("channels.offline")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {((query.isPending && !channels) || (visible.length > 0 && shown.length === 0)) && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="32" borderRadius="l3" />
          ))}
        </SimpleGrid>
      )}

      {query.isError && !channels && (
        <Notice
          status="error"
          title={t("channels.errors.fetch")}
          description={t("channels.errors.fetchHint")}
          action={<RetryButton onRetry={() => query.refetch()} />}
        />
      )}

      {channels && visible.length === 0 && (
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

      {shown.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {shown.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              to={channelPath(channel.id)}
              actions={actions}
              onAction={(kind, c) => setDialog({ kind, channel: c })}
            />
          ))}
        </SimpleGrid>
      )}

      <OnFirstOpen open={dialog?.kind === "create"}>
        <ChannelNameDialog
          open={dialog?.kind === "create"}
          title={t("channels.create.title")}
          description={t("channels.create.description")}
          submitText={t("channels.create.submit")}
          schema={ZCreateChannelForm}
          onSubmit={(name) =>
            create.mutateAsync(name, {
              onSuccess: (channel) => {
                setSort("recents");
                setSearch("");
                toaster.create({
                  type: "success",
                  title: t("channels.create.done", { name: channel.name }),
                });
              },
              onError: failed("create"),
            })
          }
          onClose={close}
        />
      </OnFirstOpen>

      <OnFirstOpen open={dialog?.kind === "edit"}>
        <ChannelNameDialog
          open={dialog?.kind === "edit"}
          title={t("channels.settings.title")}
          submitText={t("channels.settings.submit")}
          initialName={dialog?.kind === "edit" ? dialog.channel.name : ""}
          schema={ZRenameChannelForm}
          onSubmit={(name) =>
            dialog?.kind === "edit"
              ? rename.mutateAsync(
                  { id: dialog.channel.id, name },
                  {
                    onSuccess: () =>
                      toaster.create({ type: "success", title: t("channels.settings.done") }),
                    onError: failed("update"),
                  },
                )
              : Promise.resolve()
          }
          onClose={close}
        />
      </OnFirstOpen>

      {dialog?.kind === "embed" && (
        <Suspense fallback={null}>
          <EmbedModal
            open
            channelId={dialog.channel.id}
            channelName={dialog.channel.name}
            onClose={close}
          />
        </Suspense>
      )}

      <ChannelConfirmDialog
        kind="endCoverage"
        channel={dialog?.kind === "endCoverage" ? dialog.channel : null}
        loading={endCoverage.isPending}
        onConfirm={onEndCoverage}
        onClose={close}
      />
      <ChannelConfirmDialog
        kind="archive"
        channel={dialog?.kind === "archive" ? dialog.channel : null}
        loading={archive.isPending}
        onConfirm={onArchive}
        onClose={close}
      />

      {TagsDialog && manageTags && (
        <OnFirstOpen open={dialog?.kind === "tags"}>
          <TagsDialog
            accountDomain={accountDomain}
            accountKey={accountKey}
            open={dialog?.kind === "tags"}
            onClose={close}
          />
        </OnFirstOpen>
      )}
    </Stack>
  );
}
