import type { FastifyReply } from "fastify";
import type { StaleVersionResponse } from "../../domain/schemas/post";

/**
 * A write named a version the row no longer has. Thrown inside the transaction so it rolls
 * back; answered as 409 {errorKey: "stale-version", current} by `answerStale`, the one place
 * that builds that answer.
 */
export class StaleVersionError extends Error {
  constructor(readonly current: unknown) {
    super("stale-version");
    this.name = "StaleVersionError";
  }
}

/** The 409 with the row as it is now, so the editor can offer to keep theirs or overwrite. */
export function answerStale(reply: FastifyReply, current: unknown): FastifyReply {
  const body: StaleVersionResponse = { errorKey: "stale-version", current };
  return reply.code(409).type("application/json").send(body);
}

/** Runs a write whose StaleVersionError becomes the 409; any other error passes through. */
export async function orStale<T>(
  reply: FastifyReply,
  write: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof StaleVersionError) return answerStale(reply, err.current);
    throw err;
  }
}
