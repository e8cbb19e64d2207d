import { Badge, Button, HStack, NativeSelect, Stack, Switch, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AiAction, type AiLanguage, needsProvider } from "../../../../domain/ai";
import { isErrorKey } from "../../../../domain/errors";
import type { PostRequest } from "../../../../domain/schemas/post";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { aiStatusQuery, streamAi } from "../api/ai";
import { summaryDoc } from "../lib/summary-doc";
import { type Run, Suggestion } from "./AiSuggestion";

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

const SUMMARY_COUNTS = [5, 10, 20, 50];

/**
 * AI mode: a panel under the editor. Each action streams into a suggestion card the
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
