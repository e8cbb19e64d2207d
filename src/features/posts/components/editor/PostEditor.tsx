import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  Input,
  Stack,
  Switch,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Selection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  EMBED_FEATURE,
  EMBED_PROVIDERS,
  type EmbedProvider,
} from "../../../../../domain/content/embed-urls";
import { type ExtensionBlockAttrs, isEmptyDoc } from "../../../../../domain/content/schema";
import type { ErrorKey } from "../../../../../domain/errors";
import type { FeatureFlag } from "../../../../../domain/features";
import type { PluginId } from "../../../../../domain/plugins";
import { POST_ICON_GROUPS, type PostIcon } from "../../../../../domain/schemas/channel-editors";
import {
  IMPORTANCE_LEVELS,
  type Importance,
  POST_ICONS_MAX,
  POST_TAGS_MAX,
  postInputProblem,
} from "../../../../../domain/schemas/post";
import type { AccountAccessDto } from "../../../../../domain/schemas/profile";
import { suggestTags } from "../../../../../domain/schemas/tag";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { LabelledSelect } from "../../../../components/LabelledSelect";
import { toaster } from "../../../../components/toaster";
import { isOwnWrite } from "../../../../lib/live/own-writes";
import { StaleVersionError } from "../../../../lib/stale-version";
import { AiPanel, type AiPanelProps, aiStatusQuery, textDoc } from "../../../ai";
import { errorKeyOf, isNetworkError, postIconsQuery, tagsQuery, toDoc } from "../../api/posts";
import { usePublishAttempts } from "../../hooks/use-publish-attempts";
import type { PostEventSource } from "../../lib/live";
import { proseCss } from "../../lib/prose";
import {
  type AutosaveKey,
  autosaveTargetOf,
  clearAutosave,
  writeAutosave,
  writeAutosaveAtUnload,
} from "./autosave";
import { ConflictDialog } from "./ConflictDialog";
import { type ComposerDraft, composerDoc } from "./EditorComposer";
import { EditorFrame } from "./EditorFrame";
import { createExtensions } from "./extensions";
import { imageErrorMessageKey } from "./image-error";
import { insertBlock } from "./insert-block";
import { OmniInput } from "./OmniInput";
import { type RemoteChange, RemoteNotice, remoteChangeOf } from "./RemoteNotice";
import { Toolbar } from "./Toolbar";
import { type EditorTarget, type EditorValues, emptyValues, type SaveResult } from "./types";
import { uploadImagesInto } from "./upload-images";

/** Publish errors with their own message (spec §8); anything else gets the default. */
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
  /** Where the editor keeps what is typed on this device (issue 12); none: nothing is kept. */
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
   * The account's editor extensions (issue 15), composed in by the app: tool buttons under the
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

/** How long typing pauses before the autosave is written. */
const AUTOSAVE_DEBOUNCE_MS = 400;

interface FormFields {
  title: string;
  importance: Importance;
  breaking: boolean;
  keyEvent: boolean;
  aiAssisted: boolean;
}

/** A 409 on publish / save, or an autosave older than the server's row ("restore"). */
type Conflict = { theirs: unknown; mine: EditorValues; action: "publish" | "draft" | "restore" };

/** An alert from the editor's own checks clears itself once the input is fixed. */
type EditorError = { message: string; problem?: boolean };

