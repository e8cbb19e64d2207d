export { getOverview, postKeys, publishPost, StaleVersionError, updatePost } from "./api";
export { PostEditor, type PostEditorProps } from "./editor/PostEditor";
export {
  type EditorTarget,
  type EditorValues,
  emptyValues,
  type SaveResult,
  valuesOf,
} from "./editor/types";
export { Feed, type FeedProps } from "./feed/Feed";
export type { PostEventSource, PostLiveEvent } from "./live";
