import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExtensionType } from "../../../../domain/extensions";
import type {
  ExtensionContext,
  RuntimeExtension,
} from "../../../../domain/schemas/extension-bridge";
import { getTheme } from "../../../lib/theme";
import { useExtensionRuntime } from "./api";
import type { FrameStatus } from "./frame-status";

export interface ExtensionSet {
  /** The account's enabled extensions of the asked types, in order. */
  extensions: RuntimeExtension[];
  libraries: RuntimeExtension[];
  context: ExtensionContext | null;
  status: (id: string) => FrameStatus;
  setStatus: (id: string, status: FrameStatus) => void;
  /** Starts an extension's frame again, from scratch (a new frame under a new key). */
  retry: (id: string) => void;
  /** The React key of an extension's frame: changes on each retry by hand. */
  frameKey: (id: string) => string;
}

/** The running state of some of the account's editor extensions (one place per screen). */
export function useExtensionSet(
  host: string,
  channelId: string | null,
  types: readonly ExtensionType[],
): ExtensionSet {
  const { i18n } = useTranslation();
  const runtime = useExtensionRuntime(host);
  const [statuses, setStatuses] = useState<Record<string, FrameStatus>>({});
  const data = runtime.data;
  // Callers pass a fresh array each render: the memo keys on the names, not the array.
  const typeKey = types.join(",");
  const extensions = useMemo(() => {
    const wanted = typeKey.split(",");
    return (data?.extensions ?? []).filter((e) => wanted.includes(e.type));
  }, [data, typeKey]);
  const libraries = useMemo(
    () => (data?.extensions ?? []).filter((e) => e.type === "jsLibrary"),
    [data],
  );
  const lang = i18n.language === "no" ? "no" : "en";
  const context = useMemo<ExtensionContext | null>(
    () => (data ? { lang, theme: getTheme(), host, channelId, sports: data.sports } : null),
    [data, lang, host, channelId],
  );
  const setStatus = useCallback(
    (id: string, status: FrameStatus) => setStatuses((now) => ({ ...now, [id]: status })),
    [],
  );
  const [runs, setRuns] = useState<Record<string, number>>({});
  const retry = useCallback((id: string) => {
    setRuns((now) => ({ ...now, [id]: (now[id] ?? 0) + 1 }));
    setStatuses((now) => ({ ...now, [id]: { state: "loading" } }));
  }, []);
  const frameKey = (id: string) => `${id}:${runs[id] ?? 0}`;
  const status = (id: string): FrameStatus => statuses[id] ?? { state: "loading" };
  return { extensions, libraries, context, status, setStatus, retry, frameKey };
}
