export { TagsDialog } from "./components/TagsDialog";
