import {
  Alert,
  Box,
  Button,
  CloseButton,
  EmptyState,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Switch,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_MAX_POSTS, STORAGE_KEYS } from "../../../../../domain/constants";
import { NO_POST_ABILITIES } from "../../../../../domain/schemas/abilities";
import type { Post } from "../../../../../domain/schemas/post";
import type { AccountAccessDto } from "../../../../../domain/schemas/profile";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { DialogShell } from "../../../../components/DialogShell";
import { FeedEmptyIcon, NoResultsIcon, SearchIcon } from "../../../../components/icons";
import { Notice } from "../../../../components/Notice";
import { toaster } from "../../../../components/toaster";
import { copyText } from "../../../../lib/clipboard";
import { isOwnWrite, markOwnWrite } from "../../../../lib/live/own-writes";
import { storage, writeLocal } from "../../../../lib/local-data/web-storage";
import { StaleVersionError } from "../../../../lib/stale-version";
import { SEARCH_DEBOUNCE_MS, useDebounced } from "../../../../lib/use-debounced";
import {
  deletePost,
  getPostIcons,
  highlightPost,
  pinPost,
  postKeys,
  reorderPost,
  setKeyEvent,
} from "../../api/posts";
import { useFeed } from "../../hooks/use-feed";
import type { PostEventSource } from "../../lib/live";
import { proseCss } from "../../lib/prose";
import { type PostAction, PostCard } from "./PostCard";

export interface FeedProps {
  host: string;
  channelId: string;
  access: AccountAccessDto;
  onEdit: (post: Post) => void;
  /** The channel's live events: a deleted post in search results shows a notice. */
  live?: PostEventSource;
  /** Live stream up: the feed only refetches every 60 s for safety. */
  liveOpen?: boolean;
}

const NO_ACTIONS: Partial<Record<PostAction, boolean>> = {};

/** Where a post must go to move one step: the afterId of the reorder request. */
export function reorderTarget(
  list: Post[],
  index: number,
  dir: "up" | "down",
): string | null | undefined {
  if (dir === "down") return list[index + 1]?.id;
  if (index <= 0) return undefined;
  return index === 1 ? null : list[index - 2]?.id;
}

