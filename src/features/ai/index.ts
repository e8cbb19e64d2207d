export { aiStatusQuery } from "./api/ai";
export { AiPanel, type AiPanelProps } from "./components/AiPanel";
export { textDoc } from "./lib/summary-doc";
