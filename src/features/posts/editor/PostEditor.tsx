import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isEmptyDoc } from "../../../../domain/content/schema";
import { EMBED_FEATURE, EMBED_PROVIDERS, type EmbedProvider } from "../../../../domain/embeds";
import type { ErrorKey } from "../../../../domain/errors";
import { isFeatureEnabled } from "../../../../domain/features";
import type { AccountAccess } from "../../../../domain/permissions";
import { POST_ICON_GROUPS, type PostIcon } from "../../../../domain/schemas/channel-editors";
import {
  IMPORTANCE_LEVELS,
  type Importance,
  POST_ICONS_MAX,
  POST_TAGS_MAX,
  postInputProblem,
} from "../../../../domain/schemas/post";
import { suggestTags } from "../../../../domain/schemas/tag";
import { toaster } from "../../../components/toaster";
import { isOwnWrite } from "../../../lib/live/own-writes";
import {
  errorKeyOf,
  getPostIcons,
  getTags,
  isNetworkError,
  postKeys,
  StaleVersionError,
  toDoc,
} from "../api";
import type { PostEventSource } from "../live";
import { ConflictDialog } from "./ConflictDialog";
import { createExtensions } from "./extensions";
import { type RemoteChange, RemoteNotice, remoteChangeOf } from "./RemoteNotice";
import { Toolbar } from "./Toolbar";
import { type EditorTarget, type EditorValues, emptyValues, type SaveResult } from "./types";

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
  access: AccountAccess;
  /** The signed-in user's main author display name. */
  authorName: string;
  target: EditorTarget;
  canPublish: boolean;
  onPublish: (values: EditorValues, version: number | null) => Promise<void>;
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
}

interface FormFields {
  title: string;
  importance: Importance;
  breaking: boolean;
}

type Conflict = { theirs: unknown; mine: EditorValues; action: "publish" | "draft" };

