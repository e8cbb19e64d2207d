import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef } from "react";
import {
  type AutosaveKey,
  autosaveTargetOf,
  clearAutosave,
  writeAutosave,
  writeAutosaveAtUnload,
} from "../components/editor/autosave";
import type { EditorTarget, EditorValues } from "../components/editor/types";
import type { EditorForm } from "./use-editor-form";

/** How long typing pauses before the autosave is written. */
const AUTOSAVE_DEBOUNCE_MS = 400;

/**
 * What is typed is kept on the device (docs/architecture.md, "From a click to a reader"),
 * debounced, while it differs from what the editor opened with; never sent anywhere without
 * the user's action. As the page goes away the pending write is made at once, with its
 * synchronous local-storage copy, and leaving the page asks first while something would be lost.
 */
export function useEditorAutosave({
  key,
  restored,
  target,
  version,
  publishKey,
  editor,
  form: { form, tags, icons, current, recheck },
}: {
  key: AutosaveKey | null | undefined;
  restored: boolean | undefined;
  target: EditorTarget;
  /** The version being edited now (a conflict may have moved it on). */
  version: () => number | null;
  /** The idempotency key of a publish under way, kept with the autosave. */
  publishKey: () => string | null;
  editor: Editor;
  form: EditorForm;
}) {
  const keyRef = useRef(key);
  keyRef.current = key;
  const baseline = useRef<string | null>(null);
  const wroteRef = useRef(false);
  /** Published, saved or discarded: nothing more is kept until the next editor opens. */
  const closedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingWrite = useRef<((atUnload: boolean) => void) | null>(null);
  const snapshot = () =>
    JSON.stringify({ ...form.getValues(), tags, icons, content: editor.getJSON() });
  const flushAutosave = useCallback((atUnload = false) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const write = pendingWrite.current;
    pendingWrite.current = null;
    write?.(atUnload);
  }, []);
  const flushAtUnload = useCallback(() => flushAutosave(true), [flushAutosave]);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingWrite.current = null;
  };
  /** The editor's first state, which a change is measured against (taken once). */
  const takeBaseline = () => {
    baseline.current ??= snapshot();
  };
  /** Holds something the user would lose: restored from the autosave, or changed since opened. */
  const isDirty = () => {
    if (closedRef.current) return false;
    takeBaseline();
    return Boolean(restored) || snapshot() !== baseline.current;
  };
  /** After any edit: the alert is checked again and the autosave written once typing pauses. */
  const changed = () => {
    if (closedRef.current) return;
    recheck();
    const at = keyRef.current;
    const values = at ? current() : null;
    if (!at || !values) return;
    const dirty = isDirty();
    if (!dirty && !wroteRef.current) return;
    pendingWrite.current = (atUnload) => {
      const kept = autosaveTargetOf(target, version(), publishKey());
      wroteRef.current = dirty;
      if (!dirty) void clearAutosave(at);
      else if (atUnload) writeAutosaveAtUnload(at, kept, values);
      else void writeAutosave(at, kept, values);
    };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flushAutosave(), AUTOSAVE_DEBOUNCE_MS);
  };
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;

  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once, when the editor opens.
  useEffect(() => {
    takeBaseline();
  }, []);

  // Title, importance, breaking (the form), tags and icons are changes too.
  useEffect(() => {
    const subscription = form.watch(() => changedRef.current());
    return () => subscription.unsubscribe();
  }, [form]);

  const firstListChange = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lists change.
  useEffect(() => {
    if (firstListChange.current) {
      firstListChange.current = false;
      return;
    }
    changedRef.current();
  }, [tags, icons]);

  // Leaving the screen writes what is pending; leaving the page asks first (the browser's prompt).
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      flushAtUnload();
      if (!isDirtyRef.current()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("pagehide", flushAtUnload);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("pagehide", flushAtUnload);
      flushAutosave();
    };
  }, [flushAutosave, flushAtUnload]);

  /** Published, saved or discarded: nothing pending is written and the autosave is removed. */
  const close = () => {
    stop();
    closedRef.current = true;
    if (key) void clearAutosave(key);
  };

  /** The key goes to the device with what is sent, before it is sent. */
  const keepPublishKey = async (values: EditorValues, publishing: string) => {
    if (!key) return;
    stop();
    wroteRef.current = true;
    await writeAutosave(key, autosaveTargetOf(target, version(), publishing), values);
  };

  return { changed, isDirty, takeBaseline, close, keepPublishKey };
}
