import type { Db } from "../db/open";
import { accessRepository } from "./access";
import { accountFeaturesRepository } from "./account-features";
import { accountsRepository } from "./accounts";
import { activityRepository } from "./activity";
import { apiKeysRepository } from "./api-keys";
import { audienceRepository } from "./audience";
import { channelMediaRepositories, channelsRepository } from "./channels";
import { contributionsRepository } from "./contributions";
import { domainsRepository } from "./domains";
import { draftsRepository } from "./drafts";
import { emailChangesRepository } from "./email-changes";
import { embedRepository } from "./embed";
import { extensionsRepository } from "./extensions";
import { idempotencyRepository } from "./idempotency";
import { invitationsRepository } from "./invitations";
import { liveStore } from "./live-events";
import { outboxRepository } from "./outbox";
import { passwordResetsRepository } from "./password-resets";
import { postsRepository } from "./posts";
import { profilesRepository } from "./profiles";
import { registrationPagesRepository } from "./registration-pages";
import { sessionsRepository } from "./sessions";
import { statisticsRepository } from "./statistics";
import { usersRepository } from "./users";
import { webhooksRepository } from "./webhooks";

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
    profiles: profilesRepository(db),
    emailChanges: emailChangesRepository(db),
    extensions: extensionsRepository(db),
    apiKeys: apiKeysRepository(db),
    accountFeatures: accountFeaturesRepository(db),
    invitations: invitationsRepository(db),
    registrationPages: registrationPagesRepository(db),
    statistics: statisticsRepository(db),
    audience: audienceRepository(db),
    sessions: sessionsRepository(db),
    contributions: contributionsRepository(db),
    webhooks: webhooksRepository(db),
    /** The live event log as readers get it (replay, polling, heads). */
    liveEvents: liveStore(db),
    /** The reads of the public embed page. */
    embed: embedRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