/** The channel's feed: search, posts with their actions, load more, debug mode. */
export const Feed = memo(function Feed({
  host,
  channelId,
  access,
  onEdit,
  live,
  liveOpen,
}: FeedProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const feed = useFeed(host, channelId, q, liveOpen);
  // The search a deletion elsewhere hit: the notice shows while that search is on screen.
  const [deletedIn, setDeletedIn] = useState<string | null>(null);
  const shownIds = useRef(new Set<string>());
  shownIds.current = new Set(feed.items.map((p) => p.id));
  useEffect(
    () =>
      live?.subscribe((event) => {
        if (event.type === "post.deleted" && q && shownIds.current.has(event.entityId)) {
          if (!isOwnWrite(event)) setDeletedIn(q);
        }
      }),
    [live, q],
  );
  const [debug, setDebug] = useState(storage.debug());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [preview, setPreview] = useState<Post | null>(null);
  const icons = useQuery({
    queryKey: postKeys.icons(host),
    queryFn: ({ signal }) => getPostIcons(host, signal),
    enabled: access.abilities.features.postIcons,
    staleTime: 5 * 60_000,
  });
  const iconSymbols = useMemo(
    () => Object.fromEntries((icons.data ?? []).map((i) => [i.id, i.symbol])),
    [icons.data],
  );

  // The cards render after the update that brought them, in slices that yield to input.
  const items = useDeferredValue(feed.items);
  const settling = items !== feed.items && items.length === 0;
  const unpinned = items.filter((p) => !p.pinned);
  const keyEvents = access.abilities.features.keyEvents;
  const searchLimited = feed.data?.pages[0]?.searchLimited ?? false;

  const run = async (post: Post, label: string, fn: () => Promise<unknown>) => {
    setBusyId(post.id);
    try {
      markOwnWrite(post.id, post.version + 1);
      await fn();
      await feed.invalidate();
    } catch (e) {
      toaster.create({
        type: "error",
        title:
          e instanceof StaleVersionError
            ? t("errors.stale-version")
            : t(`posts.feed.failed.${label}`),
      });
      if (e instanceof StaleVersionError) await feed.invalidate();
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (post: Post, action: PostAction) => {
    switch (action) {
      case "pin":
        return void run(post, "pin", () => pinPost(host, channelId, post, !post.pinned));
      case "highlight":
        return void run(post, "highlight", () =>
          highlightPost(host, channelId, post, !post.highlighted),
        );
      case "keyEvent":
        return void run(post, "keyEvent", () => setKeyEvent(host, channelId, post, !post.keyEvent));
      case "moveUp":
      case "moveDown": {
        const index = unpinned.findIndex((p) => p.id === post.id);
        const after = reorderTarget(unpinned, index, action === "moveUp" ? "up" : "down");
        if (after === undefined) return;
        return void run(post, "reorder", () => reorderPost(host, channelId, post, after));
      }
      case "copyId":
        void copyText(post.id)
          .then(() => toaster.create({ type: "success", title: t("posts.feed.copied") }))
          .catch(() => toaster.create({ type: "error", title: t("posts.feed.copyFailed") }));
        return;
      case "edit":
        return onEdit(post);
      case "delete":
        return setConfirm(post);
      case "preview":
        return setPreview(post);
    }
  };

  /**
   * The server's abilities decide; the feed adds only where a move makes sense. Made once per
   * list, so a card's props stay the same object while its post does (PostCard is memoized).
   */
  const allowed = useMemo(() => {
    const movableIds = items.filter((p) => !p.pinned).map((p) => p.id);
    return new Map(
      items.map((post): [string, Partial<Record<PostAction, boolean>>] => {
        const may = post.abilities ?? NO_POST_ABILITIES;
        const index = movableIds.indexOf(post.id);
        const movable = may.reorder && !post.pinned && !q;
        return [
          post.id,
          {
            preview: true,
            copyId: true,
            edit: may.edit,
            keyEvent: may.keyEvent,
            delete: may.delete,
            pin: may.pin,
            highlight: may.highlight,
            moveUp: movable && index > 0,
            moveDown: movable && index >= 0 && index < movableIds.length - 1,
          },
        ];
      }),
    );
  }, [items, q]);
  // The cards keep one callback; it runs the handler of the latest render.
  const latestAction = useRef(onAction);
  latestAction.current = onAction;
  const onCardAction = useCallback(
    (post: Post, action: PostAction) => latestAction.current(post, action),
    [],
  );

  const toggleDebug = (on: boolean) => {
    setDebug(on);
    writeLocal(STORAGE_KEYS.debug, on ? "true" : null);
  };

  const confirmDelete = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      markOwnWrite(confirm.id, null);
      await deletePost(host, channelId, confirm);
      toaster.create({ type: "success", title: t("posts.feed.deleted") });
      setConfirm(null);
      await feed.invalidate();
    } catch {
      toaster.create({ type: "error", title: t("posts.feed.failed.delete") });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack as="section" aria-label={t("suite.tabs.feed")} gap="4">
      <HStack gap="3" wrap="wrap">
        <InputGroup flex="1" minWidth="48" startElement={<SearchIcon boxSize="4" />}>
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("posts.feed.search")}
            aria-label={t("posts.feed.search")}
            bg="bg"
          />
        </InputGroup>
        <Switch.Root size="sm" checked={debug} onCheckedChange={(e) => toggleDebug(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t("posts.feed.debug")}</Switch.Label>
        </Switch.Root>
      </HStack>

      {searchLimited && q && (
        <Notice
          status="warning"
          size="sm"
          title={t("posts.feed.searchLimited", { count: SEARCH_MAX_POSTS })}
        />
      )}

      {deletedIn !== null && deletedIn === q && (
        <Alert.Root status="info" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Title>{t("live.notices.searchDeleted")}</Alert.Title>
          <CloseButton
            size="xs"
            ms="auto"
            aria-label={t("live.notices.dismiss")}
            onClick={() => setDeletedIn(null)}
          />
        </Alert.Root>
      )}

      {feed.isError && !feed.data && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t("posts.feed.loadFailed")}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void feed.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert.Root>
      )}

      {(feed.isPending && !feed.data) || settling ? (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="24" rounded="lg" />
          ))}
        </Stack>
      ) : items.length === 0 && !feed.isError ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              {q ? <NoResultsIcon boxSize="8" /> : <FeedEmptyIcon boxSize="8" />}
            </EmptyState.Indicator>
            <EmptyState.Title>
              {q ? t("posts.feed.noResults") : t("posts.feed.empty")}
            </EmptyState.Title>
            <EmptyState.Description>
              {q ? t("posts.feed.noResultsHint") : t("posts.feed.emptyHint")}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3" aria-live="polite">
          {items.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              debug={debug}
              busy={busyId === post.id}
              allowed={allowed.get(post.id) ?? NO_ACTIONS}
              iconSymbols={iconSymbols}
              keyEvents={keyEvents}
              onAction={onCardAction}
            />
          ))}
        </Stack>
      )}

      {feed.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          onClick={() => void feed.fetchNextPage()}
          loading={feed.isFetchingNextPage}
        >
          {t("posts.feed.loadMore")}
        </Button>
      )}

      <ConfirmDialog
        open={!!confirm}
        title={t("posts.feed.deleteTitle")}
        description={t("posts.feed.deleteBody")}
        confirmText={t("posts.feed.delete")}
        cancelText={t("posts.cancel")}
        destructive
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirm(null)}
      />

      <DialogShell
        open={!!preview}
        onClose={() => setPreview(null)}
        size="lg"
        title={preview?.title || t("posts.feed.preview")}
        rootProps={{ scrollBehavior: "inside" }}
        closeButton={{ label: t("posts.close") }}
      >
        {preview && (
          <Box
            css={proseCss}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized post HTML
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        )}
      </DialogShell>
    </Stack>
  );
});
