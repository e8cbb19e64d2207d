export { getOverview, postKeys, publishPost, updatePost } from "./api/posts";
export {
  type Autosave,
  type AutosaveKey,
  editorTargetOf,
  readAutosave,
} from "./components/editor/autosave";
export { LazyPostEditor as PostEditor } from "./components/editor/LazyPostEditor";
export {
  type EditorTarget,
  type EditorValues,
  valuesOf,
} from "./components/editor/types";
export { Feed } from "./components/feed/Feed";
export { flattenFeed, useFeed } from "./hooks/use-feed";
