export { LazyChannelEditorsPanel } from "./components/LazyChannelEditorsPanel";
