import type { Db } from "../db/open";
import { accessRepository } from "./access";
import { accountsRepository } from "./accounts";
import { channelsRepository } from "./channels";
import { domainsRepository } from "./domains";
import { outboxRepository } from "./outbox";
import { passwordResetsRepository } from "./password-resets";
import { usersRepository } from "./users";

/** The only code that writes SQL; routes and services go through these. */
export function createRepositories(db: Db) {
  return {
    domains: domainsRepository(db),
    accounts: accountsRepository(db),
    users: usersRepository(db),
    access: accessRepository(db),
    channels: channelsRepository(db),
    passwordResets: passwordResetsRepository(db),
    outbox: outboxRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
