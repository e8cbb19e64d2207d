import { vi } from "vitest";
import {
  PostEditor,
  type PostEditorProps,
} from "../../src/features/posts/components/editor/PostEditor";
import { access } from "./fixtures";
import { CHANNEL, HOST, json, renderUi, routeFetch } from "./ui-test-utils";

export * from "./ui-test-utils";

/** The editor's look-ups (tags, post icons) answered empty; `routes` adds to or replaces them. */
export function serveEditorLookups(routes: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    [`GET /tags/${HOST}`]: () => json(200, []),
    [`GET /post-icons/${HOST}`]: () => json(200, []),
    ...routes,
  });
}

/** The post editor on a new post with spy callbacks; `props` overrides any of them. */
export function renderPostEditor(props: Partial<PostEditorProps> = {}) {
  const onPublish = vi.fn(async () => {});
  const onSaveDraft = vi.fn(async () => "saved" as const);
  const onDone = vi.fn();
  renderUi(
    <PostEditor
      host={HOST}
      channelId={CHANNEL}
      access={access()}
      authorName="Ada Admin"
      target={{ kind: "new" }}
      canPublish
      canMarkKeyEvent
      onPublish={onPublish}
      onSaveDraft={onSaveDraft}
      onDone={onDone}
      {...props}
    />,
  );
  return { onPublish, onSaveDraft, onDone };
}

/** What the editor holds for an ordinary post the editor opens; `over` changes part of it. */
export const editorValues = (over: Record<string, unknown> = {}) => ({
  title: "Goal",
  content: null,
  importance: "normal" as const,
  authorId: "u1",
  tags: [],
  icons: [],
  breaking: false,
  keyEvent: false,
  ...over,
});
