import { z } from "zod";
import { FEATURE_FLAGS } from "../features";
import { RIGHT_NAMES, ROLES } from "../roles";

export const ZRole = z.enum(ROLES);
export const ZRightName = z.enum(RIGHT_NAMES);
export const ZFeatureFlag = z.enum(FEATURE_FLAGS);

export const ZRights = z.object({
  allow: z.array(ZRightName).nullable().optional(),
  guest: z.object({ channelGuid: z.string() }).nullable().optional(),
});

/** One account as the profile overview carries it (spec §3). */
export const ZAccountAccessDto = z.object({
  role: ZRole,
  rights: ZRights,
  disabledFeatures: z.array(ZFeatureFlag),
  optInFeatures: z.array(ZFeatureFlag),
  domain: z.string(),
  accountKey: z.string(),
  parentAccountKey: z.string().nullable(),
  name: z.string(),
  displayName: z.string(),
});
export type AccountAccessDto = z.infer<typeof ZAccountAccessDto>;

export const ZCurrentUser = z.object({
  userId: z.string(),
  displayName: z.string(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  userRole: ZRole,
  mainAccountDomain: z.string(),
  mainAccountKey: z.string(),
  mainAccountName: z.string(),
  crossAccountAccessKeys: z.array(z.string()),
  isRepresented: z.boolean(),
  googleBound: z.boolean(),
  microsoftBound: z.boolean(),
  mainAuthor: z.object({
    displayName: z.string(),
    content: z.object({ url: z.string().nullable() }),
    rights: ZRights,
  }),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

export const ZProfileOverview = z.object({
  userInformation: z.object({ user: ZCurrentUser }),
  mainAccount: ZAccountAccessDto,
  crossAccounts: z.array(ZAccountAccessDto),
});
export type ProfileOverview = z.infer<typeof ZProfileOverview>;
