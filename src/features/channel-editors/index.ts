export {
  ChannelEditorsPanel,
  type ChannelEditorsPanelProps,
} from "./components/ChannelEditorsPanel";
