import {
  Alert,
  Badge,
  Box,
  Button,
  type ButtonProps,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Switch,
  Text,
  Textarea,
  Wrap,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AiAction, type AiLanguage, needsProvider } from "../../../../domain/ai";
import { isErrorKey } from "../../../../domain/errors";
import type { AiResult } from "../../../../domain/schemas/ai";
import type { PostRequest } from "../../../../domain/schemas/post";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { aiStatusQuery, streamAi } from "../api/ai";
import { summaryDoc } from "../lib/summary-doc";

/** What the panel reads from the editor; it never writes there without an accept. */
export interface AiPost {
  title: string;
  text: string;
  tags: string[];
}

export interface AiPanelProps {
  host: string;
  channelId: string;
  tagsOn: boolean;
  getPost: () => AiPost;
  onAcceptTitle: (title: string) => void;
  onAcceptText: (text: string) => void;
  onAcceptTags: (tags: string[]) => void;
  /**
   * Saves the summary as a draft of the channel (the host owns drafts, so AI mode does not
   * import them); without it the summary offers no "Save as draft".
   */
  createDraft?: (input: PostRequest) => Promise<unknown>;
}

interface Run {
  action: AiAction;
  streamed: string;
  assistant: string | null;
  state: "running" | "done" | "error" | "cancelled";
  result: AiResult | null;
  error: string | null;
}

const SUMMARY_COUNTS = [5, 10, 20, 50];

/**
 * AI mode (issue 17): a panel under the editor. Each action streams into a suggestion card the
 * editor accepts, edits or dismisses; nothing reaches the post or the channel otherwise.
 */
