import { PRESENCE_TTL_MS, type Presence } from "../../../../domain/schemas/live";

/** The presence list after a frame: one entry per user, newest wins; idle removes. */
export function mergePresence(list: Presence[], frame: Presence): Presence[] {
  const rest = list.filter((p) => p.userId !== frame.userId);
  return frame.state === "typing" ? [...rest, frame] : rest;
}

/** Typing entries still fresh at `now` (older than PRESENCE_TTL_MS are gone). */
export function activeTypers(list: Presence[], now: number, selfId?: string | null): Presence[] {
  return list.filter(
    (p) =>
      p.state === "typing" &&
      p.userId !== selfId &&
      now - Date.parse(p.at) < PRESENCE_TTL_MS &&
      // A clock ahead of ours still counts as now.
      !Number.isNaN(Date.parse(p.at)),
  );
}

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("") || "?";
