export { getOverview, postKeys, publishPost, updatePost } from "./api";
export {
  type Autosave,
  type AutosaveKey,
  editorTargetOf,
  readAutosave,
} from "./editor/autosave";
export { LazyPostEditor as PostEditor } from "./editor/LazyPostEditor";
export type { PostEditorProps } from "./editor/PostEditor";
export {
  type EditorTarget,
  type EditorValues,
  emptyValues,
  type SaveResult,
  valuesOf,
} from "./editor/types";
export { Feed, type FeedProps } from "./feed/Feed";
export { flattenFeed, useFeed } from "./feed/use-feed";
export type { PostEventSource, PostLiveEvent } from "./live";
