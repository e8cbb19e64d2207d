export { TagsDialog } from "./components/TagsDialog";
export { TagsManager } from "./components/TagsManager";
