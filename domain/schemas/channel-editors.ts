import { z } from "zod";
import { ZDoc } from "../content/schema";
import { zInt4 } from "./common";

/** Top Text: a short block shown above the feed. */
export const ZTopText = z.object({
  content: ZDoc.nullable(),
  html: z.string(),
  version: z.number().int(),
});
export const ZTopTextUpdateRequest = z.object({
  content: ZDoc.nullable(),
  version: zInt4().min(0),
});

/** Countdown widget: title, start, end; end after start ("countdown-dates-invalid"). */
export const ZCountdownRequest = z
  .object({
    title: z.string().trim().min(1).max(200),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
  })
  .refine((v) => Date.parse(v.end) > Date.parse(v.start), {
    message: "countdown-dates-invalid",
    path: ["end"],
  });
export const ZCountdown = z.object({
  id: z.string(),
  channelId: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
});
export type Countdown = z.infer<typeof ZCountdown>;
export const ZCountdownList = z.array(ZCountdown);

/** Post icon groups. */
export const POST_ICON_GROUPS = ["custom", "sport", "misc"] as const;
export const ZPostIcon = z.object({
  id: z.string(),
  group: z.enum(POST_ICON_GROUPS),
  label: z.string(),
  /** An emoji for built-in icons, or an image URL for custom ones. */
  symbol: z.string(),
});
export type PostIcon = z.infer<typeof ZPostIcon>;
export const ZPostIconList = z.array(ZPostIcon);
