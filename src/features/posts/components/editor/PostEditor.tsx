import { Badge } from "@chakra-ui/react";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMBED_FEATURE, EMBED_PROVIDERS } from "../../../../../domain/content/embed-urls";
import type { ExtensionBlockAttrs } from "../../../../../domain/content/schema";
import type { PluginId } from "../../../../../domain/plugins";
import type { AccountAccessDto } from "../../../../../domain/schemas/profile";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { AiPanel, type AiPanelProps, textDoc } from "../../../ai";
import { useComposerHandover } from "../../hooks/use-composer-handover";
import { useEditorAutosave } from "../../hooks/use-editor-autosave";
import { featuresOf, useEditorForm } from "../../hooks/use-editor-form";
import { type DropImages, usePostDocument } from "../../hooks/use-post-document";
import { usePublishActions } from "../../hooks/use-publish-actions";
import { usePublishAttempts } from "../../hooks/use-publish-attempts";
import { useRemoteChange } from "../../hooks/use-remote-change";
import type { PostEventSource } from "../../lib/live";
import type { AutosaveKey } from "./autosave";
import { ConflictDialog } from "./ConflictDialog";
import { EditorActions } from "./EditorActions";
import type { ComposerDraft } from "./EditorComposer";
import { EditorFrame } from "./EditorFrame";
import { EditorText } from "./EditorText";
import { IconsPicker } from "./IconsPicker";
import { imageErrorMessageKey } from "./image-error";
import { insertBlock } from "./insert-block";
import { PostFields } from "./PostFields";
import { RemoteNotice } from "./RemoteNotice";
import { TagsField } from "./TagsField";
import { type EditorTarget, type EditorValues, emptyValues, type SaveResult } from "./types";
import { uploadImagesInto } from "./upload-images";

export interface PostEditorProps {
  host: string;
  channelId: string;
  access: AccountAccessDto;
  /** The account's plugins switched on: "poll" adds the poll button. */
  plugins?: readonly PluginId[];
  /** The signed-in user's main author display name. */
  authorName: string;
  target: EditorTarget;
  canPublish: boolean;
  /**
   * The server's keyEvent ability for the post being written (domain/abilities.ts): the
   * keyEvents feature is on and the user may edit it. Off: no switch, the mark is left alone.
   */
  canMarkKeyEvent?: boolean;
  /** The channel's useAi ability (domain/abilities.ts): off, no AI panel. */
  canUseAi?: boolean;
  /** Saves AI mode's summary as a draft of the channel (the host owns drafts). */
  createDraft?: AiPanelProps["createDraft"];
  /** `key`: the idempotency key of this publish, the same for every attempt of it. */
  onPublish: (values: EditorValues, version: number | null, key: string) => Promise<void>;
  onSaveDraft: (values: EditorValues, version: number | null) => Promise<SaveResult>;
  /** After a successful publish / save or on Cancel: back to a new, empty post. */
  onDone: () => void;
  onManageUser?: () => void;
  /** The channel's live events: the post being edited deleted or updated elsewhere. */
  live?: PostEventSource;
  /** Called on every edit (the Typing distributor's presence). */
  onTyping?: () => void;
  /** "Post as new post" after a deletion elsewhere: the same content, in create mode. */
  onPostAsNew?: (values: EditorValues) => void;
  /** Where the editor keeps what is typed on this device; none: nothing is kept. */
  autosave?: AutosaveKey | null;
  /** The target came back from the autosave: it holds unsaved changes from the start. */
  restored?: boolean;
  /**
   * What was typed in the composer before the editor opened (LazyPostEditor): applied as the
   * user's changes, and the caret goes back to the field it was in.
   */
  opening?: ComposerDraft;
  /** The server's row when it is newer than the restored autosave: the user compares first. */
  newerOnServer?: unknown;
  /**
   * The account's editor extensions, composed in by the app: tool buttons under the
   * toolbar, panels below the text.
   */
  extensionSlot?: (tools: EditorTools, place: "toolbar" | "panels") => ReactNode;
}

/** What editor extensions may do to the post being written: read it and add to it. */
export interface EditorTools {
  post: { title: string; text: string };
  insertText: (text: string) => void;
  insertBlock: (block: ExtensionBlockAttrs) => void;
}

/**
 * The post editor: title, importance, author, rich text, tags, icons and marks. Its state is
 * in hooks: the form (`use-editor-form`), the text (`use-post-document`), the autosave
 * (`use-editor-autosave`), Publish and Save draft (`use-publish-actions`), the composer's
 * hand-over and changes made elsewhere; this component lays out their parts.
 */