export function AiPanel(props: AiPanelProps) {
  const { t, i18n } = useTranslation();
  const { host, channelId } = props;
  const status = useQuery(aiStatusQuery(host));
  const [on, setOn] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [count, setCount] = useState(10);
  const controller = useRef<AbortController | null>(null);
  const language: AiLanguage =
    i18n.language.startsWith("no") || i18n.language.startsWith("nb") ? "no" : "en";

  useEffect(() => () => controller.current?.abort(), []);

  if (!status.data?.enabled) return null;
  const builtIn = status.data.assistant === "built-in";
  const assistantName = builtIn
    ? t("ai.assistant.builtIn")
    : t("ai.assistant.provider", { model: status.data.model ?? "" });

  const start = async (action: AiAction, target?: AiLanguage) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const post = props.getPost();
    setRun({ action, streamed: "", assistant: null, state: "running", result: null, error: null });
    const update = (patch: Partial<Run>) =>
      setRun((now) => (now && controller.current === abort ? { ...now, ...patch } : now));
    try {
      await streamAi(
        host,
        action,
        action === "summary"
          ? { channelId, count, language }
          : {
              title: post.title,
              text: post.text,
              language,
              target,
              chosenTags: post.tags,
              channelId,
            },
        abort.signal,
        (event) => {
          if (event.type === "start")
            update({
              assistant:
                event.assistant === "built-in"
                  ? t("ai.assistant.builtIn")
                  : t("ai.assistant.provider", { model: event.model ?? "" }),
            });
          else if (event.type === "delta")
            setRun((now) =>
              now && controller.current === abort
                ? { ...now, streamed: now.streamed + event.text }
                : now,
            );
          else if (event.type === "done") update({ state: "done", result: event.result });
          else update({ state: "error", error: messageOf(event.errorKey) });
        },
      );
      setRun((now) =>
        now && controller.current === abort && now.state === "running"
          ? { ...now, state: "error", error: t("ai.failed") }
          : now,
      );
    } catch (e) {
      if (abort.signal.aborted) return;
      const key = e instanceof ApiError ? e.errorKey : undefined;
      update({ state: "error", error: key ? messageOf(key) : t("ai.failed") });
    }
  };
  const messageOf = (key: string) => (isErrorKey(key) ? t(`errors.${key}`) : t("ai.failed"));

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setRun((now) => (now ? { ...now, state: "cancelled" } : now));
  };
  const dismiss = () => {
    controller.current?.abort();
    controller.current = null;
    setRun(null);
  };

  const { createDraft } = props;
  const saveSummary = async (title: string, text: string) => {
    if (!createDraft) return;
    try {
      // The summary is the assistant's text: labelled when the account shows the label.
      await createDraft({
        title,
        content: summaryDoc(text),
        ...(status.data?.assistedLabel ? { aiAssisted: true } : {}),
      });
      toaster.create({ type: "success", title: t("ai.summary.saved") });
      setRun(null);
    } catch {
      toaster.create({ type: "error", title: t("ai.summary.saveFailed") });
    }
  };

  const actionButton = (action: AiAction, label: string, target?: AiLanguage) => {
    const unavailable = builtIn && needsProvider(action);
    return (
      <Button
        key={`${action}-${target ?? ""}`}
        size="xs"
        variant="outline"
        disabled={unavailable || run?.state === "running"}
        title={unavailable ? t("errors.ai-needs-provider") : undefined}
        onClick={() => void start(action, target)}
      >
        {label}
        {unavailable && (
          <Badge size="xs" colorPalette="gray" variant="subtle">
            {t("ai.needsProvider")}
          </Badge>
        )}
      </Button>
    );
  };

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg.subtle"
      aria-label={t("ai.title")}
      role="region"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Switch.Root checked={on} onCheckedChange={(e) => setOn(e.checked)} colorPalette="purple">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="medium">{t("ai.title")}</Switch.Label>
        </Switch.Root>
        {on && (
          <Text fontSize="xs" color="fg.muted">
            {t("ai.answeredBy", { assistant: assistantName })}
          </Text>
        )}
      </HStack>
      {on && (
        <>
          <Wrap gap="2">
            {actionButton("headlines", t("ai.actions.headlines"))}
            {actionButton("shorten", t("ai.actions.shorten"))}
            {actionButton("proofread", t("ai.actions.proofread"))}
            {actionButton("translate", t("ai.actions.translateNo"), "no")}
            {actionButton("translate", t("ai.actions.translateEn"), "en")}
            {props.tagsOn && actionButton("tags", t("ai.actions.tags"))}
          </Wrap>
          <HStack gap="2" wrap="wrap">
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                aria-label={t("ai.summary.count")}
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
              >
                {SUMMARY_COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {t("ai.summary.lastPosts", { count: n })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {actionButton("summary", t("ai.actions.summary"))}
          </HStack>
          {run && (
            <Suggestion
              run={run}
              onCancel={cancel}
              onDismiss={dismiss}
              onAcceptTitle={(title) => {
                props.onAcceptTitle(title);
                setRun(null);
              }}
              onAcceptText={(text) => {
                props.onAcceptText(text);
                setRun(null);
              }}
              onAcceptTags={(tags) => {
                props.onAcceptTags(tags);
                setRun(null);
              }}
              onSaveSummary={createDraft ? saveSummary : undefined}
            />
          )}
        </>
      )}
    </Stack>
  );
}

interface SuggestionProps {
  run: Run;
  onCancel: () => void;
  onDismiss: () => void;
  onAcceptTitle: (title: string) => void;
  onAcceptText: (text: string) => void;
  onAcceptTags: (tags: string[]) => void;
  onSaveSummary?: (title: string, text: string) => Promise<void>;
}

/** One answer: streaming text while it comes, then what can be accepted, edited or dismissed. */
function Suggestion({ run, ...on }: SuggestionProps) {
  const { t } = useTranslation();
  const label = t(`ai.results.${run.action}`);
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg"
      aria-label={label}
      role="group"
      aria-busy={run.state === "running"}
    >
      <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {label}
          </Text>
          {run.assistant && (
            <Badge size="sm" colorPalette="purple" variant="subtle">
              {run.assistant}
            </Badge>
          )}
        </HStack>
        {run.state === "running" ? (
          <Button size="xs" variant="ghost" onClick={on.onCancel}>
            <Spinner size="xs" /> {t("ai.cancel")}
          </Button>
        ) : (
          <Button size="xs" variant="ghost" onClick={on.onDismiss}>
            {t("ai.dismiss")}
          </Button>
        )}
      </HStack>
      {run.state === "running" && (
        <Text fontSize="sm" whiteSpace="pre-wrap" color="fg.muted" aria-live="polite">
          {run.streamed || t("ai.thinking")}
        </Text>
      )}
      {run.state === "cancelled" && (
        <Text fontSize="sm" color="fg.muted">
          {t("ai.cancelled")}
        </Text>
      )}
      {run.state === "error" && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{run.error}</Alert.Title>
        </Alert.Root>
      )}
      {run.state === "done" && run.result && <ResultEditor result={run.result} {...on} />}
    </Box>
  );
}

