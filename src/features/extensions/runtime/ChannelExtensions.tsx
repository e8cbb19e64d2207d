import type { ExtensionType } from "../../../../domain/extensions";
import { ExtensionPanels } from "./ExtensionPanels";
import { useExtensionSet } from "./use-extension-set";

const TYPES: readonly ExtensionType[] = ["channelEditor", "integratedChannelEditor"];

/**
 * The account's channel extensions: channelEditor panels among the channel editors
 * (like Top Text) and integratedChannelEditor tools in the channel area, each in its frame.
 */
export function ChannelExtensions({ host, channelId }: { host: string; channelId: string }) {
  const set = useExtensionSet(host, channelId, TYPES);
  return <ExtensionPanels set={set} post={null} testId="channel-extensions" />;
}
