export { aiStatusQuery } from "./api/ai";
export { AiPanel } from "./components/AiPanel";
export { textDoc } from "./lib/summary-doc";