function ResultEditor({
  result,
  onAcceptTitle,
  onAcceptText,
  onAcceptTags,
  onSaveSummary,
}: { result: AiResult } & Omit<SuggestionProps, "run" | "onCancel" | "onDismiss">) {
  const { t } = useTranslation();
  const [headlines, setHeadlines] = useState(result.kind === "headlines" ? result.headlines : []);
  const [text, setText] = useState(
    result.kind === "text" || result.kind === "summary" ? result.text : "",
  );
  const [title, setTitle] = useState(result.kind === "summary" ? result.title : "");
  const [picked, setPicked] = useState(result.kind === "tags" ? result.tags : []);
  const [saving, setSaving] = useState(false);

  switch (result.kind) {
    case "headlines":
      if (headlines.length === 0) return <Text fontSize="sm">{t("ai.nothingFound")}</Text>;
      return (
        <Stack gap="2">
          {headlines.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed; its texts are what is edited.
            <HStack key={i} gap="2">
              <Input
                size="sm"
                value={h}
                aria-label={t("ai.headlineN", { n: i + 1 })}
                onChange={(e) =>
                  setHeadlines(headlines.map((x, j) => (j === i ? e.target.value : x)))
                }
              />
              <Button
                size="sm"
                colorPalette="purple"
                onClick={() => onAcceptTitle(h)}
                disabled={!h.trim()}
              >
                {t("ai.useHeadline")}
              </Button>
            </HStack>
          ))}
        </Stack>
      );
    case "tags":
      if (result.tags.length === 0) return <Text fontSize="sm">{t("ai.nothingFound")}</Text>;
      return (
        <Stack gap="2">
          <Wrap gap="1.5">
            {result.tags.map((tag) => {
              const chosen = picked.includes(tag);
              return (
                <Button
                  key={tag}
                  size="xs"
                  variant={chosen ? "solid" : "outline"}
                  colorPalette="purple"
                  aria-pressed={chosen}
                  onClick={() =>
                    setPicked(chosen ? picked.filter((x) => x !== tag) : [...picked, tag])
                  }
                >
                  {tag}
                </Button>
              );
            })}
          </Wrap>
          <AcceptButton disabled={!picked.length} onClick={() => onAcceptTags(picked)}>
            {t("ai.addTags")}
          </AcceptButton>
        </Stack>
      );
    case "text":
      return (
        <Stack gap="2">
          <ResultText label={t("ai.suggestedText")} value={text} onChange={setText} />
          <Note>{t("ai.replaceNote")}</Note>
          <AcceptButton disabled={!text.trim()} onClick={() => onAcceptText(text)}>
            {t("ai.accept")}
          </AcceptButton>
        </Stack>
      );
    case "summary":
      return (
        <Stack gap="2">
          <Input
            size="sm"
            value={title}
            aria-label={t("ai.summary.titleLabel")}
            onChange={(e) => setTitle(e.target.value)}
          />
          <ResultText label={t("ai.summary.textLabel")} value={text} onChange={setText} />
          <Note>{t("ai.summary.note", { count: result.posts })}</Note>
          {onSaveSummary && (
            <AcceptButton
              loading={saving}
              disabled={!text.trim()}
              onClick={async () => {
                setSaving(true);
                await onSaveSummary(title, text);
                setSaving(false);
              }}
            >
              {t("ai.summary.saveDraft")}
            </AcceptButton>
          )}
        </Stack>
      );
  }
}

/** An editable suggestion: the editor may change it before accepting it. */
function ResultText(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Textarea
      size="sm"
      rows={6}
      value={props.value}
      aria-label={props.label}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}

/** Takes a suggestion into the post (or a draft). */
function AcceptButton(props: Omit<ButtonProps, "size" | "alignSelf" | "colorPalette">) {
  return <Button size="sm" alignSelf="flex-start" colorPalette="purple" {...props} />;
}
