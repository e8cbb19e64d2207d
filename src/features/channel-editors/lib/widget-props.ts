/** What a channel widget's panel is given: the channel, and whether this editor may change it. */
export interface WidgetPanelProps {
  host: string;
  channelId: string;
  editable: boolean;
}