/** The post editor (spec §2): title, importance, author, rich text, tags, icons, breaking. */
export function PostEditor(props: PostEditorProps) {
  const { t } = useTranslation();
  const { access, host, target } = props;
  const initial = target.kind === "new" ? (target.values ?? emptyValues()) : target.values;
  const feature = (flag: Parameters<typeof isFeatureEnabled>[1]) => isFeatureEnabled(access, flag);
  const embeds = EMBED_PROVIDERS.filter((p) => feature(EMBED_FEATURE[p]));
  const embedsRef = useRef<EmbedProvider[]>(embeds);
  embedsRef.current = embeds;

  const form = useForm<FormFields>({
    defaultValues: {
      title: initial.title,
      importance: initial.importance,
      breaking: initial.breaking,
    },
  });
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [icons, setIcons] = useState<string[]>(initial.icons);
  const [tagDraft, setTagDraft] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"publish" | "draft" | null>(null);
  const [version, setVersion] = useState<number | null>(
    target.kind === "new" ? null : target.version,
  );
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [remote, setRemote] = useState<RemoteChange | null>(null);
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

  const editor = useEditor({
    extensions: createExtensions({
      embedProviders: () =>
        embedsRef.current.filter((p): p is Exclude<EmbedProvider, "html"> => p !== "html"),
    }),
    content: initial.content ?? "",
    immediatelyRender: true,
    editorProps: {
      attributes: {
        "aria-label": t("posts.editor.content"),
        "aria-multiline": "true",
        role: "textbox",
        class: "ticker-prose",
      },
    },
    onCreate: ({ editor: e }) => setText(e.getText()),
    onUpdate: ({ editor: e }) => setText(e.getText()),
  });

  const tagsOn = feature("tags");
  const tagList = useQuery({
    queryKey: postKeys.tags(host),
    queryFn: ({ signal }) => getTags(host, signal),
    enabled: tagsOn,
    staleTime: 60_000,
  });
  const iconsOn = feature("postIcons");
  const iconList = useQuery({
    queryKey: postKeys.icons(host),
    queryFn: ({ signal }) => getPostIcons(host, signal),
    enabled: iconsOn,
    staleTime: 5 * 60_000,
  });
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

  const collect = (): EditorValues | null => {
    const json = editor.getJSON();
    const content = toDoc(json);
    if (!content) {
      setError(t("errors.invalid-content"));
      return null;
    }
    const fields = form.getValues();
    const values: EditorValues = {
      title: fields.title,
      content: isEmptyDoc(content) ? null : content,
      importance: feature("importance") ? fields.importance : initial.importance,
      authorId: initial.authorId ?? null,
      tags: tagsOn ? tags : initial.tags,
      icons: iconsOn ? icons : initial.icons,
      breaking: feature("postBreaking") ? fields.breaking : initial.breaking,
    };
    const problem = postInputProblem(values);
    if (problem) {
      setError(t(`errors.${problem}`));
      return null;
    }
    return values;
  };

  const publishMessage = (e: unknown) => {
    if (isNetworkError(e)) return t("posts.editor.offlinePublish");
    const key = errorKeyOf(e);
    return key && PUBLISH_ERRORS.includes(key)
      ? t(`errors.${key}`)
      : t("posts.editor.publishFailed");
  };

  const reset = () => {
    editor.commands.clearContent();
    form.reset({ title: "", importance: "normal", breaking: false });
    setTags([]);
    setIcons([]);
    setError(null);
    setVersion(null);
    props.onDone();
  };

  const publish = async (values: EditorValues, at: number | null) => {
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setError(t("posts.editor.offlinePublish"));
      return;
    }
    setBusy("publish");
    setError(null);
    try {
      await props.onPublish(values, at);
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
    const values = collect();
    if (values) void publish(values, version);
  };
  const onDraftClick = () => {
    const values = collect();
    if (values) void saveDraft(values, target.kind === "draft" ? version : null);
  };

  const loadTheirs = (theirs: EditorValues, theirVersion: number) => {
    form.reset({ title: theirs.title, importance: theirs.importance, breaking: theirs.breaking });
    editor.commands.setContent(theirs.content ?? "");
    setTags(theirs.tags);
    setIcons(theirs.icons);
    setVersion(theirVersion);
    setConflict(null);
    setRemote(null);
  };

  const iconsByGroup = (group: (typeof POST_ICON_GROUPS)[number]): PostIcon[] =>
    (iconList.data ?? []).filter((i) => i.group === group);

  const heading =
    target.kind === "post"
      ? t("posts.editor.editPost")
      : target.kind === "draft"
        ? t("posts.editor.editDraft")
        : t("posts.editor.newPost");

  return (
    <Stack
      as="section"
      aria-label={heading}
      onInput={() => props.onTyping?.()}
      gap="4"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: "4", md: "5" }}
      shadow="xs"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {heading}
        </Text>
        {target.kind !== "new" && (
          <Badge colorPalette={target.kind === "draft" ? "orange" : "blue"} variant="subtle">
            {target.kind === "draft" ? t("posts.editor.draftBadge") : t("posts.editor.postBadge")}
            {version ? ` · v${version}` : ""}
          </Badge>
        )}
      </HStack>

      {remote && (
        <RemoteNotice
          change={remote}
          onPostAsNew={() => {
            const values = collect();
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
          {...form.register("title")}
          maxLength={300}
          placeholder={t("posts.editor.titlePlaceholder")}
          fontWeight="semibold"
        />
      </Field.Root>

      <HStack gap="4" align="end" wrap="wrap">
        {feature("importance") && (
          <Field.Root width={{ base: "full", sm: "auto" }} minWidth="44">
            <Field.Label>{t("posts.editor.importance")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register("importance")}>
                {IMPORTANCE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`posts.importance.${level}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
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
          <Switch.Root
            colorPalette="red"
            checked={form.watch("breaking")}
            onCheckedChange={(e) => form.setValue("breaking", e.checked)}
            pb="2"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t("posts.editor.breaking")}</Switch.Label>
          </Switch.Root>
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
          }}
        />
        <Box
          px="3"
          py="2"
          minHeight="40"
          css={{
            "& .ProseMirror": { minHeight: "36", outline: "none" },
            "& .ProseMirror p.is-editor-empty:first-of-type::before": {
              content: "attr(data-placeholder)",
            },
          }}
          className="ticker-prose-host"
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>

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

      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}

      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Button variant="ghost" onClick={reset} disabled={busy !== null} mr="auto">
          {t("posts.editor.cancel")}
        </Button>
        {target.kind === "new" && (
          <Button
            variant="outline"
            onClick={onDraftClick}
            loading={busy === "draft"}
            disabled={busy === "publish"}
          >
            {t("posts.editor.saveDraft")}
          </Button>
        )}
        {target.kind === "draft" && (
          <Button
            variant="outline"
            onClick={onDraftClick}
            loading={busy === "draft"}
            disabled={busy === "publish"}
          >
            {t("posts.editor.updateDraft")}
          </Button>
        )}
        <Button
          colorPalette="brand"
          onClick={onPublishClick}
          loading={busy === "publish"}
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
            else void saveDraft(mine, theirVersion);
          }}
          onClose={() => setConflict(null)}
        />
      )}
    </Stack>
  );
}
