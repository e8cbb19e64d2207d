import { Box, HStack, Skeleton, Text } from "@chakra-ui/react";
import { useQueries } from "@tanstack/react-query";
import { memo, useCallback, useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { onSlowLink } from "../../../../lib/slow-link";
import { aiStatusQuery } from "../../../ai/status";
import { postIconsQuery, tagsQuery } from "../../api/posts";
import { editorChunk } from "../../editor-chunk";
import { type ComposerDraft, EditorComposer, EMPTY_COMPOSER } from "./EditorComposer";
import { EditorFrame } from "./EditorFrame";
import type { PostEditorProps } from "./PostEditor";
import type { EditorTarget } from "./types";

/** Resolves once the browser has nothing more urgent to do (at the latest after `timeout`). */
const whenIdle = (timeout: number) =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => resolve(), { timeout });
    } else {
      window.setTimeout(resolve, 1);
    }
  });

/** What shows a person is using the page, as opposed to a page left open on a screen. */
const USE_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;
let pageUsed: Promise<void> | null = null;

/**
 * Resolves on the first input on the page. A new post's editor loads then (at idle), or at once
 * when the composer is pointed at or focused: on a slow phone, evaluating its code was a third
 * of a second of blocked main thread while the page was still settling, for an editor most
 * visits open later or never. Someone who taps, types or scrolls has it ready seconds before
 * they write; what is typed into the composer meanwhile is handed over.
 */
function whenPageUsed(): Promise<void> {
  pageUsed ??= new Promise<void>((resolve) => {
    const used = () => {
      for (const type of USE_EVENTS) window.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of USE_EVENTS)
      window.addEventListener(type, used, { capture: true, passive: true });
  });
  return pageUsed;
}

/**
 * Whether an editor was opened on this page: from then on a new post's editor opens at once
 * (after a publish, or coming back to the suite), since the user is writing.
 */
let openedBefore = false;

/**
 * The new-post editor's height as measured at phone and desktop widths: the composer and the
 * placeholder take the same room, so the panels under them do not jump when the editor replaces
 * them (Lighthouse counted that as a layout shift of 0.086 on a phone).
 * e2e/editor-placeholder.spec.ts holds it.
 * Its rows wrap with the width, so it matches from 370 to 480 px, from 768 to 1023 px and from
 * 1280 px; between those it is off by up to ~110 px (a 360 px phone: 48 px).
 */
const EDITOR_HEIGHT = { base: "1096px", md: "954px" };

/** The editor's frame while its code loads: same card, same heading, placeholders for the fields. */
function EditorLoading({ target }: { target: EditorTarget }) {
  const { t } = useTranslation();
  return (
    <EditorFrame target={target} busy minHeight={EDITOR_HEIGHT}>
      <Text role="status" fontSize="sm" color="fg.muted">
        {t("posts.editor.loading")}
      </Text>
      <Skeleton height="10" borderRadius="l2" />
      <HStack gap="2">
        {["a", "b", "c", "d", "e"].map((key) => (
          <Skeleton key={key} height="8" width="10" borderRadius="l2" />
        ))}
      </HStack>
      <Skeleton minHeight="40" flex="1" borderRadius="l2" />
      <Box display="flex" justifyContent="flex-end">
        <Skeleton height="10" width="32" borderRadius="l2" />
      </Box>
    </EditorFrame>
  );
}

/**
 * PostEditor, loaded when wanted and mounted on first use. A new, empty post starts as the composer
 * (its title and text): mounting the editor's toolbar, fields and lists was most of the suite's
 * first-load work, before anyone meant to write. Focusing the composer opens it; an edit, a
 * restored post or a post to send again opens at once. It mounts once the account's tags, post
 * icons and AI status are in (or failed): each arriving later re-rendered the whole editor in one
 * long task.
 */
export const LazyPostEditor = memo(function LazyPostEditor(props: PostEditorProps) {
  const { host, access, target } = props;
  // Combined into one flag, so each list's fetch and arrival is not a render of its own.
  const arrived = useQueries({
    queries: [
      tagsQuery(host, access.abilities.features.tags),
      postIconsQuery(host, access.abilities.features.postIcons),
      aiStatusQuery(host),
    ],
    combine: (lists) => !lists.some((q) => q.isPending && q.fetchStatus === "fetching"),
  });
  // Deferred, so the editor mounts in a render that yields to input, not in the lists' update.
  const listsIn = useDeferredValue(arrived);
  const composing = target.kind === "new" && !target.values && !props.restored;
  // On a slow link the editor's chunk came with the page (preloadEditorOnSlowLink): waiting for
  // a tap to mount it made the reporter wait seconds on a slow tablet, so it opens as it arrives.
  const [opened, setOpened] = useState(() => !composing || openedBefore || onSlowLink());
  const [draft, setDraft] = useState<ComposerDraft>(EMPTY_COMPOSER);
  const open = useCallback(() => {
    openedBefore = true;
    setOpened(true);
  }, []);
  // The composer pointed at or opened: its editor is wanted now, not at the next idle moment.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const [module, setModule] = useState(editorChunk.loaded);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module || failed) return;
    let alive = true;
    const start =
      wanted || (composing && opened)
        ? Promise.resolve()
        : composing
          ? whenPageUsed().then(() => whenIdle(2000))
          : whenIdle(2000);
    start
      .then(() => (alive ? editorChunk.load() : null))
      .then(
        (loaded) => alive && loaded && setModule(loaded),
        (error: unknown) => alive && setFailed({ error }),
      );
    return () => {
      alive = false;
    };
  }, [module, failed, wanted, composing, opened]);
  const retry = useCallback(() => setFailed(null), []);
  // Offline, the composer keeps what is typed; the editor loads once the connection is back.
  useEffect(() => {
    if (!failed || !composing) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, composing, retry]);
  // Once shown, the editor stays: a list that starts loading later (the account's features
  // arriving and switching tags on) swapped it for the placeholder and back, and a remount
  // drops what the user had typed.
  const [shown, setShown] = useState(false);
  if (opened && module && listsIn && !shown) setShown(true);
  // With no composer to keep what is typed, a chunk that failed to load goes to the error
  // boundary, as a lazy component's would.
  if (failed && !composing) throw failed.error;

  if (!shown || !module) {
    if (!composing) return <EditorLoading target={target} />;
    return (
      <EditorComposer
        draft={draft}
        onChange={setDraft}
        onOpen={open}
        onTyping={props.onTyping}
        onIntent={want}
        opening={opened}
        failed={failed !== null}
        onRetry={retry}
        minHeight={EDITOR_HEIGHT}
      />
    );
  }
  return <module.PostEditor {...props} opening={composing ? draft : undefined} />;
});