export function PostEditor(props: PostEditorProps) {
  const { t } = useTranslation();
  const { access, host, target } = props;
  const initial = target.kind === "new" ? (target.values ?? emptyValues()) : target.values;
  const feature = featuresOf(access);
  const embeds = EMBED_PROVIDERS.filter((p) => feature(EMBED_FEATURE[p]));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [version, setVersion] = useState<number | null>(
    target.kind === "new" ? null : target.version,
  );
  const versionRef = useRef(version);
  versionRef.current = version;
  const attempts = usePublishAttempts(target.publishKey);

  const dropImagesRef = useRef<DropImages | null>(null);
  const changedRef = useRef<() => void>(() => undefined);
  const { editor, text, setText } = usePostDocument({
    content: initial.content,
    embeds,
    dropImages: dropImagesRef,
    onChange: changedRef,
  });
  const fields = useEditorForm({
    host,
    access,
    initial,
    canMarkKeyEvent: props.canMarkKeyEvent,
    editor,
    published: target.kind === "post",
  });
  const { form, tags, setTags, icons, setIcons } = fields;
  const autosave = useEditorAutosave({
    key: props.autosave,
    restored: props.restored,
    target,
    version: () => versionRef.current,
    publishKey: attempts.key,
    editor,
    form: fields,
  });
  changedRef.current = autosave.changed;
  const titleRef = useRef<HTMLInputElement | null>(null);
  useComposerHandover({
    opening: props.opening,
    form,
    editor,
    titleRef,
    takeBaseline: autosave.takeBaseline,
    changed: changedRef,
  });

  dropImagesRef.current = feature("inlineImage")
    ? (files, position) => {
        uploadImagesInto(editor, host, files, position).catch((e: unknown) =>
          fields.setError(t(imageErrorMessageKey(e))),
        );
      }
    : null;

  /** Published, saved or discarded: the editor empties and hands back to a new post. */
  const reset = () => {
    autosave.close();
    fields.clear();
    setVersion(null);
    props.onDone();
  };

  const actions = usePublishActions({
    target,
    version,
    setVersion,
    writes: props,
    attempts,
    collect: fields.collect,
    current: fields.current,
    initial,
    setError: fields.setError,
    keepPublishKey: autosave.keepPublishKey,
    finish: reset,
    newerOnServer: props.newerOnServer,
  });
  const remote = useRemoteChange({
    live: props.live,
    editingId: target.kind === "post" ? target.id : null,
    busy: actions.busy !== null,
    version,
  });

  const loadTheirs = (theirs: EditorValues, theirVersion: number) => {
    fields.load(theirs);
    setVersion(theirVersion);
    actions.closeConflict();
    remote.dismiss();
  };

  const title = form.watch("title");
  const editorTools: EditorTools = {
    post: { title, text },
    insertText: (value) => void editor.chain().focus().insertContent(value).run(),
    insertBlock: (block) => void insertBlock(editor, { type: "extensionBlock", attrs: block }),
  };

  return (
    <EditorFrame
      target={target}
      onInput={() => props.onTyping?.()}
      badge={
        target.kind !== "new" && (
          <Badge colorPalette={target.kind === "draft" ? "orange" : "blue"} variant="subtle">
            {target.kind === "draft" ? t("posts.editor.draftBadge") : t("posts.editor.postBadge")}
            {version ? ` · v${version}` : ""}
          </Badge>
        )
      }
    >
      {remote.remote && (
        <RemoteNotice
          change={remote.remote}
          onPostAsNew={() => {
            const values = fields.collect("publish");
            if (values) props.onPostAsNew?.(values);
          }}
          onCancel={reset}
          onLoadTheirs={(values, theirVersion) => loadTheirs(values, theirVersion)}
          onDismiss={remote.dismiss}
        />
      )}

      <PostFields
        form={form}
        titleRef={titleRef}
        importanceOn={feature("importance")}
        breakingOn={feature("postBreaking")}
        keyEventOn={props.canMarkKeyEvent === true}
        aiLabelOn={fields.aiLabel}
        onPush={fields.choosePush}
        authorName={props.authorName}
        onManageUser={props.onManageUser}
      />

      <EditorText
        editor={editor}
        host={host}
        embeds={embeds}
        imagesOn={feature("inlineImage")}
        imageByUrlOn={feature("inlineImageUrlUpload")}
        pollOn={props.plugins?.includes("poll") ?? false}
        omniOn={feature("omniInput")}
        extensionTools={props.extensionSlot?.(editorTools, "toolbar")}
      />
      {props.extensionSlot?.(editorTools, "panels")}

      {fields.tagsOn && (
        <TagsField host={host} tags={tags} setTags={setTags} title={title} text={text} />
      )}

      {fields.iconsOn && <IconsPicker host={host} icons={icons} setIcons={setIcons} />}

      {props.canUseAi && (
        <AiPanel
          host={host}
          channelId={props.channelId}
          createDraft={props.createDraft}
          tagsOn={fields.tagsOn}
          getPost={() => ({ title: form.getValues("title"), text: editor.getText(), tags })}
          onAcceptTitle={(value) => {
            form.setValue("title", value, { shouldDirty: true });
            fields.markAiAssisted();
          }}
          onAcceptText={(value) => {
            editor.commands.setContent(textDoc(value));
            setText(editor.getText());
            fields.markAiAssisted();
            changedRef.current();
          }}
          onAcceptTags={(names) => {
            fields.markAiAssisted();
            fields.mergeTags(names);
          }}
        />
      )}

      <EditorActions
        kind={target.kind}
        error={fields.error?.message ?? null}
        busy={actions.busy}
        retrying={actions.retrying}
        canPublish={props.canPublish}
        publishBlocked={remote.remote?.kind === "deleted"}
        onCancel={() => (autosave.isDirty() ? setConfirmCancel(true) : reset())}
        onDraft={actions.onDraftClick}
        onPublish={actions.onPublishClick}
      />

      {actions.conflict && (
        <ConflictDialog
          theirs={actions.conflict.theirs}
          mine={actions.conflict.mine}
          onTakeTheirs={loadTheirs}
          onKeepMine={actions.keepMine}
          onClose={actions.closeConflict}
        />
      )}

      <ConfirmDialog
        open={confirmCancel}
        title={t("posts.editor.discardTitle")}
        description={t("posts.editor.discardBody")}
        confirmText={t("posts.editor.discard")}
        cancelText={t("posts.editor.keepWriting")}
        destructive
        onConfirm={() => {
          setConfirmCancel(false);
          reset();
        }}
        onClose={() => setConfirmCancel(false)}
      />
    </EditorFrame>
  );
}
