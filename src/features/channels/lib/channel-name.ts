import { z } from "zod";
import { ZCreateChannelRequest, ZRenameChannelQuery } from "../../../../domain/schemas/channel";

/** The create and rename forms validate the name with the API contract's own rules. */
export const ZCreateChannelForm = z.object({ name: ZCreateChannelRequest.shape.name });
export const ZRenameChannelForm = z.object({ name: ZRenameChannelQuery.shape.channelName });
export type ChannelNameForm = z.infer<typeof ZCreateChannelForm>;

/** Translation key of a name error, from the zod issue code react-hook-form reports as `type`. */
export function channelNameErrorKey(type: string | undefined): string | undefined {
  if (!type) return undefined;
  return type === "too_big" ? "channels.validation.tooLong" : "channels.validation.required";
}
