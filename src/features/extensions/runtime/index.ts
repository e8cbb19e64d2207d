export { ChannelExtensions } from "./ChannelExtensions";
export { EditorExtensions } from "./EditorExtensions";
export { SafeModeBanner } from "./SafeModeBanner";
