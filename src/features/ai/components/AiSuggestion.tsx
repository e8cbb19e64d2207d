import {
  Badge,
  Box,
  Button,
  type ButtonProps,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  Textarea,
  Wrap,
} from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AiAction } from "../../../../domain/ai";
import type { AiResult } from "../../../../domain/schemas/ai";
import { Notice } from "../../../components/Notice";

/** One request to the AI and what came back, as the panel shows it. */
export interface Run {
  action: AiAction;
  streamed: string;
  assistant: string | null;
  state: "running" | "done" | "error" | "cancelled";
  result: AiResult | null;
  error: string | null;
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
export function Suggestion({ run, ...on }: SuggestionProps) {
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
      {run.state === "error" && <Notice status="error" size="sm" title={run.error} />}
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
