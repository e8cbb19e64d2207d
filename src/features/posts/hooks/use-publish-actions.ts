import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorKey } from "../../../../domain/errors";
import { toaster } from "../../../components/toaster";
import { StaleVersionError } from "../../../lib/stale-version";
import { errorKeyOf, isNetworkError } from "../api/posts";
import type { EditorTarget, EditorValues, SaveResult } from "../components/editor/types";
import type { usePublishAttempts } from "./use-publish-attempts";

/** Publish errors with their own message; anything else gets the default. */
const PUBLISH_ERRORS: readonly ErrorKey[] = [
  "title-or-content-required",
  "invalid-content",
  "author-not-found",
  "title-empty",
  "channel-archived",
  "forbidden",
  "feature-disabled",
  "embed-tweet-invalid",
  "embed-youtube-invalid",
  "embed-facebook-invalid",
  "embed-instagram-invalid",
  "embed-infogram-invalid",
];

/** A 409 on publish / save, or an autosave older than the server's row ("restore"). */
export type Conflict = {
  theirs: unknown;
  mine: EditorValues;
  action: "publish" | "draft" | "restore";
};

/** The writes the editor's buttons make, as its host sends them (`key`: the publish's). */
export interface EditorWrites {
  onPublish: (values: EditorValues, version: number | null, key: string) => Promise<void>;
  onSaveDraft: (values: EditorValues, version: number | null) => Promise<SaveResult>;
}

/**
 * Publish (or Update) and Save draft: refused offline; a publish keeps one idempotency key from
 * the press until the server answers, stored with the autosave before it is sent, and is sent
 * again by itself on a flaky link; a stale version opens the comparison, whose "keep mine"
 * sends again over their version; success says so and closes the editor (`finish`).
 */
export function usePublishActions({
  target,
  version,
  setVersion,
  writes,
  attempts,
  collect,
  current,
  initial,
  setError,
  keepPublishKey,
  finish,
  newerOnServer,
}: {
  target: EditorTarget;
  version: number | null;
  setVersion: (version: number) => void;
  writes: EditorWrites;
  attempts: ReturnType<typeof usePublishAttempts>;
  collect: (action: "publish" | "draft") => EditorValues | null;
  /** What is written now, unchecked (null: not valid content). */
  current: () => EditorValues | null;
  /** What the editor opened with, compared when `current` is not valid content. */
  initial: EditorValues;
  setError: (message: string | null) => void;
  keepPublishKey: (values: EditorValues, key: string) => Promise<void>;
  finish: () => void;
  /** The server's row when it is newer than the restored autosave: the user compares first. */
  newerOnServer?: unknown;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"publish" | "draft" | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  // Offered once per server version: closing the comparison keeps what was restored.
  const offered = useRef<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: offered when the server's row arrives.
  useEffect(() => {
    const theirVersion = (newerOnServer as { version?: unknown } | null)?.version;
    if (!newerOnServer || offered.current === theirVersion) return;
    offered.current = theirVersion;
    const mine = current() ?? initial;
    setConflict((now) => now ?? { theirs: newerOnServer, mine, action: "restore" });
  }, [newerOnServer]);

  const publishMessage = (e: unknown) => {
    if (isNetworkError(e)) return t("posts.editor.offlinePublish");
    const key = errorKeyOf(e);
    if (key === "idempotency-key-reused") return t("posts.editor.publishedEarlier");
    return key && PUBLISH_ERRORS.includes(key)
      ? t(`errors.${key}`)
      : t("posts.editor.publishFailed");
  };

  const publish = async (values: EditorValues, at: number | null) => {
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setError(t("posts.editor.offlinePublish"));
      return;
    }
    setBusy("publish");
    setError(null);
    try {
      await attempts.run(
        (key) => keepPublishKey(values, key),
        (key) => writes.onPublish(values, at, key),
      );
      toaster.create({
        type: "success",
        title: target.kind === "post" ? t("posts.editor.updated") : t("posts.editor.published"),
      });
      finish();
    } catch (e) {
      if (e instanceof StaleVersionError)
        setConflict({ theirs: e.current, mine: values, action: "publish" });
      else setError(publishMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const saveDraft = async (values: EditorValues, at: number | null) => {
    setBusy("draft");
    setError(null);
    try {
      const result = await writes.onSaveDraft(values, at);
      toaster.create({
        type: result === "queued" ? "info" : "success",
        title:
          result === "queued"
            ? t(
                navigator.onLine
                  ? "posts.editor.draftQueuedUnreachable"
                  : "posts.editor.draftQueued",
              )
            : t("posts.editor.draftSaved"),
      });
      finish();
    } catch (e) {
      if (e instanceof StaleVersionError)
        setConflict({ theirs: e.current, mine: values, action: "draft" });
      else {
        const key = errorKeyOf(e);
        setError(
          key && PUBLISH_ERRORS.includes(key) ? t(`errors.${key}`) : t("posts.editor.draftFailed"),
        );
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    conflict,
    retrying: attempts.retrying,
    closeConflict: () => setConflict(null),
    onPublishClick: () => {
      const values = collect("publish");
      if (values) void publish(values, version);
    },
    onDraftClick: () => {
      const values = collect("draft");
      if (values) void saveDraft(values, target.kind === "draft" ? version : null);
    },
    /** "Keep mine" in the comparison: the same action again, over their version. */
    keepMine: (theirVersion: number) => {
      if (!conflict) return;
      const { mine, action } = conflict;
      setConflict(null);
      setVersion(theirVersion);
      if (action === "publish") void publish(mine, theirVersion);
      else if (action === "draft") void saveDraft(mine, theirVersion);
    },
  };
}
