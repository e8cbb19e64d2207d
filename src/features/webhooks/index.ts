export { WebhooksSection } from "./components/WebhooksSection";
