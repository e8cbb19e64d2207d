import { Box, HStack, Skeleton, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
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

/**
 * TipTap and ProseMirror are most of the suite's script: they load in their own chunk, and only
 * once the page that shows the editor has rendered and the browser is idle, so the feed beside
 * it, its requests and its first paint never wait behind ~125 KB of editor code.
 */
const PostEditor = lazy(() =>
  whenIdle(2000)
    .then(() => import("./PostEditor"))
    .then((m) => ({ default: m.PostEditor })),
);

/** The editor's frame while its code loads: same card, same heading, placeholders for the fields. */
function EditorLoading({ target }: { target: EditorTarget }) {
  const { t } = useTranslation();
  return (
    <EditorFrame target={target} busy>
      <Text role="status" fontSize="sm" color="fg.muted">
        {t("posts.editor.loading")}
      </Text>
      <Skeleton height="10" borderRadius="l2" />
      <HStack gap="2">
        {["a", "b", "c", "d", "e"].map((key) => (
          <Skeleton key={key} height="8" width="10" borderRadius="l2" />
        ))}
      </HStack>
      <Skeleton height="40" borderRadius="l2" />
      <Box display="flex" justifyContent="flex-end">
        <Skeleton height="10" width="32" borderRadius="l2" />
      </Box>
    </EditorFrame>
  );
}

/** PostEditor, loaded on first use. */
export function LazyPostEditor(props: PostEditorProps) {
  return (
    <Suspense fallback={<EditorLoading target={props.target} />}>
      <PostEditor {...props} />
    </Suspense>
  );
}
