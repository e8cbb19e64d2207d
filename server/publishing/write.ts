import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Scope } from "../../domain/abilities";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../../domain/schemas/post";
import { type RequestScope, scopeOf } from "../auth/scope";
import type { Db } from "../db/open";
import { ApiError } from "../errors";
import { createRepositories, type Repositories } from "../repositories";
import type { IdempotencyOwner } from "../repositories/idempotency";
import { orStale } from "./stale";

export interface WriteResult {
  status: number;
  body: unknown;
}

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, "bad-request");
  return key;
}

/** Whose keys a request's writes use: the signed-in user's, or the public API key's. */
function ownerOf(request: FastifyRequest): IdempotencyOwner | null {
  if (request.currentUser) return { userId: request.currentUser.id };
  if (request.apiKey) return { apiKeyId: request.apiKey.id };
  return null;
}

/**
 * The one way to open a write transaction: `work` gets repositories bound to it. Routes go
 * through runWrite (or a command in server/commands built on this); `npm run lint` refuses
 * `db.transaction` anywhere else (scripts/check-writes.ts).
 */
export function writeTransaction<T>(
  db: Db,
  work: (repos: Repositories, trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => work(createRepositories(trx), trx));
}

/**
 * Runs one write in one transaction and answers with what it returns. With an idempotency-key
 * header the first response is stored in that same transaction and replayed (same status and
 * body) for a repeat; the same key on a different request answers 409 idempotency-key-reused.
 * A key is kept per author (user or API key); a write without one (a reader's) takes no key.
 */
export async function runWrite(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (repos: Repositories, trx: Db) => Promise<WriteResult>,
): Promise<void> {
  const owner = ownerOf(request);
  const key = idempotencyKey(request);
  if (key && !owner) throw new ApiError(400, "bad-request");
  const methodRoute = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = createHash("sha256")
    .update(JSON.stringify([methodRoute, request.params, request.query, request.body ?? null]))
    .digest("hex");
  await orStale(reply, async () => {
    const result = await writeTransaction(db, async (repos, trx) => {
      if (key && owner) {
        const owned = await repos.idempotency.claim(owner, key, methodRoute, hash);
        if (!owned) {
          const stored = await repos.idempotency.find(owner, key);
          if (!stored || stored.request_hash !== hash || stored.method_route !== methodRoute) {
            throw new ApiError(409, "idempotency-key-reused");
          }
          return { status: stored.status, body: stored.response, replayed: true };
        }
      }
      const out = await write(repos, trx);
      if (key && owner) await repos.idempotency.complete(owner, key, out.status, out.body);
      return { ...out, replayed: false };
    });
    if (result.replayed) reply.header("idempotent-replay", "true");
    await reply.code(result.status).send(result.body);
  });
}

/** What a scoped write works with: the transaction's repositories, the transaction, the asker. */
export interface WriteContext {
  repos: Repositories;
  trx: Db;
  scope: RequestScope;
}

/** A route handler that runs `write` through runWrite, given the request's scope. */
export function scopedWrite<R extends FastifyRequest>(
  db: Db,
  write: (request: R, context: WriteContext) => Promise<WriteResult>,
): (request: R, reply: FastifyReply) => Promise<void> {
  return (request, reply) =>
    runWrite(db, request, reply, (repos, trx) =>
      write(request, { repos, trx, scope: scopeOf(request) }),
    );
}

/** A scoped write that answers 200 with the row it leaves, as `present` shows it to the asker. */
export function presentedWrite<R extends FastifyRequest, Row>(
  db: Db,
  present: (asker: Scope, row: Row) => unknown,
  write: (request: R, context: WriteContext) => Promise<Row>,
): (request: R, reply: FastifyReply) => Promise<void> {
  return scopedWrite<R>(db, async (request, context) => ({
    status: 200,
    body: present(context.scope.asker, await write(request, context)),
  }));
}
