import { useQuery } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isEmptyDoc } from "../../../../domain/content/schema";
import type { FeatureFlag } from "../../../../domain/features";
import { type Importance, POST_TAGS_MAX, postInputProblem } from "../../../../domain/schemas/post";
import type { AccountAccessDto } from "../../../../domain/schemas/profile";
import { aiStatusQuery } from "../../ai";
import { toDoc } from "../api/posts";
import type { EditorValues } from "../components/editor/types";

/** The editor's react-hook-form fields; tags, icons and the text are kept beside them. */
export interface FormFields {
  title: string;
  importance: Importance;
  breaking: boolean;
  keyEvent: boolean;
  aiAssisted: boolean;
  /** Send to the channel's followers (Web Push) on Publish or Update. */
  push: boolean;
}

/** An alert from the editor's own checks (`problem`) clears itself once the input is fixed. */
export type EditorError = { message: string; problem?: boolean };

/** Whether the account has a feature on, as the server presents it. */
export const featuresOf = (access: AccountAccessDto) => (flag: FeatureFlag) =>
  access.abilities.features[flag];

/**
 * What the post being written holds beside its text: the form's fields, tags, icons, the
 * editor's alert, and the values it sends (`current`, checked by `collect`). A field whose
 * feature is off keeps the value the editor opened with.
 */
export function useEditorForm({
  host,
  access,
  initial,
  canMarkKeyEvent,
  editor,
  published = false,
}: {
  host: string;
  access: AccountAccessDto;
  initial: EditorValues;
  canMarkKeyEvent?: boolean;
  editor: Editor;
  /** Editing a published post: sending it is off unless the editor turns it on. */
  published?: boolean;
}) {
  const { t } = useTranslation();
  const feature = featuresOf(access);
  const tagsOn = feature("tags");
  const iconsOn = feature("postIcons");
  const form = useForm<FormFields>({
    defaultValues: {
      title: initial.title,
      importance: initial.importance,
      breaking: initial.breaking,
      keyEvent: initial.keyEvent ?? false,
      aiAssisted: initial.aiAssisted ?? false,
      push:
        !published && (initial.push === true || initial.breaking || (initial.keyEvent ?? false)),
    },
  });
  // A new post is sent to followers when it is breaking or a key event, until the editor
  // chooses for it; the switch shows the choice either way.
  // A draft saved with it switched on was chosen for.
  const [pushChosen, setPushChosen] = useState(published || initial.push === true);
  useEffect(() => {
    if (pushChosen) return;
    const watching = form.watch((values, { name }) => {
      if (name === "breaking" || name === "keyEvent") {
        form.setValue("push", Boolean(values.breaking || values.keyEvent));
      }
    });
    return () => watching.unsubscribe();
  }, [form, pushChosen]);
  const choosePush = (on: boolean) => {
    setPushChosen(true);
    form.setValue("push", on);
  };
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [icons, setIcons] = useState<string[]>(initial.icons);
  const [error, setErrorState] = useState<EditorError | null>(null);
  const setError = (message: string | null) => setErrorState(message ? { message } : null);

  // The same query as the AI panel's: whether the account shows readers the "AI-assisted" label.
  const aiStatus = useQuery(aiStatusQuery(host));
  const aiLabel = Boolean(aiStatus.data?.enabled && aiStatus.data.assistedLabel);
  /** An accepted suggestion labels the post; the editor may still untick it before publishing. */
  const markAiAssisted = () => {
    if (aiLabel) form.setValue("aiAssisted", true);
  };
  /** Tags accepted from the AI panel, added to those there without repeating one. */
  const mergeTags = (names: readonly string[]) => {
    const merged = [...tags];
    for (const name of names)
      if (!merged.some((x) => x.toLowerCase() === name.toLowerCase())) merged.push(name);
    setTags(merged.slice(0, POST_TAGS_MAX));
  };

  /** What the editor holds now, unchecked; null when the document is not valid content. */
  const current = (): EditorValues | null => {
    const content = toDoc(editor.getJSON());
    if (!content) return null;
    const fields = form.getValues();
    return {
      title: fields.title,
      content: isEmptyDoc(content) ? null : content,
      importance: feature("importance") ? fields.importance : initial.importance,
      authorId: initial.authorId ?? null,
      tags: tagsOn ? tags : initial.tags,
      icons: iconsOn ? icons : initial.icons,
      breaking: feature("postBreaking") ? fields.breaking : initial.breaking,
      // Without the flag the field is left out, so the server keeps what is stored.
      ...(canMarkKeyEvent === true ? { keyEvent: fields.keyEvent } : {}),
      // Likewise the label, sent only while the account shows it to readers.
      ...(aiLabel ? { aiAssisted: fields.aiAssisted } : {}),
      ...(fields.push ? { push: true } : {}),
    };
  };

  /** Why these values cannot be sent, as the alert says it ("in order to be saved" for drafts). */
  const problemMessage = (values: EditorValues | null, action: "publish" | "draft") => {
    if (!values) return t("errors.invalid-content");
    const problem = postInputProblem(values);
    if (!problem) return null;
    return problem === "title-or-content-required" && action === "draft"
      ? t("posts.editor.draftEmpty")
      : t(`errors.${problem}`);
  };

  /** The values to send, or null with the alert saying why they cannot be. */
  const collect = (action: "publish" | "draft"): EditorValues | null => {
    const values = current();
    const message = problemMessage(values, action);
    if (message) {
      setErrorState({ message, problem: true });
      return null;
    }
    return values;
  };

  /** After an edit: an alert of the editor's own checks follows the input. */
  const recheck = () =>
    setErrorState((now) => {
      if (!now?.problem) return now;
      const message = problemMessage(current(), "publish");
      return message ? { message, problem: true } : null;
    });

  /** Someone else's version of the post, in place of what is written. */
  const load = (values: EditorValues) => {
    form.reset({
      title: values.title,
      importance: values.importance,
      breaking: values.breaking,
      aiAssisted: values.aiAssisted ?? false,
      push: form.getValues("push"),
    });
    editor.commands.setContent(values.content ?? "");
    setTags(values.tags);
    setIcons(values.icons);
  };

  /** Back to an empty post. */
  const clear = () => {
    editor.commands.clearContent();
    form.reset({
      title: "",
      importance: "normal",
      breaking: false,
      aiAssisted: false,
      push: false,
    });
    setPushChosen(published);
    setTags([]);
    setIcons([]);
    setError(null);
  };

  return {
    form,
    feature,
    tagsOn,
    iconsOn,
    aiLabel,
    tags,
    setTags,
    icons,
    setIcons,
    error,
    setError,
    markAiAssisted,
    choosePush,
    mergeTags,
    current,
    collect,
    recheck,
    load,
    clear,
  };
}

export type EditorForm = ReturnType<typeof useEditorForm>;
