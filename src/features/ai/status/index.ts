// Whether AI mode is on, without the panel: the editor's loader waits for it (LazyPostEditor).
export { aiStatusQuery } from "../api/ai";
