import type { Db } from "../db/open";
import { accessRepository } from "./access";
import { accountsRepository } from "./accounts";
import { activityRepository } from "./activity";
import { channelMediaRepositories, channelsRepository } from "./channels";
import { domainsRepository } from "./domains";
import { draftsRepository } from "./drafts";
import { idempotencyRepository } from "./idempotency";
import { outboxRepository } from "./outbox";
import { passwordResetsRepository } from "./password-resets";
import { postsRepository } from "./posts";
import { usersRepository } from "./users";

/** The only code that writes SQL; routes and services go through these. */
export function createRepositories(db: Db) {
  return {
    domains: domainsRepository(db),
    accounts: accountsRepository(db),
    users: usersRepository(db),
    access: accessRepository(db),
    channels: channelsRepository(db),
    ...channelMediaRepositories(db),
    passwordResets: passwordResetsRepository(db),
    outbox: outboxRepository(db),
    posts: postsRepository(db),
    drafts: draftsRepository(db),
    idempotency: idempotencyRepository(db),
    activity: activityRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
