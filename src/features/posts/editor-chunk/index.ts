import { loadOnce } from "../../../lib/load-once";
import { onSlowLink } from "../../../lib/slow-link";

/**
 * TipTap and ProseMirror are most of the suite's script: they load in their own chunk, never
 * before the page that shows the editor has rendered, so the feed beside it, its requests and
 * its first paint never wait behind ~125 KB of editor code.
 */
export const editorChunk = loadOnce(() => import("../components/editor/PostEditor"));

/**
 * On a 3G link the editor's chunk alone takes over a second to arrive, and the composer waited
 * for it after the reporter's first tap (2.2 s on the slow-tablet bench). There it starts with
 * the channel's page instead, sharing the link with the page's own chunk and data.
 */
export function preloadEditorOnSlowLink(): void {
  if (onSlowLink()) void editorChunk.load().catch(() => undefined);
}
