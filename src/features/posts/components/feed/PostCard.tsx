import { Badge, Box, Button, Code, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { lazy, memo } from "react";
import { useTranslation } from "react-i18next";
import type { Post } from "../../../../../domain/schemas/post";
import { MenuOnDemand } from "../../../../components/MenuOnDemand";
import { PollResults } from "../../../polls";
import { proseCss } from "../../lib/prose";

export type PostAction =
  | "pin"
  | "highlight"
  | "keyEvent"
  | "moveUp"
  | "moveDown"
  | "copyId"
  | "edit"
  | "delete"
  | "preview";

const loadActionsMenu = () => import("./PostActionsMenu");
const PostActionsMenu = lazy(loadActionsMenu);

export interface PostCardProps {
  post: Post;
  debug: boolean;
  busy?: boolean;
  /** Which actions the user may take on this post. */
  allowed: Partial<Record<PostAction, boolean>>;
  /** Stable across renders (the card is memoized). */
  onAction: (post: Post, action: PostAction) => void;
  /** Post icon id → emoji or image URL. */
  iconSymbols?: Record<string, string>;
  /** The account's keyEvents flag: key events carry a badge. */
  keyEvents?: boolean;
}

const IMPORTANCE_BORDER: Record<Post["importance"], string> = {
  "very-important": "red.solid",
  important: "orange.solid",
  normal: "border",
  common: "border",
};

// Making a DateTimeFormat is what costs (toLocaleString makes one per call): one per language.
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const formatTime = (iso: string, locale: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const tag = locale === "no" ? "nb-NO" : "en-GB";
  let format = timeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    });
    timeFormats.set(tag, format);
  }
  return format.format(d);
};

/**
 * One post in the feed: the server's sanitized HTML with its importance and flags. Memoized: a
 * feed re-renders on every refetch and live event, and thirty cards of Chakra elements (with
 * their HTML) are the bulk of that work.
 */
