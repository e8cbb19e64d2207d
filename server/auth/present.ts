import {
  accountAbilities,
  channelAbilities,
  contributionAbilities,
  draftAbilities,
  type EntityOf,
  postAbilities,
  type Scope,
} from "../../domain/abilities";
import type { Channel } from "../../domain/schemas/channel";
import type { Contribution } from "../../domain/schemas/contribution";
import type { Draft } from "../../domain/schemas/draft";
import type { Post } from "../../domain/schemas/post";
import type { AccountAccessDto } from "../../domain/schemas/profile";
import type { ChannelRow } from "../db/schema";
import { type AccessRecord, toAccessDto, toAccountAccess } from "../repositories/access";
import { toChannelDto } from "../repositories/channels";
import { type DraftRow, toDraftDto } from "../repositories/drafts";
import { type PostRow, toPostDto } from "../repositories/posts";

/**
 * Entities as editor routes answer them: the DTO plus what the asker may do with it
 * (domain/abilities), so the client shows only the actions the server will accept.
 */
export const postEntity = (row: PostRow): EntityOf<"post"> => ({
  kind: "post",
  channelId: row.channel_id,
  createdBy: row.created_by,
  authorId: row.author_id,
});

export const draftEntity = (row: DraftRow): EntityOf<"draft"> => ({
  kind: "draft",
  channelId: row.channel_id,
  userId: row.user_id,
});

export const presentPost = (scope: Scope, row: PostRow): Post => ({
  ...toPostDto(row),
  abilities: postAbilities(scope, postEntity(row)),
});

export const presentDraft = (scope: Scope, row: DraftRow): Draft => ({
  ...toDraftDto(row),
  abilities: draftAbilities(scope, draftEntity(row)),
});

export const presentContribution = (scope: Scope, c: Contribution): Contribution => ({
  ...c,
  abilities: contributionAbilities(scope, { kind: "contribution", channelId: c.channelId }),
});

export const presentChannel = (scope: Scope, row: ChannelRow): Channel => ({
  ...toChannelDto(row),
  abilities: channelAbilities(scope, row.id),
});

/** One account of the profile overview, with what the user may do there. */
export const presentAccountAccess = (userId: string, record: AccessRecord): AccountAccessDto => ({
  ...toAccessDto(record),
  abilities: accountAbilities({ access: toAccountAccess(record), userId }),
});
