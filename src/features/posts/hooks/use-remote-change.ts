import { useEffect, useRef, useState } from "react";
import { isOwnWrite } from "../../../lib/live/own-writes";
import { type RemoteChange, remoteChangeOf } from "../components/editor/RemoteNotice";
import type { PostEventSource } from "../lib/live";

/**
 * Someone else deleted or updated the post being edited: own writes, echoes and events while
 * the editor itself is sending are ignored, and a deletion is not replaced by a later update.
 */
export function useRemoteChange({
  live,
  editingId,
  busy,
  version,
}: {
  live: PostEventSource | undefined;
  /** The post being edited; null: a new post or a draft, which no one else changes. */
  editingId: string | null;
  busy: boolean;
  version: number | null;
}) {
  const [remote, setRemote] = useState<RemoteChange | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const versionRef = useRef(version);
  versionRef.current = version;

  useEffect(() => {
    if (!live || !editingId) return;
    return live.subscribe((event) => {
      if (event.entityId !== editingId || busyRef.current || isOwnWrite(event)) return;
      const change = remoteChangeOf(event, versionRef.current);
      if (change) setRemote((now) => (now?.kind === "deleted" ? now : change));
    });
  }, [live, editingId]);

  return { remote, dismiss: () => setRemote(null) };
}