export const PostCard = memo(function PostCard({
  post,
  debug,
  busy,
  allowed,
  onAction,
  iconSymbols = {},
  keyEvents = false,
}: PostCardProps) {
  const { t, i18n } = useTranslation();
  const actions: { key: PostAction; label: string; danger?: boolean }[] = [
    { key: "preview", label: t("posts.feed.preview") },
    { key: "edit", label: t("posts.feed.edit") },
    { key: "pin", label: post.pinned ? t("posts.feed.unpin") : t("posts.feed.pin") },
    {
      key: "highlight",
      label: post.highlighted ? t("posts.feed.unhighlight") : t("posts.feed.highlight"),
    },
    {
      key: "keyEvent",
      label: post.keyEvent ? t("keyEvents.unmark") : t("keyEvents.mark"),
    },
    { key: "moveUp", label: t("posts.feed.moveUp") },
    { key: "moveDown", label: t("posts.feed.moveDown") },
    { key: "copyId", label: t("posts.feed.copyId") },
    { key: "delete", label: t("posts.feed.delete"), danger: true },
  ];
  const visible = actions.filter((a) => allowed[a.key]);
  const important = post.importance === "important" || post.importance === "very-important";
  const badges: {
    shown: boolean;
    label: string;
    palette: string;
    variant: "solid" | "subtle" | "outline";
  }[] = [
    { shown: post.pinned, label: t("posts.feed.pinned"), palette: "brand", variant: "solid" },
    { shown: post.breaking, label: t("posts.feed.breaking"), palette: "red", variant: "solid" },
    {
      shown: keyEvents && post.keyEvent,
      label: t("keyEvents.badge"),
      palette: "purple",
      variant: "subtle",
    },
    {
      shown: post.highlighted,
      label: t("posts.feed.highlighted"),
      palette: "yellow",
      variant: "subtle",
    },
    {
      shown: important,
      label: t(`posts.importance.${post.importance}`),
      palette: post.importance === "very-important" ? "red" : "orange",
      variant: "outline",
    },
  ];
  const menuTrigger = (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={t("posts.feed.actions", { title: post.title || post.id })}
      disabled={busy}
    >
      <Text as="span" fontSize="lg" lineHeight="1">
        ⋯
      </Text>
    </IconButton>
  );
  return (
    <Box
      as="article"
      aria-label={post.title || t("posts.feed.untitled")}
      data-post-id={post.id}
      data-pinned={post.pinned || undefined}
      data-highlighted={post.highlighted || undefined}
      data-key-event={(keyEvents && post.keyEvent) || undefined}
      bg={post.highlighted ? "yellow.subtle" : "bg"}
      borderWidth="1px"
      borderColor={post.pinned ? "brand.emphasized" : "border"}
      borderInlineStartWidth={important ? "4px" : "1px"}
      borderInlineStartColor={IMPORTANCE_BORDER[post.importance]}
      rounded="lg"
      p={{ base: "3", md: "4" }}
      opacity={busy ? 0.6 : post.importance === "common" ? 0.92 : 1}
      transition="opacity 0.2s"
    >
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="1" minWidth="0">
          <HStack gap="1.5" wrap="wrap">
            {badges
              .filter((badge) => badge.shown)
              .map(({ label, palette, variant }) => (
                <Badge key={label} colorPalette={palette} variant={variant} size="sm">
                  {label}
                </Badge>
              ))}
            {post.icons.length > 0 && (
              <Text as="span" fontSize="sm" aria-label={t("posts.editor.icons")}>
                {post.icons
                  .map((id) => iconSymbols[id])
                  .filter((s): s is string => !!s && !s.startsWith("/") && !s.startsWith("http"))
                  .join(" ")}
              </Text>
            )}
            <Text as="span" fontSize="xs" color="fg.muted">
              <time dateTime={post.createdUtc}>{formatTime(post.createdUtc, i18n.language)}</time>
              {" · "}
              {post.authorName}
            </Text>
          </HStack>
          {post.title && (
            <Text
              as="h3"
              fontWeight="bold"
              fontSize={post.importance === "very-important" ? "2xl" : "xl"}
              lineHeight="1.3"
            >
              {post.title}
            </Text>
          )}
        </Stack>
        {visible.length > 0 && (
          <MenuOnDemand preload={() => void loadActionsMenu()} trigger={menuTrigger}>
            {(openedBy) => (
              <PostActionsMenu
                trigger={menuTrigger}
                actions={visible}
                onAction={(action) => onAction(post, action)}
                openedBy={openedBy}
              />
            )}
          </MenuOnDemand>
        )}
      </HStack>
      {post.html && (
        <Box
          mt="2"
          // A poll shows once, with its live results, below the text (PollResults).
          css={{ ...proseCss, "& .t-poll": { display: "none" } }}
          className="post-html"
          // The server renders this from the validated document and sanitizes it (allow-list).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized post HTML
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      )}
      <PollResults channelId={post.channelId} postId={post.id} content={post.content} />
      {post.tags.length > 0 && (
        <HStack gap="1.5" mt="3" wrap="wrap">
          {post.tags.map((tag) => (
            <Badge key={tag} variant="subtle" size="sm">
              #{tag}
            </Badge>
          ))}
        </HStack>
      )}
      {debug && (
        <Stack
          gap="1"
          mt="3"
          pt="3"
          borderTopWidth="1px"
          borderStyle="dashed"
          fontSize="xs"
          data-testid="post-debug"
        >
          <Text>
            id <Code size="sm">{post.id}</Code> · v<Code size="sm">{post.version}</Code> · order{" "}
            <Code size="sm">{post.order}</Code>
          </Text>
          <details>
            <summary>
              <Button as="span" size="2xs" variant="plain" px="0">
                {t("posts.feed.rawJson")}
              </Button>
            </summary>
            <Box
              as="pre"
              fontSize="2xs"
              overflowX="auto"
              bg="bg.muted"
              p="2"
              rounded="sm"
              maxHeight="60"
              overflowY="auto"
            >
              {JSON.stringify(post, null, 2)}
            </Box>
          </details>
        </Stack>
      )}
    </Box>
  );
});
