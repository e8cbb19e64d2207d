import { useMatches } from "react-router-dom";
import { FRAME_KINDS, type FrameKind } from "./nav";

// The route handle's type belongs to the app shell; a feature reads only its id.
const hasId = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && "id" in value && typeof value.id === "string";

/** Which admin frame the current route renders in, and the route id of the page inside it. */
export function useFrameRoute(): { kind: FrameKind | null; pageId: string | null } {
  const handles = useMatches()
    .map((m) => m.handle)
    .filter(hasId);
  const frame = handles.find((h) => (FRAME_KINDS as readonly string[]).includes(h.id));
  return {
    kind: (frame?.id as FrameKind | undefined) ?? null,
    pageId: handles.at(-1)?.id ?? null,
  };
}
