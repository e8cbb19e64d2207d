import { Box, Grid, Stack, Text } from "@chakra-ui/react";
import { type ComponentProps, startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { FEED_MAX_WIDTH } from "../../../../domain/constants";
import { ZPost } from "../../../../domain/schemas/post";
import { useStableCallback } from "../../../lib/use-stable-callback";
import { useViewportWidth } from "../../../lib/use-viewport-width";
import { LazyChannelEditorsPanel } from "../../channel-editors";
import { type DraftItem, useDraftItems } from "../../drafts";
import { ChannelExtensions, EditorExtensions } from "../../extensions/runtime";
import { TypingDistributor, useLive, usePresenceSender } from "../../live";
import {
  type Autosave,
  type AutosaveKey,
  type EditorTarget,
  type EditorValues,
  editorTargetOf,
  type Feed,
  flattenFeed,
  PostEditor,
  readAutosave,
  useFeed,
  valuesOf,
} from "../../posts";
import { preloadEditorOnSlowLink } from "../../posts/editor-chunk";
import { useProfileDialog } from "../../profile";
import { SuiteFeed } from "../components/SuiteFeed";
import { useEditorWrites } from "../hooks/use-editor-writes";
import { useSuite } from "../hooks/use-suite";

// Started as this page's code arrives, before its data: on a 3G link the editor's chunk then
// crosses alongside the page's own requests, not after the reporter's first tap.
preloadEditorOnSlowLink();

type ExtensionSlot = NonNullable<ComponentProps<typeof PostEditor>["extensionSlot"]>;
type Post = Parameters<ComponentProps<typeof Feed>["onEdit"]>[0];

const targetKey = (t: EditorTarget) =>
  t.kind === "new" ? "new" : `${t.kind}:${t.id}:${t.version}`;

/** The channel root: the editor (with the channel editors), and the feed beside it on wide screens. */
export default function EditorialPage() {
  const { t } = useTranslation();
  const suite = useSuite();
  const wide = useViewportWidth() >= FEED_MAX_WIDTH;
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const draftParam = params.get("draft");
  const { items: drafts } = useDraftItems(suite.host, suite.channelId);
  const [target, setTarget] = useState<EditorTarget>({ kind: "new" });
  const [draft, setDraft] = useState<DraftItem | null>(null);
  const [counter, setCounter] = useState(0);
  const live = useLive();
  const onTyping = usePresenceSender(suite.host, suite.channelId);
  const profile = useProfileDialog();
  const userId = suite.user?.userId ?? null;
  const autosaveKey = useMemo<AutosaveKey | null>(
    () => (userId ? { host: suite.host, channelId: suite.channelId, userId } : null),
    [suite.host, suite.channelId, userId],
  );
  // undefined: not read yet; the editor opens once it is, so a restore never remounts it.
  const [autosave, setAutosave] = useState<Autosave | null | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!autosaveKey) return;
    let alive = true;
    void readAutosave(autosaveKey).then((found) => {
      if (!alive) return;
      // This mounts the page's editor and panels: as a transition, that render is sliced and
      // yields to input instead of blocking the phone for its whole length.
      startTransition(() => {
        setAutosave(found);
        if (found) {
          setTarget(editorTargetOf(found));
          setRestored(true);
        }
      });
    });
    return () => {
      alive = false;
    };
  }, [autosaveKey]);
  const restoring = autosave === undefined && suite.user !== null;
  /** The autosave, when it is of the post or draft the user asks to open. */
  const autosaved = (kind: "post" | "draft", id: string) =>
    autosave?.target.kind === kind && autosave.target.id === id ? autosave : null;

  // Arriving from the feed tab (narrow screens) with a post to edit. Parsed once per navigation:
  // a new result on every render re-ran the effect below on each of its own updates, and those
  // kept pre-empting the router's transition that clears the state, so it never landed (Cancel
  // reopened the post and the page re-rendered without end).
  const statePost = useMemo(
    () => ZPost.safeParse((location.state as { editPost?: unknown } | null)?.editPost),
    [location.state],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: autosaved is read once the autosave is.
  useEffect(() => {
    if (restoring || !statePost.success) return;
    const post = statePost.data;
    const kept = autosaved("post", post.id);
    setTarget(
      kept
        ? editorTargetOf(kept)
        : { kind: "post", id: post.id, version: post.version, values: valuesOf(post) },
    );
    setRestored(kept !== null);
    setDraft(null);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [restoring, statePost.success, statePost.data, navigate, location.pathname, location.search]);

  // Arriving from the drafts tab with ?draft=<localId>.
  // Loaded once per ?draft=: list refreshes must not replace what the user is typing.
  const loadedDraft = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: autosaved is read once the autosave is.
  useEffect(() => {
    if (restoring || !draftParam || loadedDraft.current === draftParam) return;
    const item = drafts.find((d) => d.localId === draftParam || d.serverId === draftParam);
    if (!item) return;
    loadedDraft.current = draftParam;
    const kept = autosaved("draft", item.localId);
    setDraft(item);
    setTarget(
      kept
        ? editorTargetOf(kept)
        : { kind: "draft", id: item.localId, version: item.version, values: { ...item.input } },
    );
    setRestored(kept !== null);
  }, [restoring, draftParam, drafts]);

  // A restored draft edit needs its draft row (to update and publish it) once the list has it.
  useEffect(() => {
    if (!restored || target.kind !== "draft" || draft) return;
    const item = drafts.find((d) => d.localId === target.id);
    if (item) setDraft(item);
  }, [restored, target, draft, drafts]);

  // An autosaved edit older than the server's post or draft: the editor offers the comparison.
  const feed = useFeed(suite.host, suite.channelId, "", live.status === "open");
  const newerOnServer = useMemo(() => {
    if (!restored || target.kind === "new" || target.version === null) return null;
    const server =
      target.kind === "post"
        ? flattenFeed(feed.data).find((p) => p.id === target.id)
        : drafts.find((d) => d.localId === target.id)?.server;
    return server && server.version > (target.version ?? 0) ? server : null;
  }, [restored, target, feed.data, drafts]);

  const done = useStableCallback(() => {
    setRestored(false);
    setAutosave(null);
    setTarget({ kind: "new" });
    setDraft(null);
    setCounter((c) => c + 1);
    loadedDraft.current = null;
    if (draftParam) {
      params.delete("draft");
      setParams(params, { replace: true });
    }
  });

  const { onPublish, onSaveDraft } = useEditorWrites({
    host: suite.host,
    channelId: suite.channelId,
    target,
    draft,
  });
  const onPostAsNew = useStableCallback((values: EditorValues) => {
    setRestored(true);
    setDraft(null);
    setTarget({ kind: "new", values });
    setCounter((c) => c + 1);
  });
  const extensionSlot: ExtensionSlot = useStableCallback((tools, place) => (
    <EditorExtensions host={suite.host} channelId={suite.channelId} place={place} {...tools} />
  ));
  const openProfile = useStableCallback(() => profile.open());
  const onEdit = useStableCallback((post: Post) => {
    setRestored(false);
    setDraft(null);
    setTarget({ kind: "post", id: post.id, version: post.version, values: valuesOf(post) });
    window.scrollTo({ top: 0, behavior: "smooth" });
  });

  if (!suite.access || restoring) return null;

  const editor = (
    <Stack gap="5" minWidth="0">
      <Box>
        <TypingDistributor selfId={suite.user?.userId ?? null} />
        <PostEditor
          key={`${targetKey(target)}#${counter}`}
          host={suite.host}
          channelId={suite.channelId}
          access={suite.access}
          plugins={suite.plugins}
          authorName={suite.authorName}
          target={target}
          canPublish={suite.canPublish}
          canMarkKeyEvent={suite.canMarkKeyEvent}
          canUseAi={suite.canUseAi}
          createDraft={suite.createDraft}
          onPublish={onPublish}
          onSaveDraft={onSaveDraft}
          onDone={done}
          live={live.bus}
          onTyping={onTyping}
          onPostAsNew={onPostAsNew}
          onManageUser={openProfile}
          autosave={autosaveKey}
          restored={restored}
          newerOnServer={newerOnServer}
          extensionSlot={extensionSlot}
        />
      </Box>
      <LazyChannelEditorsPanel
        accountDomain={suite.accountDomain}
        accountKey={suite.accountKey}
        channelId={suite.channelId}
      />
      <ChannelExtensions host={suite.host} channelId={suite.channelId} />
      {profile.dialog}
    </Stack>
  );

  // One tree at every width, so crossing the breakpoint never remounts the editor.
  return (
    <Grid
      templateColumns={{ base: "1fr", lg: "minmax(0, 1.1fr) minmax(0, 1fr)" }}
      gap="6"
      alignItems="start"
    >
      {editor}
      {wide && (
        <Box minWidth="0">
          <Text as="h2" fontWeight="semibold" fontSize="lg" mb="3">
            {t("suite.tabs.feed")}
          </Text>
          <SuiteFeed suite={suite} live={live} onEdit={onEdit} />
        </Box>
      )}
    </Grid>
  );
}
