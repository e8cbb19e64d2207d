import type { z } from "zod";
import { IDEMPOTENCY_HEADER, ZStaleVersionResponse } from "../../domain/schemas/post";
import { ApiError, apiRequest } from "./api-client";

/**
 * The stale-version 409 (server/publishing/stale.ts builds it): the write named a version the
 * row no longer has, and `current` is the row as it is now, for the "updated by someone else"
 * view.
 */
export class StaleVersionError extends Error {
  constructor(readonly current: unknown) {
    super("stale-version");
    this.name = "StaleVersionError";
  }
}

/** Recognises the stale-version 409 in a response: the error to throw, or null for any other. */
export async function staleVersionOf(response: Response): Promise<StaleVersionError | null> {
  if (response.status !== 409) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const parsed = ZStaleVersionResponse.safeParse(body);
  return parsed.success ? new StaleVersionError(parsed.data.current) : null;
}

/** Whether a failed call was that conflict, thrown by a write helper or by `api` as ApiError. */
export const isStaleVersion = (error: unknown): boolean =>
  error instanceof StaleVersionError ||
  (error instanceof ApiError && error.errorKey === "stale-version");

/**
 * A versioned JSON write (posts, drafts) with an optional idempotency key: a stale version
 * throws StaleVersionError; a network failure stays the browser's TypeError, so callers can
 * tell offline from refused.
 */
export const sendWrite = <T>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  idempotencyKey?: string,
): Promise<T> =>
  apiRequest(path, {
    method,
    body,
    schema,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
    refuse: staleVersionOf,
  });
