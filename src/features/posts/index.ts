export { getOverview, postKeys, publishPost, StaleVersionError, updatePost } from "./api/posts";
export {
  type Autosave,
  type AutosaveKey,
  editorTargetOf,
  readAutosave,
} from "./components/editor/autosave";
export { LazyPostEditor as PostEditor } from "./components/editor/LazyPostEditor";
export type { PostEditorProps } from "./components/editor/PostEditor";
export {
  type EditorTarget,
  type EditorValues,
  emptyValues,
  type SaveResult,
  valuesOf,
} from "./components/editor/types";
export { Feed, type FeedProps } from "./components/feed/Feed";
export { flattenFeed, useFeed } from "./hooks/use-feed";
export type { PostEventSource, PostLiveEvent } from "./lib/live";
