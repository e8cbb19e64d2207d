import { Button, Field, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  newPollId,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  POLL_QUESTION_MAX,
  type PollAttrs,
  ZPollAttrs,
} from "../../../../../domain/content/poll";
import { EditorFormDialog } from "./EditorFormDialog";

const blankOptions = () =>
  Array.from({ length: POLL_MIN_OPTIONS }, () => ({ id: newPollId(6), label: "" }));

/** Asks for a poll's question and its 2–6 answers; the poll goes into the post on submit. */
export function PollDialog(props: {
  open: boolean;
  finalFocusEl?: () => HTMLElement | null;
  onSubmit: (poll: PollAttrs) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState(blankOptions);
  /** Insert was pressed: from then on the message follows the fields, and goes once they fit. */
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (props.open) {
      setQuestion("");
      setOptions(blankOptions());
      setTried(false);
    }
  }, [props.open]);

  const parsed = ZPollAttrs.safeParse({
    id: newPollId(),
    question,
    options: options.filter((o) => o.label.trim() !== ""),
  });
  const error =
    tried && !parsed.success
      ? t("polls.invalid", { min: POLL_MIN_OPTIONS, max: POLL_MAX_OPTIONS })
      : null;

  const submit = () => {
    setTried(true);
    if (parsed.success) props.onSubmit(parsed.data);
  };

  return (
    <EditorFormDialog
      open={props.open}
      title={t("polls.title")}
      confirmText={t("polls.insert")}
      finalFocusEl={props.finalFocusEl}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label htmlFor={`${id}-q`}>{t("polls.question")}</Field.Label>
          <Input
            id={`${id}-q`}
            value={question}
            maxLength={POLL_QUESTION_MAX}
            autoComplete="off"
            onChange={(e) => setQuestion(e.target.value)}
          />
        </Field.Root>
        {options.map((o, i) => (
          <Field.Root key={o.id}>
            <Field.Label htmlFor={`${id}-${o.id}`}>{t("polls.option", { n: i + 1 })}</Field.Label>
            <HStack width="full">
              <Input
                id={`${id}-${o.id}`}
                value={o.label}
                maxLength={POLL_OPTION_MAX}
                autoComplete="off"
                onChange={(e) =>
                  setOptions((list) =>
                    list.map((x) => (x.id === o.id ? { ...x, label: e.target.value } : x)),
                  )
                }
              />
              {options.length > POLL_MIN_OPTIONS && (
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t("polls.removeOption", { n: i + 1 })}
                  onClick={() => setOptions((list) => list.filter((x) => x.id !== o.id))}
                >
                  ✕
                </IconButton>
              )}
            </HStack>
          </Field.Root>
        ))}
        {options.length < POLL_MAX_OPTIONS && (
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => setOptions((list) => [...list, { id: newPollId(6), label: "" }])}
          >
            {t("polls.addOption")}
          </Button>
        )}
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </EditorFormDialog>
  );
}
