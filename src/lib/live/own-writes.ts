/**
 * Writes this tab made itself, so their echoes on the live stream are not shown as
 * "someone else changed it". Marked before the request (the event can arrive before the
 * response) with the version the write will produce, confirmed with what it returned.
 */
const own = new Map<string, number>();
const TTL_MS = 60_000;

const key = (entityId: string, version: number | null) => `${entityId}@${version ?? "deleted"}`;

export function markOwnWrite(entityId: string, version: number | null): void {
  const now = Date.now();
  for (const [k, at] of own) if (now - at > TTL_MS) own.delete(k);
  own.set(key(entityId, version), now);
}

/** A deletion or an update to `version` of the entity that this tab made. */
export function isOwnWrite(event: {
  type: string;
  entityId: string;
  version: number | null;
}): boolean {
  const version = event.type.endsWith(".deleted") ? null : event.version;
  return own.has(key(event.entityId, version));
}

export function clearOwnWrites(): void {
  own.clear();
}
