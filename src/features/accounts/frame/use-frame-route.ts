import { useMatches } from "react-router-dom";
import { isRouteHandle } from "../../../app/routes/route-handle";
import { FRAME_KINDS, type FrameKind } from "./nav";

/** Which admin frame the current route renders in, and the route id of the page inside it. */
export function useFrameRoute(): { kind: FrameKind | null; pageId: string | null } {
  const handles = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle);
  const frame = handles.find((h) => (FRAME_KINDS as readonly string[]).includes(h.id));
  return {
    kind: (frame?.id as FrameKind | undefined) ?? null,
    pageId: handles.at(-1)?.id ?? null,
  };
}
