/**
 * GET calls started at boot, before the guard, the layout and the page have mounted and asked
 * for them one after another: on a phone that chain costs seconds before the first screen has
 * its data. The first call of the same path with the same token takes the response; nobody
 * else ever does, and a response nobody took within a short while is dropped as stale.
 */
interface Early {
  token: string;
  started: number;
  response: Promise<Response>;
}

/** Long enough for a slow phone to mount its first screen, short enough not to serve old data. */
export const EARLY_RESPONSE_MAX_AGE_MS = 20_000;

const early = new Map<string, Early>();

/** Starts `paths` (under the API base) with `token`; a failure is left for the taker to see. */
export function startEarly(
  base: string,
  paths: readonly string[],
  token: string,
  now = Date.now(),
): void {
  for (const path of paths) {
    if (early.has(path)) continue;
    const response = fetch(`${base}${path}`, {
      credentials: "include",
      headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    });
    // Nobody may take it (the user navigates away first): its failure must not go unhandled.
    response.catch(() => undefined);
    early.set(path, { token, started: now, response });
  }
}

/** The early response for `path`, once, if it was sent with `token` and is still fresh. */
export function takeEarly(path: string, token: string, now = Date.now()): Promise<Response> | null {
  const found = early.get(path);
  if (!found) return null;
  early.delete(path);
  if (found.token !== token || now - found.started > EARLY_RESPONSE_MAX_AGE_MS) return null;
  return found.response;
}

/** A refreshed token is the same session: what was started with the old one stays takeable. */
export function renewEarlyToken(from: string, to: string): void {
  for (const entry of early.values()) if (entry.token === from) entry.token = to;
}

/**
 * Forgets the responses not yet taken, all or those whose path holds `scope` (a channel's id).
 * An invalidation says the server changed since the data was read, and a boot-time response may
 * be older than that: a refetch must not be handed it.
 */
export function dropEarly(scope?: string): void {
  if (scope === undefined) early.clear();
  else for (const path of early.keys()) if (path.includes(scope)) early.delete(path);
}