/** The post editor (spec §2): title, importance, author, rich text, tags, icons, breaking. */
export function PostEditor(props: PostEditorProps) {
  const { t } = useTranslation();
  const { access, host, target } = props;
  const initial = target.kind === "new" ? (target.values ?? emptyValues()) : target.values;
  const feature = (flag: FeatureFlag) => access.abilities.features[flag];
  const embeds = EMBED_PROVIDERS.filter((p) => feature(EMBED_FEATURE[p]));
  const embedsRef = useRef<EmbedProvider[]>(embeds);
  embedsRef.current = embeds;

  const form = useForm<FormFields>({
    defaultValues: {
      title: initial.title,
      importance: initial.importance,
      breaking: initial.breaking,
      keyEvent: initial.keyEvent ?? false,
      aiAssisted: initial.aiAssisted ?? false,
    },
  });
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [icons, setIcons] = useState<string[]>(initial.icons);
  const [tagDraft, setTagDraft] = useState("");
  const [text, setText] = useState("");
  const [error, setErrorState] = useState<EditorError | null>(null);
  const setError = (message: string | null) => setErrorState(message ? { message } : null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState<"publish" | "draft" | null>(null);
  const [version, setVersion] = useState<number | null>(
    target.kind === "new" ? null : target.version,
  );
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [remote, setRemote] = useState<RemoteChange | null>(null);
  const attempts = usePublishAttempts(target.publishKey);
  const busyRef = useRef(false);
  busyRef.current = busy !== null;
  const versionRef = useRef(version);
  versionRef.current = version;
  const { live } = props;
  const editingId = target.kind === "post" ? target.id : null;

  // Someone else deleted or updated the post being edited (own writes and echoes ignored).
  useEffect(() => {
    if (!live || !editingId) return;
    return live.subscribe((event) => {
      if (event.entityId !== editingId || busyRef.current || isOwnWrite(event)) return;
      const change = remoteChangeOf(event, versionRef.current);
      if (change) setRemote((now) => (now?.kind === "deleted" ? now : change));
    });
  }, [live, editingId]);

  const dropImagesRef = useRef<((files: File[], position: number) => void) | null>(null);
  const changedRef = useRef<() => void>(() => undefined);
  // useEditor compares its options with the editor's on every render and, when one differs
  // (a new extensions array or editorProps object), calls setOptions, which makes ProseMirror
  // redraw the document and its node views: on every keystroke and every refetch above. So the
  // options are made once (the editor remounts with a new target anyway).
  const [extensions] = useState(() =>
    createExtensions({
      embedProviders: () =>
        embedsRef.current.filter((p): p is Exclude<EmbedProvider, "html"> => p !== "html"),
      dropImages: () => dropImagesRef.current,
    }),
  );
  const [initialContent] = useState(() => initial.content ?? "");
  const label = t("posts.editor.content");
  const editorProps = useMemo(
    () => ({
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class: "ticker-prose",
      },
    }),
    [label],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: true,
    editorProps,
    onCreate: ({ editor: e }) => setText(e.getText()),
    onUpdate: ({ editor: e }) => {
      setText(e.getText());
      changedRef.current();
    },
  });

  const tagsOn = feature("tags");
  // The same query as the AI panel's: whether the account shows readers the "AI-assisted" label.
  const aiStatus = useQuery(aiStatusQuery(host));
  const aiLabel = Boolean(aiStatus.data?.enabled && aiStatus.data.assistedLabel);
  /** An accepted suggestion labels the post; the editor may still untick it before publishing. */
  const markAiAssisted = () => {
    if (aiLabel) form.setValue("aiAssisted", true);
  };
  const tagList = useQuery(tagsQuery(host, tagsOn));
  const iconsOn = feature("postIcons");
  const iconList = useQuery(postIconsQuery(host, iconsOn));
  const tagNames = useMemo(() => (tagList.data ?? []).map((tag) => tag.name), [tagList.data]);
  const title = form.watch("title");
  const autoTags = useMemo(
    () => (tagsOn ? suggestTags(`${title}\n${text}`, tagNames, tags).slice(0, 8) : []),
    [tagsOn, title, text, tagNames, tags],
  );
  const typedMatches = tagDraft.trim()
    ? tagNames
        .filter(
          (n) =>
            n.toLowerCase().includes(tagDraft.trim().toLowerCase()) &&
            !tags.some((x) => x.toLowerCase() === n.toLowerCase()),
        )
        .slice(0, 6)
    : [];

  const addTag = (raw: string) => {
    const name = raw.trim().slice(0, 50);
    if (!name || tags.length >= POST_TAGS_MAX) return;
    if (!tags.some((x) => x.toLowerCase() === name.toLowerCase())) setTags([...tags, name]);
    setTagDraft("");
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
      ...(props.canMarkKeyEvent === true ? { keyEvent: fields.keyEvent } : {}),
      // Likewise the label, sent only while the account shows it to readers.
      ...(aiLabel ? { aiAssisted: fields.aiAssisted } : {}),
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

  const collect = (action: "publish" | "draft"): EditorValues | null => {
    const values = current();
    const message = problemMessage(values, action);
    if (message) {
      setErrorState({ message, problem: true });
      return null;
    }
    return values;
  };

  // Autosave (issue 12): what is typed is kept on the device, debounced, while it differs from
  // what the editor opened with; never sent anywhere without the user's action.
  const { autosave: autosaveKey, restored } = props;
  const autosaveKeyRef = useRef(autosaveKey);
  autosaveKeyRef.current = autosaveKey;
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
  const stopAutosave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingWrite.current = null;
  };
  /** Holds something the user would lose: restored from the autosave, or changed since opened. */
  const isDirty = () => {
    if (closedRef.current) return false;
    baseline.current ??= snapshot();
    return Boolean(restored) || snapshot() !== baseline.current;
  };
  const changed = () => {
    if (closedRef.current) return;
    setErrorState((now) => {
      if (!now?.problem) return now;
      const message = problemMessage(current(), "publish");
      return message ? { message, problem: true } : null;
    });
    const key = autosaveKeyRef.current;
    const values = key ? current() : null;
    if (!key || !values) return;
    const dirty = isDirty();
    if (!dirty && !wroteRef.current) return;
    pendingWrite.current = (atUnload) => {
      const target = autosaveTargetOf(props.target, versionRef.current, attempts.key());
      wroteRef.current = dirty;
      if (!dirty) void clearAutosave(key);
      else if (atUnload) writeAutosaveAtUnload(key, target, values);
      else void writeAutosave(key, target, values);
    };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flushAutosave(), AUTOSAVE_DEBOUNCE_MS);
  };
  changedRef.current = changed;
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;

  // The editor's first state is the baseline a change is measured against.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once, when the editor opens.
  useEffect(() => {
    baseline.current ??= snapshot();
  }, []);

  // Title, importance, breaking (the form), tags and icons are changes too.
  useEffect(() => {
    const subscription = form.watch(() => changedRef.current());
    return () => subscription.unsubscribe();
  }, [form]);

  // The composer's text, handed over in the commit that replaced it (a layout effect): a key
  // pressed next lands in the editor, where the caret already is. The baseline is taken first,
  // so what was typed counts as a change.
  const { opening } = props;
  const titleField = form.register("title");
  const titleRef = useRef<HTMLInputElement | null>(null);
  const handedOver = Boolean(opening && (opening.title || opening.text || opening.focus));
  // biome-ignore lint/correctness/useExhaustiveDependencies: handed over once, as the editor opens.
  useLayoutEffect(() => {
    if (!opening || !handedOver) return;
    baseline.current ??= snapshot();
    if (opening.title) form.setValue("title", opening.title);
    if (opening.text) editor.commands.setContent(composerDoc(opening.text));
    // Focused now, not by RHF's setFocus (a timeout) or TipTap's focus command (the next
    // frame): a key pressed in between would go nowhere.
    const input = titleRef.current;
    if (opening.focus === "title" && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    if (opening.focus === "content") {
      editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
      editor.view.focus();
    }
  }, []);
  // Kept on the device like any change, once the form has mounted (before, it reads its defaults).
  // biome-ignore lint/correctness/useExhaustiveDependencies: handed over once, as the editor opens.
  useEffect(() => {
    if (handedOver) changedRef.current();
  }, []);
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

  // Offered once per server version: closing the comparison keeps what was restored.
  const { newerOnServer } = props;
  const offered = useRef<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: offered when the server's row arrives.
  useEffect(() => {
    const theirVersion = (newerOnServer as { version?: unknown } | null)?.version;
    if (!newerOnServer || offered.current === theirVersion) return;
    offered.current = theirVersion;
    const mine = current() ?? initial;
    setConflict((now) => now ?? { theirs: newerOnServer, mine, action: "restore" });
  }, [newerOnServer]);

  dropImagesRef.current = feature("inlineImage")
    ? (files, position) => {
        uploadImagesInto(editor, host, files, position).catch((e: unknown) =>
          setError(t(imageErrorMessageKey(e))),
        );
      }
    : null;

  const publishMessage = (e: unknown) => {
    if (isNetworkError(e)) return t("posts.editor.offlinePublish");
    const key = errorKeyOf(e);
    if (key === "idempotency-key-reused") return t("posts.editor.publishedEarlier");
    return key && PUBLISH_ERRORS.includes(key)
      ? t(`errors.${key}`)
      : t("posts.editor.publishFailed");
  };

  const reset = () => {
    stopAutosave();
    closedRef.current = true;
    if (autosaveKey) void clearAutosave(autosaveKey);
    editor.commands.clearContent();
    form.reset({ title: "", importance: "normal", breaking: false, aiAssisted: false });
    setTags([]);
    setIcons([]);
    setError(null);
    setVersion(null);
    props.onDone();
  };

  /** The key goes to the device with what is sent, before it is sent. */
  const keepPublishKey = async (values: EditorValues, key: string) => {
    if (!autosaveKey) return;
    stopAutosave();
    wroteRef.current = true;
    await writeAutosave(
      autosaveKey,
      autosaveTargetOf(props.target, versionRef.current, key),
      values,
    );
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
        (key) => props.onPublish(values, at, key),
      );
      toaster.create({
        type: "success",
        title: target.kind === "post" ? t("posts.editor.updated") : t("posts.editor.published"),
      });
      reset();
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
      const result = await props.onSaveDraft(values, at);
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
      reset();
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

  const onPublishClick = () => {
    const values = collect("publish");
    if (values) void publish(values, version);
  };
  const onDraftClick = () => {
    const values = collect("draft");
    if (values) void saveDraft(values, target.kind === "draft" ? version : null);
  };

  const loadTheirs = (theirs: EditorValues, theirVersion: number) => {
    form.reset({
      title: theirs.title,
      importance: theirs.importance,
      breaking: theirs.breaking,
      aiAssisted: theirs.aiAssisted ?? false,
    });
    editor.commands.setContent(theirs.content ?? "");
    setTags(theirs.tags);
    setIcons(theirs.icons);
    setVersion(theirVersion);
    setConflict(null);
    setRemote(null);
  };

  const iconsByGroup = (group: (typeof POST_ICON_GROUPS)[number]): PostIcon[] =>
    (iconList.data ?? []).filter((i) => i.group === group);

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
      {remote && (
        <RemoteNotice
          change={remote}
          onPostAsNew={() => {
            const values = collect("publish");
            if (values) props.onPostAsNew?.(values);
          }}
          onCancel={reset}
          onLoadTheirs={(values, theirVersion) => loadTheirs(values, theirVersion)}
          onDismiss={() => setRemote(null)}
        />
      )}

      <Field.Root>
        <Field.Label>{t("posts.editor.title")}</Field.Label>
        <Input
          {...titleField}
          ref={(element: HTMLInputElement | null) => {
            titleField.ref(element);
            titleRef.current = element;
          }}
          maxLength={300}
          placeholder={t("posts.editor.titlePlaceholder")}
          fontWeight="semibold"
        />
      </Field.Root>

      <HStack gap="4" align="end" wrap="wrap">
        {feature("importance") && (
          <LabelledSelect
            width={{ base: "full", sm: "auto" }}
            minWidth="44"
            label={t("posts.editor.importance")}
            options={IMPORTANCE_LEVELS.map((level) => ({
              value: level,
              label: t(`posts.importance.${level}`),
            }))}
            select={form.register("importance")}
          />
        )}
        <Field.Root flex="1" minWidth="48" flexBasis={{ base: "100%", sm: "auto" }}>
          <Field.Label>{t("posts.editor.author")}</Field.Label>
          <HStack width="full">
            <Input value={props.authorName} readOnly aria-readonly="true" bg="bg.muted" />
            <Button variant="outline" size="sm" onClick={props.onManageUser} flexShrink={0}>
              {t("posts.editor.manageUser")}
            </Button>
          </HStack>
        </Field.Root>
        {feature("postBreaking") && (
          <PostFlag form={form} name="breaking" color="red" label={t("posts.editor.breaking")} />
        )}
        {props.canMarkKeyEvent === true && (
          <PostFlag form={form} name="keyEvent" color="brand" label={t("keyEvents.editorToggle")} />
        )}
        {aiLabel && (
          <PostFlag form={form} name="aiAssisted" color="purple" label={t("ai.assistedLabel")} />
        )}
      </HStack>

      <Box borderWidth="1px" rounded="md" bg="bg" _focusWithin={{ borderColor: "brand.solid" }}>
        <Toolbar
          editor={editor}
          host={host}
          features={{
            image: feature("inlineImage"),
            imageByUrl: feature("inlineImageUrlUpload"),
            embeds,
            poll: props.plugins?.includes("poll") ?? false,
          }}
        />
        {props.extensionSlot?.(editorTools, "toolbar")}
        {feature("omniInput") && (
          <OmniInput
            editor={editor}
            host={host}
            imagesOn={feature("inlineImage")}
            embedProviders={embeds.filter((p): p is Exclude<EmbedProvider, "html"> => p !== "html")}
          />
        )}
        <Box
          px="3"
          py="2"
          minHeight="40"
          css={{
            // The reader's typography (feed and embed), so what is written is what readers get.
            "& .ProseMirror": { ...proseCss, minHeight: "36", outline: "none" },
            "& .ProseMirror p.is-editor-empty:first-of-type::before": {
              content: "attr(data-placeholder)",
            },
          }}
          className="ticker-prose-host"
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {props.extensionSlot?.(editorTools, "panels")}

      {tagsOn && (
        <Field.Root>
          <Field.Label>{t("posts.editor.tags")}</Field.Label>
          <Wrap gap="2" width="full">
            {tags.map((tag) => (
              <Badge key={tag} colorPalette="brand" variant="subtle" size="lg" gap="1">
                {tag}
                <chakra.button
                  type="button"
                  aria-label={t("posts.editor.removeTag", { tag })}
                  onClick={() => setTags(tags.filter((x) => x !== tag))}
                  px="1"
                  cursor="pointer"
                >
                  ×
                </chakra.button>
              </Badge>
            ))}
          </Wrap>
          <Input
            value={tagDraft}
            placeholder={t("posts.editor.tagPlaceholder")}
            aria-label={t("posts.editor.addTag")}
            onChange={(e) => setTagDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === ",") {
                e.preventDefault();
                addTag(tagDraft);
              }
            }}
          />
          {typedMatches.length > 0 && (
            <Wrap gap="1.5" role="listbox" aria-label={t("posts.editor.tagMatches")}>
              {typedMatches.map((name) => (
                <Button
                  key={name}
                  size="xs"
                  variant="outline"
                  role="option"
                  onClick={() => addTag(name)}
                >
                  {name}
                </Button>
              ))}
            </Wrap>
          )}
          {autoTags.length > 0 && (
            <HStack gap="1.5" wrap="wrap" aria-label={t("posts.editor.suggestedTags")}>
              <Text fontSize="xs" color="fg.muted">
                {t("posts.editor.suggestedTags")}
              </Text>
              {autoTags.map((name) => (
                <Button
                  key={name}
                  size="xs"
                  variant="subtle"
                  colorPalette="brand"
                  onClick={() => addTag(name)}
                >
                  + {name}
                </Button>
              ))}
            </HStack>
          )}
        </Field.Root>
      )}

      {iconsOn && (iconList.data?.length ?? 0) > 0 && (
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            {t("posts.editor.icons")}{" "}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({icons.length}/{POST_ICONS_MAX})
            </Text>
          </Text>
          {POST_ICON_GROUPS.map((group) => {
            const list = iconsByGroup(group);
            if (list.length === 0) return null;
            return (
              <HStack key={group} gap="1" wrap="wrap" align="center">
                <Text fontSize="xs" color="fg.muted" width="14">
                  {t(`posts.iconGroups.${group}`)}
                </Text>
                {list.map((icon) => {
                  const on = icons.includes(icon.id);
                  return (
                    <Button
                      key={icon.id}
                      size="xs"
                      variant={on ? "solid" : "outline"}
                      colorPalette={on ? "brand" : "gray"}
                      aria-pressed={on}
                      aria-label={icon.label}
                      title={icon.label}
                      disabled={!on && icons.length >= POST_ICONS_MAX}
                      onClick={() =>
                        setIcons(on ? icons.filter((x) => x !== icon.id) : [...icons, icon.id])
                      }
                    >
                      {icon.symbol.startsWith("http") || icon.symbol.startsWith("/") ? (
                        <img src={icon.symbol} alt="" width={16} height={16} />
                      ) : (
                        icon.symbol
                      )}
                    </Button>
                  );
                })}
              </HStack>
            );
          })}
        </Stack>
      )}

      {props.canUseAi && (
        <AiPanel
          host={host}
          channelId={props.channelId}
          createDraft={props.createDraft}
          tagsOn={tagsOn}
          getPost={() => ({ title: form.getValues("title"), text: editor.getText(), tags })}
          onAcceptTitle={(value) => {
            form.setValue("title", value, { shouldDirty: true });
            markAiAssisted();
          }}
          onAcceptText={(value) => {
            editor.commands.setContent(textDoc(value));
            setText(editor.getText());
            markAiAssisted();
            changedRef.current();
          }}
          onAcceptTags={(names) => {
            markAiAssisted();
            const merged = [...tags];
            for (const name of names)
              if (!merged.some((x) => x.toLowerCase() === name.toLowerCase())) merged.push(name);
            setTags(merged.slice(0, POST_TAGS_MAX));
          }}
        />
      )}

      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error.message}</Alert.Title>
        </Alert.Root>
      )}

      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Button
          variant="ghost"
          onClick={() => (isDirty() ? setConfirmCancel(true) : reset())}
          disabled={busy !== null}
          mr="auto"
        >
          {t("posts.editor.cancel")}
        </Button>
        {target.kind !== "post" && (
          <Button
            variant="outline"
            onClick={onDraftClick}
            loading={busy === "draft"}
            disabled={busy === "publish"}
          >
            {target.kind === "new" ? t("posts.editor.saveDraft") : t("posts.editor.updateDraft")}
          </Button>
        )}
        <Button
          colorPalette="brand"
          onClick={onPublishClick}
          loading={busy === "publish"}
          loadingText={attempts.retrying ? t("posts.editor.publishRetrying") : undefined}
          disabled={!props.canPublish || busy === "draft" || remote?.kind === "deleted"}
        >
          {target.kind === "post" ? t("posts.editor.update") : t("posts.editor.publish")}
        </Button>
      </HStack>

      {conflict && (
        <ConflictDialog
          theirs={conflict.theirs}
          mine={conflict.mine}
          onTakeTheirs={loadTheirs}
          onKeepMine={(theirVersion) => {
            const mine = conflict.mine;
            const action = conflict.action;
            setConflict(null);
            setVersion(theirVersion);
            if (action === "publish") void publish(mine, theirVersion);
            else if (action === "draft") void saveDraft(mine, theirVersion);
          }}
          onClose={() => setConflict(null)}
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

/** One of the post's on/off marks beside the author (breaking, key event, AI-assisted). */
function PostFlag({
  form,
  name,
  color,
  label,
}: {
  form: UseFormReturn<FormFields>;
  name: "breaking" | "keyEvent" | "aiAssisted";
  color: string;
  label: string;
}) {
  return (
    <Switch.Root
      colorPalette={color}
      checked={form.watch(name)}
      onCheckedChange={(e) => form.setValue(name, e.checked)}
      pb="2"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
