/** The avatar rule: initials and one of 16 accent colours from a hash of the name. */
export const AVATAR_COLORS = [
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** First letter of the first and of the last word ("Ada Lovelace" → "AL", "Ada" → "A"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string) => Array.from(w)[0]?.toLocaleUpperCase() ?? "";
  return `${letter(first)}${last ? letter(last) : ""}`;
}

/** A stable 32-bit string hash (djb2), so a name keeps its colour everywhere. */
function hash(value: string): number {
  let h = 5381;
  for (let i = 0; i < value.length; i++) h = ((h << 5) + h + value.charCodeAt(i)) | 0;
  return Math.abs(h);
}

export const avatarColor = (name: string): AvatarColor =>
  AVATAR_COLORS[hash(name.trim()) % AVATAR_COLORS.length] ?? "red";
