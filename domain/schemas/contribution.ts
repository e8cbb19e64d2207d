import { z } from "zod";
import { REPLY_MAX_LENGTH } from "../constants";
import { ZContributionAbilities } from "./abilities";
import { zInt4 } from "./common";

/** Reader comments and questions. */
export const CONTRIBUTION_KINDS = ["comment", "question"] as const;
export const CONTRIBUTION_STATUSES = ["pending", "published", "deleted"] as const;
export const CONTRIBUTION_MESSAGE_MAX = 2000;
export const CONTRIBUTION_NAME_MAX = 80;
export const CONTRIBUTION_CONTACT_MAX = 200;
/** A reader's image (jpeg/png/gif/webp, sniffed by magic bytes) may be this large. */
export const CONTRIBUTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Only images stored by Ticker itself: `/uploads/<uuid>.<ext>`, never an external URL. */
export const CONTRIBUTION_IMAGE_URL =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

export const ZContributionSettings = z.object({
  comments: z.boolean(),
  questions: z.boolean(),
  imageUpload: z.boolean(),
  requireContactInfo: z.boolean(),
  hideContactField: z.boolean(),
  hideNameField: z.boolean(),
});
export type ContributionSettings = z.infer<typeof ZContributionSettings>;
export const DEFAULT_CONTRIBUTION_SETTINGS: ContributionSettings = {
  comments: true,
  questions: true,
  imageUpload: false,
  requireContactInfo: false,
  hideContactField: false,
  hideNameField: false,
};

export const ZReply = z.object({
  id: z.string(),
  message: z.string(),
  authorName: z.string(),
  createdUtc: z.string(),
});

export const ZContribution = z.object({
  id: z.string(),
  channelId: z.string(),
  kind: z.enum(CONTRIBUTION_KINDS),
  authorName: z.string(),
  /** Only in editor responses; never in public ones. */
  contact: z.string().nullable(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  /** Public payloads: the image's variants under the account's media settings (srcset). */
  imageSrcset: z.string().optional(),
  status: z.enum(CONTRIBUTION_STATUSES),
  editedBy: z.string().nullable(),
  replies: z.array(ZReply),
  replyCount: z.number().int(),
  version: z.number().int(),
  createdUtc: z.string(),
  /** What the signed-in moderator may do (domain/abilities); never in public payloads. */
  abilities: ZContributionAbilities.optional(),
});
export type Contribution = z.infer<typeof ZContribution>;
export const ZContributionList = z.array(ZContribution);

/** What a reader sends from the embed; rendered as text only, never as HTML. */
export const ZContributionSubmitRequest = z.object({
  kind: z.enum(CONTRIBUTION_KINDS),
  name: z.string().trim().max(CONTRIBUTION_NAME_MAX).default(""),
  contact: z.string().trim().max(CONTRIBUTION_CONTACT_MAX).default(""),
  message: z.string().trim().min(1).max(CONTRIBUTION_MESSAGE_MAX),
  /** The url answered by POST /live/public/{channelId}/contributions/image (imageUpload on). */
  imageUrl: z.string().max(200).regex(CONTRIBUTION_IMAGE_URL).optional(),
});
/** The answer of the public image upload. */
export const ZContributionImage = z.object({ url: z.string() });
export const ZReplyRequest = z.object({ message: z.string().trim().min(1).max(REPLY_MAX_LENGTH) });
export const ZContributionEditRequest = z.object({
  message: z.string().trim().min(1).max(CONTRIBUTION_MESSAGE_MAX),
  version: zInt4().min(1),
});
