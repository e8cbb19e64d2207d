import { Heading, Stack } from "@chakra-ui/react";
import { memo, startTransition, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListLoadError, ListSkeleton } from "../../../components/ListStates";
import { loadOnce } from "../../../lib/load-once";
import type { ChannelEditorsPanelProps } from "./ChannelEditorsPanel";

const panelChunk = loadOnce(() => import("./ChannelEditorsPanel"));

/** How near the viewport the placeholder comes before the panel's code is fetched. */
const NEAR = "200px 0px";

/**
 * ChannelEditorsPanel, fetched and mounted as it nears the viewport. It sits under the post
 * editor, below the fold on a phone and on most desktops, and its forms (react-hook-form, the
 * accordion's machines) were a sixth of the suite's first-load script and one of its longest
 * renders, for a panel most visits never scroll to (docs/performance.md).
 */
export const LazyChannelEditorsPanel = memo(function LazyChannelEditorsPanel(
  props: ChannelEditorsPanelProps,
) {
  const { t } = useTranslation();
  const [module, setModule] = useState(panelChunk.loaded);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (module || near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [module, near]);

  useEffect(() => {
    if (!near || module || failed) return;
    let alive = true;
    panelChunk.load().then(
      // A transition: the accordion and its first form mount in slices that yield to typing.
      (panel) => alive && startTransition(() => setModule(panel)),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [near, module, failed]);

  if (module) return <module.ChannelEditorsPanel {...props} />;
  return (
    <Stack
      ref={placeholder}
      as="section"
      gap="3"
      aria-labelledby="channel-editors-heading"
      aria-busy={!failed}
      data-testid="channel-editors"
    >
      <Heading as="h2" size="md" id="channel-editors-heading">
        {t("channelEditors.title")}
      </Heading>
      {failed ? (
        <ListLoadError title={t("channelEditors.loadFailed")} onRetry={() => setFailed(false)} />
      ) : (
        <ListSkeleton rows={3} height="16" />
      )}
    </Stack>
  );
});
