/** Pure parts of the build poll, kept apart from the worker globals so they read plainly. */
export interface LatestBuild {
  id: string;
  timestamp: number;
}

export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  if (typeof id !== "string" || id === "" || typeof timestamp !== "number") return null;
  return { id, timestamp };
}

export type BuildMessage = { type: "NEW_BUILD"; id: string };
export const CHECK_BUILD_MESSAGE = "CHECK_BUILD";
