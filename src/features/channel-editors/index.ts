export { ChannelEditorsPanel } from "./components/ChannelEditorsPanel";
