import { chakra } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { ExtensionBlockAttrs } from "../../../../domain/content/schema";
import {
  EXTENSION_API_VERSION,
  EXTENSION_INIT_TIMEOUT_MS,
  EXTENSION_START_WINDOWS_MS,
} from "../../../../domain/extensions";
import {
  type ExtensionContext,
  type PostSnapshot,
  parseFrameMessage,
  type RuntimeExtension,
  type SuiteMessage,
} from "../../../../domain/schemas/extension-bridge";
import { apiBaseUrl } from "../../../lib/api-client";
import type { FrameStatus } from "./frame-status";

export interface ExtensionFrameProps {
  extension: RuntimeExtension;
  libraries: readonly RuntimeExtension[];
  context: ExtensionContext;
  /** The post being written, for the editor's extensions; null beside the channel. */
  post: PostSnapshot | null;
  /** Panels show their frame; tools keep it out of sight. */
  visible: boolean;
  title: string;
  onStatus: (status: FrameStatus) => void;
  onInsertText?: (text: string) => void;
  onInsertBlock?: (block: ExtensionBlockAttrs) => void;
}

const FRAME_PATH = "/extension-frame";

// The frame's origin is opaque ("null"), so "*" is the only target that reaches it; what is
// sent is the extension's own code and context, never the user's token.
const sendTo = (frame: HTMLIFrameElement | null, message: SuiteMessage) =>
  frame?.contentWindow?.postMessage(message, "*");

/**
 * One editor extension in a sandboxed frame: scripts only, no same origin, so its code cannot
 * reach the suite's storage, cookies or token. Messages are accepted only from this frame's
 * window and only in the bridge's shapes. A frame that has not answered within the start limit
 * shows as slow and is still waited for, then started again; one that never answers, or says
 * it failed, is reported as an initialise failure and removed.
 */
export function ExtensionFrame(props: ExtensionFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const [gone, setGone] = useState(false);
  /** Which start of the frame this is: a new one replaces the iframe. */
  const [start, setStart] = useState(0);
  const settled = useRef(false);
  const ready = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  /** The post as the frame last got it, so a change made while it starts is not lost. */
  const sentPost = useRef("");

  useEffect(() => {
    const fail = (phase: "load" | "init", message: string) => {
      if (settled.current) return;
      settled.current = true;
      latest.current.onStatus({ state: "failed", phase, message });
      setGone(true);
    };
    settled.current = false;
    ready.current = false;
    const slow = setTimeout(() => {
      if (!settled.current) latest.current.onStatus({ state: "loading", slow: true });
    }, EXTENSION_INIT_TIMEOUT_MS);
    const last = start >= EXTENSION_START_WINDOWS_MS.length - 1;
    const timer = setTimeout(
      () => (last ? fail("init", "timed out") : setStart(start + 1)),
      EXTENSION_START_WINDOWS_MS[Math.min(start, EXTENSION_START_WINDOWS_MS.length - 1)],
    );
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const p = latest.current;
      switch (message.kind) {
        case "ticker:frame":
          sentPost.current = JSON.stringify(p.post);
          sendTo(frame.current, {
            kind: "ticker:init",
            apiVersion: EXTENSION_API_VERSION,
            extension: p.extension,
            libraries: [...p.libraries],
            context: p.context,
            post: p.post,
          });
          return;
        case "ticker:ready":
          if (settled.current) return;
          settled.current = true;
          ready.current = true;
          clearTimeout(timer);
          clearTimeout(slow);
          p.onStatus({
            state: "ready",
            label: message.label,
            blockType: message.blockType,
            trigger: () => sendTo(frame.current, { kind: "ticker:action" }),
          });
          if (p.post && JSON.stringify(p.post) !== sentPost.current) {
            sentPost.current = JSON.stringify(p.post);
            sendTo(frame.current, { kind: "ticker:post", post: p.post });
          }
          return;
        case "ticker:failed":
          clearTimeout(timer);
          clearTimeout(slow);
          fail(message.phase, message.message);
          return;
        case "ticker:insertText":
          if (ready.current) p.onInsertText?.(message.text);
          return;
        case "ticker:insertBlock":
          if (ready.current) p.onInsertBlock?.(message.block);
          return;
        case "ticker:resize":
          setHeight(message.height);
          return;
      }
    };
    window.addEventListener("message", onMessage);
    return () => {
      clearTimeout(timer);
      clearTimeout(slow);
      window.removeEventListener("message", onMessage);
    };
  }, [start]);

  // Sent when the post's text changes, not on every render of the editor.
  const postKey = props.post ? JSON.stringify(props.post) : "";
  useEffect(() => {
    const snapshot = latest.current.post;
    if (!ready.current || !snapshot || postKey === sentPost.current) return;
    sentPost.current = postKey;
    sendTo(frame.current, { kind: "ticker:post", post: snapshot });
  }, [postKey]);

  if (gone) return null;
  return (
    <chakra.iframe
      key={start}
      ref={frame}
      src={`${apiBaseUrl()}${FRAME_PATH}`}
      sandbox="allow-scripts"
      title={props.title}
      data-extension-frame={props.extension.id}
      width="full"
      border="0"
      display="block"
      colorScheme="normal"
      {...(props.visible
        ? { height: `${Math.max(height, 24)}px` }
        : { position: "absolute", width: "0", height: "0", "aria-hidden": true, tabIndex: -1 })}
    />
  );
}
